import { useCallback, useMemo, useRef } from 'react';

/**
 * Sends a request unless one is on its way or has just succeeded: a second click that lands
 * before the button shows busy, or before a success has taken its form away, sends nothing, so
 * it can never come back as a second change or a false error. A failure frees it at once, for a
 * retry; `release` frees it once the screen has moved on from a success.
 */
export function useOneRequestAtATime() {
  const locked = useRef(false);
  const send = useCallback((request: () => Promise<boolean>) => {
    if (locked.current) return;
    locked.current = true;
    void request().then(
      (succeeded) => {
        if (!succeeded) locked.current = false;
      },
      () => {
        locked.current = false;
      },
    );
  }, []);
  const release = useCallback(() => {
    locked.current = false;
  }, []);
  return useMemo(() => ({ send, release }), [send, release]);
}
