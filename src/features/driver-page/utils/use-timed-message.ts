import { useCallback, useEffect, useState } from 'react';

/** docs/product.md §9: success banners on the link page stay 3 s. */
export const BANNER_MS = 3000;

/** A message that clears itself after `durationMs`; showing a new one restarts the time. */
export function useTimedMessage(durationMs = BANNER_MS) {
  const [shown, setShown] = useState<{ text: string; at: number } | null>(null);
  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => setShown(null), durationMs);
    return () => window.clearTimeout(timer);
  }, [shown, durationMs]);
  const show = useCallback((text: string) => setShown({ text, at: Date.now() }), []);
  return [shown?.text ?? null, show] as const;
}
