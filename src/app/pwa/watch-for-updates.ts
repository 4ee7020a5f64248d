/** Long-open tablets and phones must still find new builds. */
export const UPDATE_CHECK_INTERVAL_MS = 30 * 60 * 1000;
/** Switching back and forth between apps should not ask the server each time. */
const MIN_VISIBLE_CHECK_GAP_MS = 60 * 1000;

/**
 * Asks for a new service worker every 30 minutes and whenever the page comes back into view.
 * A failed check (offline) is simply tried again later. Returns the stop function.
 */
export function watchForUpdates(
  checkForUpdate: () => Promise<unknown>,
  { now = () => Date.now(), doc = document }: { now?: () => number; doc?: Document } = {},
): () => void {
  let lastCheck = now();
  const check = () => {
    lastCheck = now();
    checkForUpdate().catch(() => undefined);
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'visible' && now() - lastCheck >= MIN_VISIBLE_CHECK_GAP_MS) check();
  };
  const timer = setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  doc.addEventListener('visibilitychange', onVisibility);
  return () => {
    clearInterval(timer);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}
