import { useEffect, useState } from 'react';
import { fixFromPosition, type Fix } from '../tracking/fix';
import { watchPositions, type PositionProblem } from '../tracking/position-source';

export type DeliveryFix = { fix: Fix | null; problem: PositionProblem | null };

/**
 * Where the phone is while the delivery step is open: the page's own position watch, the latest
 * reading kept. The proof goes without one when the phone cannot tell (the server allows it).
 */
export function useDeliveryFix(enabled: boolean): DeliveryFix {
  const [fix, setFix] = useState<Fix | null>(null);
  const [problem, setProblem] = useState<PositionProblem | null>(null);
  useEffect(() => {
    if (!enabled) return;
    return watchPositions((position) => {
      setFix(fixFromPosition(position));
      setProblem(null);
    }, setProblem);
  }, [enabled]);
  return { fix, problem };
}
