import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 250;

export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** '0:30', '1:05' */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A seconds countdown, read from the clock (so a throttled background tab stays right). */
export function useCountdown(initialSeconds: number) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + initialSeconds * 1000);
  const [remaining, setRemaining] = useState(() => Math.max(0, Math.ceil(initialSeconds)));

  useEffect(() => {
    const tick = () => {
      const left = secondsLeft(endsAt, Date.now());
      setRemaining(left);
      if (left === 0) window.clearInterval(timer);
    };
    const timer = window.setInterval(tick, TICK_MS);
    tick();
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const restart = useCallback((seconds: number) => {
    setEndsAt(Date.now() + seconds * 1000);
    setRemaining(Math.max(0, Math.ceil(seconds)));
  }, []);

  return { secondsLeft: remaining, restart };
}
