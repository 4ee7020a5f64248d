import { OUTBOX_LOCK } from '../../lib/outbox-lock';

/** The part of workbox-window's Workbox that applying an update needs. */
export type WaitingWorker = {
  messageSkipWaiting(): void;
  addEventListener(type: 'controlling', listener: () => void): void;
};

/** Should the new worker never take control (it failed, or went redundant), reload anyway. */
export const TAKE_OVER_TIMEOUT_MS = 10_000;
/** The page unloads holding the lock; only if it somehow stays is the lock let go. */
export const LOCK_RELEASE_GRACE_MS = 10_000;

type Environment = {
  /** Absent in old browsers: there nothing else can be draining the outbox in a way we'd see. */
  locks?: Pick<LockManager, 'request'>;
  reload: () => void;
};

const browserEnvironment = (): Environment => ({
  locks: typeof navigator !== 'undefined' ? navigator.locks : undefined,
  reload: () => window.location.reload(),
});

/**
 * The user said 'Update': wait for any running driver-outbox replay (it holds OUTBOX_LOCK, in this
 * tab or another), then, still holding the lock so no new replay starts, let the waiting worker
 * take over and reload under it (docs/architecture.md §7: never swapped mid-task or while the outbox drains).
 */
export async function applyWaitingWorker(
  worker: WaitingWorker,
  { locks, reload }: Environment = browserEnvironment(),
): Promise<void> {
  // Resolving releases the lock: not before the reload, so no replay starts in between.
  const takeOver = () =>
    new Promise<void>((resolve) => {
      let reloading = false;
      const reloadOnce = () => {
        if (reloading) return;
        reloading = true;
        clearTimeout(giveUp);
        reload();
        setTimeout(resolve, LOCK_RELEASE_GRACE_MS);
      };
      const giveUp = setTimeout(reloadOnce, TAKE_OVER_TIMEOUT_MS);
      worker.addEventListener('controlling', reloadOnce);
      worker.messageSkipWaiting();
    });
  if (!locks) return takeOver();
  await locks.request(OUTBOX_LOCK, takeOver);
}
