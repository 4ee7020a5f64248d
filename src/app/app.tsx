import { RouterProvider } from 'react-router-dom';
import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import './styles/theme.css';
import { installDialogHistory } from '../components/dialog/dialog-history';
import { setUnauthorizedHandler } from '../lib/api-client';
import { whenPageIdle } from '../lib/when-page-idle';
import { matchDriverLinkPath } from '../lib/link-manifest';
import { queryClient } from '../lib/query-client';
import i18n from './i18n';
import { askAgainInNewLanguage } from './language/ask-again-in-new-language';
import { Providers } from './providers';
import { startInstallPromptCapture } from './pwa/install-prompt';
import { registerServiceWorker } from './pwa/register-service-worker';
import { UpdatePrompt } from './pwa/update-prompt';
import { createAppRouter } from './router';

// docs/architecture.md §7: installable (our own 'Install app' button) and offline (the service worker), from the
// start; the worker is registered once the page has loaded, so its precaching never competes with
// the first screen.
startInstallPromptCapture();
whenPageIdle(() => void registerServiceWorker());

askAgainInNewLanguage(i18n, queryClient);

// Before the router: Back closes an open dialog, and the router's own steps wait for the dialogs'.
installDialogHistory();
const router = createAppRouter();

// docs/product.md §4: any 401 clears the session (the API client already did) and opens sign-in.
setUnauthorizedHandler(() => {
  void Promise.resolve(router.navigate('/signin', { replace: true })).then(() =>
    queryClient.clear(),
  );
});

/**
 * Resolves once the router has loaded what the first page needs (its lazy route modules and their
 * strings), or failed to: either way it has something of its own to render.
 */
export function firstPageLoaded(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * A driver's link is a page of its own (opened from a message, never reached from another page)
 * that raises no toast: a driver's first visit does not fetch their code (issue 21 §6).
 */
const onDriverLink = matchDriverLinkPath(window.location.pathname) !== null;

export function App() {
  return (
    <Providers queryClient={queryClient} toasts={!onDriverLink}>
      <RouterProvider router={router} />
      {/* Outside the routes, so every page (public ones and the driver's link too) shows it. */}
      <UpdatePrompt />
    </Providers>
  );
}
