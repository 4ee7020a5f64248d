import type { TripStop } from '../../../src/contract/stop-waits';
import { haversineKm } from '../../../src/lib/great-circle';

/** Within this of the stop's point, the truck is there: a yard, a gate, a queue outside. */
export const ARRIVAL_RADIUS_M = 300;
/**
 * Leaving needs a fix clearly outside the yard: the arrival radius plus a margin, so GPS drift
 * at the gate (fixes wandering around 300 m) never stamps a departure and a new arrival.
 */
export const DEPARTURE_RADIUS_M = ARRIVAL_RADIUS_M + 200;

/** [lng, lat], as the stop and the fix are stored. */
export type LngLat = readonly [number, number];
export type StopPoints = Record<TripStop, LngLat | null>;
export type TrailFix = { lng: number; lat: number; accuracy: number | null; recordedAt: Date };
export type StopVisit = { arrivedAt: Date; departedAt: Date | null };

/**
 * Where a fix puts the truck against a stop. A fix coarser than the radius it is judged by says
 * nothing (a cell-tower guess cannot place a truck at a gate): it is neither there nor away.
 */
export function placeOf(fix: TrailFix, stop: LngLat): 'at' | 'away' | 'unsure' {
  const metres = haversineKm([fix.lng, fix.lat], stop) * 1000;
  const accuracy = fix.accuracy ?? 0;
  if (metres <= ARRIVAL_RADIUS_M) return accuracy <= ARRIVAL_RADIUS_M ? 'at' : 'unsure';
  if (metres > DEPARTURE_RADIUS_M) return accuracy <= DEPARTURE_RADIUS_M ? 'away' : 'unsure';
  return 'unsure';
}

/**
 * The first visit to a stop in a trail sorted by the device's time: the earliest fix there (not
 * before `after`), and the first fix away after it. Whatever order the fixes were received in,
 * the same trail gives the same visit.
 */
export function firstVisit(
  trail: readonly TrailFix[],
  stop: LngLat,
  after: Date | null = null,
): StopVisit | null {
  let arrivedAt: Date | null = null;
  for (const fix of trail) {
    if (after && fix.recordedAt < after) continue;
    const place = placeOf(fix, stop);
    if (!arrivedAt) {
      if (place === 'at') arrivedAt = fix.recordedAt;
    } else if (place === 'away' && fix.recordedAt > arrivedAt) {
      return { arrivedAt, departedAt: fix.recordedAt };
    }
  }
  return arrivedAt && { arrivedAt, departedAt: null };
}

/**
 * Both stops' visits from the whole trail. The delivery counts only from the pickup arrival on
 * when the pickup is watched and reached: a truck passing the consignee on its way to collect
 * has not arrived to deliver (and a delivery stamped before the pickup was reached is undone).
 */
export function visitsFromTrail(
  trail: readonly TrailFix[],
  stops: StopPoints,
): Record<TripStop, StopVisit | null> {
  const pickup = stops.pickup && firstVisit(trail, stops.pickup);
  const delivery = stops.delivery && firstVisit(trail, stops.delivery, pickup?.arrivedAt ?? null);
  return { pickup: pickup ?? null, delivery: delivery ?? null };
}

/**
 * Whether a new fix may change a stop's visit: a fix there earlier than the arrival (or the
 * first), or a fix away between the arrival and the departure stamped so far. Any other fix
 * changes nothing, so most fixes cost no more than this test.
 */
export function mayChangeVisit(fix: TrailFix, stop: LngLat, visit: StopVisit | null): boolean {
  const place = placeOf(fix, stop);
  if (place === 'at') return !visit || fix.recordedAt < visit.arrivedAt;
  if (place === 'away' && visit) {
    return (
      fix.recordedAt > visit.arrivedAt && (!visit.departedAt || fix.recordedAt < visit.departedAt)
    );
  }
  return false;
}
