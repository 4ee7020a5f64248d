import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import i18n from '../i18n';
import { SignInPage } from '../../features/auth/sign-in-page';
import { CheckingLinkScreen } from '../../features/driver-page/components/checking-link-screen';
import { OfflineBannerLayout } from '../../components/offline-banner/offline-banner-layout';
import { APP_LANGUAGES, DRIVER_LANGUAGES, type Language } from '../../contract/languages';
import { AppFrame } from '../app-frame';
import type { FirstScreenName, FirstScreenPage } from './first-screen-names';

/**
 * A page's first screen as the app renders it, in the frame every page shares, marked as a first
 * screen (`inert` until the app replaces it).
 */
function renderFirstScreen(page: ReactNode): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <AppFrame firstScreen>{page}</AppFrame>
    </QueryClientProvider>,
  );
}

/** Every language's strings, each file a namespace. */
const strings: Record<string, { default: Record<string, unknown> }> = import.meta.glob(
  '../locales/*/*.json',
  { eager: true },
);

/** Each page that is drawn ahead, in the languages it opens in. */
const PAGES: Record<FirstScreenPage, { languages: readonly Language[]; page: () => ReactNode }> = {
  signin: {
    languages: APP_LANGUAGES,
    page: () => (
      <MemoryRouter initialEntries={['/signin']}>
        <SignInPage />
      </MemoryRouter>
    ),
  },
  // The link being checked, the first screen of every visit.
  'driver-link': {
    languages: DRIVER_LANGUAGES,
    page: () => (
      <OfflineBannerLayout>
        <CheckingLinkScreen />
      </OfflineBannerLayout>
    ),
  },
};

/**
 * The first screens the server puts in the page it sends (server/modules/web-app), run by the
 * build (scripts/vite-first-screens.ts) with the real components and strings: the page paints at
 * once, before any script has loaded, and looks just as it does when the app takes over.
 */
export function renderFirstScreens(): Partial<Record<FirstScreenName, string>> {
  for (const [file, module] of Object.entries(strings)) {
    const [, language, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (language && namespace) i18n.addResourceBundle(language, namespace, module.default, true);
  }
  const screens: Partial<Record<FirstScreenName, string>> = {};
  for (const [name, { languages, page }] of Object.entries(PAGES)) {
    for (const language of languages) {
      // Resources in memory: the language is switched before the call returns.
      void i18n.changeLanguage(language);
      screens[`${name as FirstScreenPage}.${language}`] = renderFirstScreen(page());
    }
  }
  void i18n.changeLanguage('en');
  return screens;
}
