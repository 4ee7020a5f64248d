import { applyWaitingWorker } from './apply-update';
import { offerUpdate } from './update-offer';
import { watchForUpdates } from './watch-for-updates';

/**
 * Calls `onWaiting` whenever a newly installed worker is left waiting behind an active one (the
 * very first worker passes through 'installed' too, but nothing is active then).
 */
function onEveryWaitingWorker(registration: ServiceWorkerRegistration, onWaiting: () => void) {
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      const waiting = installing.state === 'installed' && registration.waiting === installing;
      if (waiting && registration.active) onWaiting();
    });
  });
}

/**
 * Registers dist/client/sw.js (production builds only: the dev server has no worker) and offers
 * each new build as 'Update available' instead of swapping it in (docs/architecture.md §7). workbox-window is
 * loaded on its own, after the app, so it adds nothing to the first paint.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  let updating = false;
  const offerWaitingWorker = () =>
    offerUpdate(async () => {
      updating = true;
      await applyWaitingWorker(workbox);
    });

  // One found before this page registered (another tab, a reload) or found by this page.
  workbox.addEventListener('waiting', offerWaitingWorker);

  // The first worker takes an uncontrolled page at once (clientsClaim): that is no update. Any
  // later change this page did not ask for came from another tab's 'Update': this page still runs
  // the old build, whose chunks the new worker no longer holds. Offer the reload, never force it.
  let controlled = navigator.serviceWorker.controller !== null;
  workbox.addEventListener('controlling', () => {
    if (controlled && !updating) offerUpdate(async () => window.location.reload());
    controlled = true;
  });

  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await workbox.register();
  } catch {
    // No worker (private mode, storage refused): the app still works online.
    return;
  }
  // workbox-window reports only the first update found after its registration; a tablet left
  // open for days may see several.
  if (registration) onEveryWaitingWorker(registration, offerWaitingWorker);
  watchForUpdates(() => workbox.update());
}
