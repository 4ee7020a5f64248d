import { whenPageIdle } from './when-page-idle';
import { whenWorkerControls } from './when-worker-controls';

/** How long after the worker takes control the page counts as settled. */
export const SETTLE_MS = 10_000;

/**
 * Runs `task` well after the first screen: once the service worker controls the page (its
 * precache then serves the code), a further `SETTLE_MS`, and then a moment the browser has to
 * spare. For heavy work the first screen never needs (FingerprintJS takes most of a second of a
 * slow phone's main thread), so it does not land while the reader first looks and taps.
 */
export function whenPageSettled(task: () => void, settleMs = SETTLE_MS): () => void {
  let cancelNext = () => {};
  const cancelControl = whenWorkerControls(() => {
    const timer = window.setTimeout(() => {
      cancelNext = whenPageIdle(task);
    }, settleMs);
    cancelNext = () => window.clearTimeout(timer);
  });
  return () => {
    cancelControl();
    cancelNext();
  };
}
