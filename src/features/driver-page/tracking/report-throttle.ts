import { haversineKm } from '../../../lib/great-circle';
import { fixPoint, type Fix } from './fix';

/** A report at least this often while the truck stands still… */
export const REPORT_EVERY_MS = 30_000;
/** …and sooner once it has moved this far. */
export const REPORT_EVERY_M = 200;

/**
 * Whether a good fix should be reported, given the last one reported. A move counts only beyond
 * the reading's own accuracy, so a jittery 500 m fix does not report every second.
 */
export function isDueForReport(fix: Fix, lastReported: Fix | null): boolean {
  if (!lastReported) return true;
  if (fix.timestamp - lastReported.timestamp >= REPORT_EVERY_MS) return true;
  const movedM = haversineKm(fixPoint(lastReported), fixPoint(fix)) * 1000;
  return movedM >= Math.max(REPORT_EVERY_M, fix.accuracy ?? 0);
}
