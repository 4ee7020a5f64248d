import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/**
 * Whole minutes until `deadline` (rounded up, so '1 min' lasts until the very end), re-rendering
 * exactly when the number changes rather than polling. 0 once the deadline has passed.
 */
export function useMinutesLeft(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  const remaining = deadline - now;

  useEffect(() => {
    if (!(remaining > 0)) return;
    const untilNextChange = remaining % MINUTE_MS || MINUTE_MS;
    const timer = setTimeout(() => setNow(Date.now()), untilNextChange);
    return () => clearTimeout(timer);
  }, [remaining]);

  return remaining > 0 ? Math.ceil(remaining / MINUTE_MS) : 0;
}
