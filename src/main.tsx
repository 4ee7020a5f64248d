import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import './app/styles/theme.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installDialogHistory } from './components/dialog/dialog-history';
import { askAgainInNewLanguage } from './app/language/ask-again-in-new-language';
import i18n, { firstLanguageShown } from './app/i18n';
import { followDocumentLanguage } from './app/fonts/follow-document-language';
import { startInstallPromptCapture } from './app/pwa/install-prompt';
import { registerServiceWorker } from './app/pwa/register-service-worker';
import { matchDriverPagePath } from './lib/link-manifest';
import { queryClient } from './lib/query-client';
import { whenPageIdle } from './lib/when-page-idle';

const container = document.getElementById('root');
if (!container) throw new Error('Root element missing');

followDocumentLanguage();

// docs/architecture.md §7: installable (our own 'Install app' button) and offline (the service
// worker), from the start; the worker is registered once the page has loaded, so its precaching
// never competes with the first screen.
startInstallPromptCapture();
whenPageIdle(() => void registerServiceWorker());

askAgainInNewLanguage(i18n, queryClient);

// Before any router: Back closes an open dialog, and the router's own steps wait for the dialogs'.
installDialogHistory();

/**
 * A driver's link is an app of its own, without the router and the pages of the rest (issue 21
 * §6); every other address gets the app of shippers and providers. The server names the chosen
 * app's files in the page it sends, so they download beside this entry.
 */
const app = matchDriverPagePath(window.location.pathname)
  ? import('./app/driver-app')
  : import('./app/app');

/**
 * The page may come with its first screen already drawn (src/app/first-screens): it stays until
 * the app has the page's code, and the app's first render replaces it with the same screen, live,
 * rather than with the loading screen in between.
 */
const drawn = container.querySelector(':scope > [data-first-screen]') !== null;

// Nothing renders in another language than the page's own (its strings may be fetched).
void Promise.all([
  firstLanguageShown,
  app.then(async (module) => {
    if (drawn) await module.firstPageLoaded();
    return module;
  }),
]).then(([, { App }]) => {
  const root = createRoot(container);
  // A transition, so the first render yields to the browser every few milliseconds instead of
  // holding the page in one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
