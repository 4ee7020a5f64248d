import { useCallback, useEffect, useRef, useState } from 'react';

/** docs/product.md §9: a dialog opens 300 ms after the previous one closes, so their animations never overlap. */
export const DIALOG_GAP_MS = 300;

/**
 * One dialog at a time. `show` closes the open one first and waits out the gap; the gap also
 * counts from a dialog the user just dismissed. `switching` is true while the next dialog waits:
 * the page under it must not take a tap meant for a dialog (a double tap on Start Trip once
 * landed on the list in the gap and opened another load's Load Details).
 */
export function useDialogSequence<Kind extends string>() {
  const [current, setCurrent] = useState<Kind | null>(null);
  const [switching, setSwitching] = useState(false);
  const closedAt = useRef(Number.NEGATIVE_INFINITY);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const close = useCallback(() => {
    clearTimeout(timer.current);
    setSwitching(false);
    if (current !== null) closedAt.current = Date.now();
    setCurrent(null);
  }, [current]);

  const show = useCallback(
    (next: Kind) => {
      clearTimeout(timer.current);
      if (current !== null) {
        closedAt.current = Date.now();
        setCurrent(null);
      }
      const wait = closedAt.current + DIALOG_GAP_MS - Date.now();
      if (wait <= 0) {
        setSwitching(false);
        setCurrent(next);
        return;
      }
      setSwitching(true);
      timer.current = setTimeout(() => {
        setSwitching(false);
        setCurrent(next);
      }, wait);
    },
    [current],
  );

  return { current, show, close, switching };
}

export type DialogSequence<Kind extends string> = ReturnType<typeof useDialogSequence<Kind>>;
