import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import '../i18n';
import '../locales/app-translations';
import { SignInPage } from '../../features/auth/sign-in-page';
import { AppFrame } from '../app-frame';
import type { FirstScreenName } from './first-screen-names';

/**
 * A page's first screen as the app renders it at `path`, in the frame every page shares, marked as
 * a first screen (`inert` until the app replaces it).
 */
function renderFirstScreen(path: string, page: ReactNode): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppFrame firstScreen>{page}</AppFrame>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/**
 * The first screens the server puts in the page it sends (server/modules/web-app), run by the
 * build (scripts/vite-first-screens.ts) with the real components and strings: the page paints at
 * once, before any script has loaded, and looks just as it does when the app takes over.
 */
export function renderFirstScreens(): Record<FirstScreenName, string> {
  return { signin: renderFirstScreen('/signin', <SignInPage />) };
}
