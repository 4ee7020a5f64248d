import { useEffect, useState } from 'react';

/** Whether `deadline` (ms since epoch) has passed; re-renders once, when it does. */
export function useDeadlinePassed(deadline: number): boolean {
  const [now, setNow] = useState(() => Date.now());
  const remaining = deadline - now;

  useEffect(() => {
    if (!(remaining > 0)) return;
    // setTimeout cannot wait longer than about 24.8 days; check again then.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(remaining, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [remaining]);

  return !(remaining > 0);
}
