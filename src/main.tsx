import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { firstLanguageShown } from './app/i18n';
import { App, firstPageLoaded } from './app/app';
import { followDocumentLanguage } from './app/fonts/follow-document-language';

const container = document.getElementById('root');
if (!container) throw new Error('Root element missing');

followDocumentLanguage();

/**
 * The page may come with its first screen already drawn (src/app/first-screens): it stays until
 * the router has the page's code, and the app's first render replaces it with the same screen,
 * live, rather than with the loading screen in between.
 */
const drawn = container.querySelector(':scope > [data-first-screen]') !== null;

// Nothing renders in another language than the page's own (its strings may be fetched).
void Promise.all([firstLanguageShown, drawn ? firstPageLoaded() : undefined]).then(() => {
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
