import { haversineKm } from '../../../lib/great-circle';
import { fixPoint, type Fix } from './fix';

/** Coarser than this is a cell-tower guess: it would move the truck kilometres for nothing. */
export const MAX_ACCURACY_M = 1000;
/** No truck goes faster; a faster move is a bad reading. */
export const MAX_SPEED_KMH = 250;
/** Clock and GPS may disagree by a moment; more than this is a wrong timestamp. */
const FUTURE_SLACK_MS = 5_000;

export type FixVerdict = 'ok' | 'no-accuracy' | 'inaccurate' | 'future' | 'not-newer' | 'jump';

/**
 * Whether a reading is good enough to report, judged against the last good one. The jump test
 * forgives both readings' accuracy, and it heals itself: after a bad 'last good' fix, the true
 * position becomes plausible again as time passes.
 */
export function judgeFix(fix: Fix, lastGood: Fix | null, now: number): FixVerdict {
  if (fix.accuracy === null || !Number.isFinite(fix.accuracy) || fix.accuracy < 0) {
    return 'no-accuracy';
  }
  if (fix.accuracy > MAX_ACCURACY_M) return 'inaccurate';
  if (fix.timestamp > now + FUTURE_SLACK_MS) return 'future';
  if (!lastGood) return 'ok';
  const elapsedMs = fix.timestamp - lastGood.timestamp;
  if (elapsedMs <= 0) return 'not-newer';
  const slackKm = (fix.accuracy + (lastGood.accuracy ?? 0)) / 1000;
  const movedKm = Math.max(0, haversineKm(fixPoint(lastGood), fixPoint(fix)) - slackKm);
  const speedKmh = movedKm / (elapsedMs / 3_600_000);
  return speedKmh > MAX_SPEED_KMH ? 'jump' : 'ok';
}
