import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { isWellFormedLinkAddress } from '../contract/link-address';
import { sendEarlyCheck } from '../features/driver-page/api/verify-device';
import { matchDriverPagePath } from '../lib/link-manifest';
import { queryClient } from '../lib/query-client';
import { AppLoadingScreen } from './guards/app-loading-screen';
import { languageOpening } from './i18n';
import { RouteErrorScreen } from './guards/route-error-screen';
import { Providers } from './providers';
import { UpdatePrompt } from './pwa/update-prompt';

const openedLink = matchDriverPagePath(window.location.pathname);
// The link's check goes out now, not once the page has rendered (issue 21 §6).
if (openedLink && isWellFormedLinkAddress(openedLink.tripId, openedLink.linkId)) {
  sendEarlyCheck(openedLink, languageOpening());
}

type DriverLinkPageModule = typeof import('../features/driver-page/driver-link-page');
let pageModule: Promise<DriverLinkPageModule> | null = null;

/** The page's module once its strings are there in the language shown (they may be fetched). */
function loadPage(): Promise<DriverLinkPageModule> {
  pageModule ??= import('../features/driver-page/driver-link-page').then(async (page) => {
    await page.driverPageTranslations;
    return page;
  });
  return pageModule;
}

const DriverLinkPage = lazy(async () => ({ default: (await loadPage()).DriverLinkPage }));

/** Resolves once the page's code and strings are in, or failed to load (its error screen shows). */
export function firstPageLoaded(): Promise<void> {
  return loadPage().then(
    () => undefined,
    () => undefined,
  );
}

/**
 * docs/product.md §2 `/trip/:id/details/:detailsId`: a driver's link is an app of its own. It is
 * opened from a message, never reached from another page, and has one screen, so it runs without
 * the router the rest of the app needs (issue 21 §6: 30 KiB of a driver's first visit), and raises
 * no toast (their code is never fetched here).
 */
export function App() {
  return (
    <Providers queryClient={queryClient} toasts={false}>
      {/* A failed chunk (often a new deployment) or a render error, as the app's routes show it. */}
      <ErrorBoundary fallback={<RouteErrorScreen />}>
        <Suspense fallback={<AppLoadingScreen />}>
          <DriverLinkPage tripId={openedLink?.tripId ?? ''} linkId={openedLink?.linkId ?? ''} />
        </Suspense>
      </ErrorBoundary>
      <UpdatePrompt />
    </Providers>
  );
}
