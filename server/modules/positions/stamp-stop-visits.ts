import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { TripStop } from '../../../src/contract/stop-waits';
import type { Database } from '../../db/database';
import { trips } from '../trips/trips.schema';
import { positionFixColumns, truckPositions } from './positions.schema';
import {
  mayChangeVisit,
  visitsFromTrail,
  type StopPoints,
  type StopVisit,
  type TrailFix,
} from './stop-visit-rules';
import { TRIP_STOPS, tripStopVisits } from './stop-visits.schema';

/** A stored fix, with its trip's watched stops and the visits known when its batch was read. */
export type FixNearStops = TrailFix & {
  tripId: string;
  stops: StopPoints;
  visits: Record<TripStop, StopVisit | null>;
};

/**
 * Stamps arrival and departure at the trip's stops from a batch of newly stored fixes, inside
 * the transaction that stored them. Only a fix that may change a visit (mayChangeVisit) costs
 * anything: then the trip's row is locked, so two batches of one trip take turns, and its visits
 * are worked out again from the whole trail by the device's time. That is what makes a late,
 * out-of-order or replayed fix stamp the earliest time, and once.
 */
export async function stampStopVisits(tx: Database, fixes: readonly FixNearStops[]): Promise<void> {
  const changed = new Map<string, StopPoints>();
  for (const fix of fixes) {
    const may = TRIP_STOPS.some((stop) => {
      const point = fix.stops[stop];
      return point !== null && mayChangeVisit(fix, point, fix.visits[stop]);
    });
    if (may) changed.set(fix.tripId, fix.stops);
  }
  for (const [tripId, stops] of changed) await restamp(tx, tripId, stops);
}

async function restamp(tx: Database, tripId: string, stops: StopPoints): Promise<void> {
  await tx.select({ id: trips.id }).from(trips).where(eq(trips.id, tripId)).for('no key update');
  const trail = await tx
    .select(positionFixColumns)
    .from(truckPositions)
    .where(eq(truckPositions.tripId, tripId))
    .orderBy(asc(truckPositions.recordedAt), asc(truckPositions.id));
  const visits = visitsFromTrail(trail, stops);
  const reached = TRIP_STOPS.filter((stop) => visits[stop] !== null);
  await tx
    .delete(tripStopVisits)
    .where(
      reached.length === 0
        ? eq(tripStopVisits.tripId, tripId)
        : and(eq(tripStopVisits.tripId, tripId), notInArray(tripStopVisits.stop, reached)),
    );
  for (const stop of reached) {
    const visit = visits[stop]!;
    await tx
      .insert(tripStopVisits)
      .values({ tripId, stop, ...visit })
      .onConflictDoUpdate({
        target: [tripStopVisits.tripId, tripStopVisits.stop],
        set: { arrivedAt: visit.arrivedAt, departedAt: visit.departedAt },
      });
  }
}
