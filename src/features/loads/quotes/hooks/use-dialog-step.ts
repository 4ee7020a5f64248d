import { useCallback, useEffect, useRef, useState } from 'react';
import { DIALOG_SWITCH_MS } from '../utils/timing';

/**
 * One dialog of a sequence at a time. docs/product.md §9: the next opens 300 ms after the previous closes,
 * so the first has left the screen (and the top layer) before the second appears.
 */
export function useDialogStep<Step extends string>(initial: Step) {
  const [step, setStep] = useState<Step | null>(initial);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const switchTo = useCallback((next: Step) => {
    clearTimeout(timer.current);
    setStep(null);
    timer.current = setTimeout(() => setStep(next), DIALOG_SWITCH_MS);
  }, []);

  return { step, switchTo };
}
