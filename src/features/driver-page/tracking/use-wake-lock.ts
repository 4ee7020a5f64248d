import { useEffect } from 'react';

/**
 * Keeps the screen on while `enabled` (docs/architecture.md §7 trip mode). The browser drops the lock whenever
 * the page is hidden, so it is asked for again each time the page comes back.
 */
export function useWakeLock(enabled: boolean): void {
  useEffect(() => {
    if (!enabled || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let requesting = false;
    let disposed = false;

    const acquire = async () => {
      if (document.visibilityState !== 'visible' || requesting || (lock && !lock.released)) return;
      requesting = true;
      try {
        const granted = await navigator.wakeLock.request('screen');
        if (disposed) void granted.release();
        else lock = granted;
      } catch {
        // Battery saver or a policy refused it: the page still works, the screen may sleep.
      } finally {
        requesting = false;
      }
    };

    void acquire();
    const onVisibilityChange = () => void acquire();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      disposed = true;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      if (lock && !lock.released) void lock.release();
    };
  }, [enabled]);
}
