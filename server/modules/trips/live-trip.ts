import { and, eq, ne, notInArray } from 'drizzle-orm';
import type { TripStatus } from '../../../src/contract/trips';
import type { Database } from '../../db/database';
import { trips, type TripRow } from './trips.schema';

/** Before the truck sets out a trip can still be called off with its quote's acceptance. */
const NOT_STARTED: readonly TripStatus[] = ['pending', 'confirmed'];

export const hasStarted = (trip: Pick<TripRow, 'status'>) => !NOT_STARTED.includes(trip.status);

/** On the road: its driver and truck cannot be on another trip at the same time. */
export const IN_PROGRESS = ['out_to_collect', 'loaded', 'out_to_unload'] as const;

export const TRIP_NOT_FOUND = 'Trip not found';

export const displayTripId = (number: number) => `TR-${number}`;

/** The load's trip unless it was cancelled (at most one: `trips_one_live_per_load`). */
export async function liveTripOf(db: Database, loadId: string): Promise<TripRow | null> {
  const [trip] = await db
    .select()
    .from(trips)
    .where(and(eq(trips.loadId, loadId), ne(trips.status, 'cancelled')));
  return trip ?? null;
}

export async function cancelTrip(tx: Database, tripId: string, at: Date): Promise<void> {
  await tx.update(trips).set({ status: 'cancelled', updatedAt: at }).where(eq(trips.id, tripId));
}

/** Not ended yet: its driver and truck are still spoken for. */
const ENDED: TripStatus[] = ['completed', 'cancelled'];

/**
 * A trip the driver or truck is on that has not ended (pending and confirmed ones included: they
 * were promised to it), or null. Read through trips_driver_idx or trips_truck_idx.
 */
export async function unfinishedTripOf(
  db: Database,
  assignee: { driverId: string } | { truckId: string },
): Promise<{ id: string; number: number } | null> {
  const [trip] = await db
    .select({ id: trips.id, number: trips.number })
    .from(trips)
    .where(
      and(
        'driverId' in assignee
          ? eq(trips.driverId, assignee.driverId)
          : eq(trips.truckId, assignee.truckId),
        notInArray(trips.status, ENDED),
      ),
    )
    .limit(1);
  return trip ?? null;
}
