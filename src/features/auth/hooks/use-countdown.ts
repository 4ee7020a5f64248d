import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 250;

export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** '0:30', '1:05', '14:52' */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Whole seconds until `endsAt` (epoch ms; null is none), read from the clock on every tick, so a
 * throttled background tab or a reload stays right. 0 once it has passed.
 */
export function useSecondsUntil(endsAt: number | null): number {
  const [remaining, setRemaining] = useState(() =>
    endsAt === null ? 0 : secondsLeft(endsAt, Date.now()),
  );

  useEffect(() => {
    const tick = () => {
      const left = endsAt === null ? 0 : secondsLeft(endsAt, Date.now());
      setRemaining(left);
      if (left === 0) window.clearInterval(timer);
    };
    const timer = window.setInterval(tick, TICK_MS);
    tick();
    return () => window.clearInterval(timer);
  }, [endsAt]);

  return remaining;
}

/** A seconds countdown that can be restarted. */
export function useCountdown(initialSeconds: number) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + initialSeconds * 1000);
  const remaining = useSecondsUntil(endsAt);
  const restart = useCallback((seconds: number) => setEndsAt(Date.now() + seconds * 1000), []);
  return { secondsLeft: remaining, restart };
}
