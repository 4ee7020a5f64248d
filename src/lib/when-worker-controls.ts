/**
 * Runs `task` once a service worker controls the page, or after `fallbackMs` where none comes
 * (no support, registration refused, the dev server). For work a first visit can put off: once
 * the worker controls the page, the chunks it loads come from the worker's precache, which
 * downloads them on a first visit anyway, rather than over the network a second time.
 */
export function whenWorkerControls(task: () => void, fallbackMs = 30_000): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    stop();
    task();
  };
  const container = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  const timer = window.setTimeout(run, fallbackMs);
  const stop = () => {
    window.clearTimeout(timer);
    container?.removeEventListener('controllerchange', run);
  };
  if (container?.controller) {
    // Already controlled: not in the same task, as for every other caller.
    window.setTimeout(run, 0);
  } else {
    container?.addEventListener('controllerchange', run);
  }
  return () => {
    done = true;
    stop();
  };
}
