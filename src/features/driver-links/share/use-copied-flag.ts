import { useCallback, useEffect, useRef, useState } from 'react';

/** docs/product.md §9: the 'Copied' indicator stays 2 s. */
export const COPIED_MS = 2000;

/** True for COPIED_MS after `flag()`; a second flag restarts the wait. */
export function useCopiedFlag(): [boolean, () => void] {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const flag = useCallback(() => {
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  }, []);
  return [copied, flag];
}
