import { useEffect, useState } from 'react';
import { fixFromPosition, type Fix } from '../tracking/fix';
import { recentFix } from '../tracking/latest-fix';
import { watchPositions, type PositionProblem } from '../tracking/position-source';

export type DeliveryFix = { fix: Fix | null; problem: PositionProblem | null };

/** A reading the trip's tracking took this recently still tells where the door is. */
const RECENT_FIX_MS = 2 * 60_000;

/**
 * Where the phone is while the delivery step is open: the tracking's last reading if recent, then
 * the step's own position watch, the latest reading kept. The proof goes without one when the phone cannot tell (the server allows it).
 */
export function useDeliveryFix(enabled: boolean): DeliveryFix {
  const [fix, setFix] = useState<Fix | null>(() => recentFix(RECENT_FIX_MS));
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
