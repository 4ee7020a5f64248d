import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AssignTripRequest, TripDetails } from '../../../src/contract/trips';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import type { DriversService } from '../drivers/drivers-service';
import type { TripNews } from '../notifications/trip-news';
import type { TripChargesService } from '../trip-charges/trip-charges-service';
import type { TrucksService } from '../trucks/trucks-service';
import { hasStarted, IN_PROGRESS, TRIP_NOT_FOUND } from './live-trip';
import { findTripDetailsRow } from './trip-details-query';
import type { DeliveryProofsService } from '../delivery-proofs/delivery-proofs-service';
import { toTripDetails } from './trip-details-view';
import { trips, type TripRow } from './trips.schema';

export const ASSIGNMENT_MESSAGES = {
  driver: 'Driver assigned successfully',
  truck: 'Truck assigned successfully',
  tripStarted: 'Driver and truck can only be assigned before the trip starts.',
  driverBusy: 'This driver is on another trip in progress.',
  truckBusy: 'This truck is on another trip in progress.',
} as const;

/**
 * Runs inside the assignment's transaction when a trip's driver is replaced: the old driver's
 * tracking link must stop working (docs/product.md §4 Driver link). Driver links are not built yet, so by
 * default there is no link to deactivate; their module supplies the real hook.
 */
export type OnDriverReassigned = (tx: Database, tripId: string) => Promise<void>;
const noDriverLinksYet: OnDriverReassigned = async () => {};

type Dependencies = {
  db: Database;
  clock: Clock;
  drivers: DriversService;
  trucks: TrucksService;
  /** The answer shows the trip whole, charges too; services.ts always supplies it. */
  tripCharges?: Pick<TripChargesService, 'listForTrip'>;
  onDriverReassigned?: OnDriverReassigned;
  /** The trip's proof of delivery and its settings; services.ts always supplies it. */
  deliveryProofs?: Pick<DeliveryProofsService, 'ofTrip'>;
  /** Tells the shipper, in the assignment's own transaction; services.ts always supplies it. */
  news?: Pick<TripNews, 'driverAssigned' | 'truckAssigned'>;
};
const noCharges: Pick<TripChargesService, 'listForTrip'> = { listForTrip: async () => [] };
const noProofs: Pick<DeliveryProofsService, 'ofTrip'> = {
  ofTrip: async () => ({ deliveryProof: null, proofSettings: { photosRequired: false } }),
};
const noNews: Pick<TripNews, 'driverAssigned' | 'truckAssigned'> = {
  driverAssigned: async () => {},
  truckAssigned: async () => {},
};

/** docs/product.md §7 assign: a driver or a truck of the group's own, before the trip sets out. */
export function createTripAssignmentService({
  db,
  clock,
  drivers,
  trucks,
  tripCharges = noCharges,
  onDriverReassigned = noDriverLinksYet,
  deliveryProofs = noProofs,
  news = noNews,
}: Dependencies) {
  /** The row lock orders concurrent assignments of one trip: each sees the one before it. */
  async function lockGroupTrip(tx: Database, groupId: string, tripId: string): Promise<TripRow> {
    const [trip] = await tx
      .select()
      .from(trips)
      .where(and(eq(trips.id, tripId), eq(trips.groupId, groupId)))
      .for('update');
    if (!trip) throw notFound(TRIP_NOT_FOUND);
    return trip;
  }

  // A retired driver or truck no longer works for the group: as good as not found. Each is read
  // under a share lock, so its retirement waits for this assignment and then sees the trip.
  const activeDriver = (tx: Database, groupId: string, driverId: string) =>
    drivers.getActiveForGroup(groupId, driverId, tx);
  const activeTruck = (tx: Database, groupId: string, truckId: string) =>
    trucks.getActiveForGroup(groupId, truckId, tx);

  async function isOnAnotherTripInProgress(
    tx: Database,
    trip: TripRow,
    assignee: { driverId: string } | { truckId: string },
  ): Promise<boolean> {
    const [busy] = await tx
      .select({ id: trips.id })
      .from(trips)
      .where(
        and(
          'driverId' in assignee
            ? eq(trips.driverId, assignee.driverId)
            : eq(trips.truckId, assignee.truckId),
          eq(trips.groupId, trip.groupId),
          ne(trips.id, trip.id),
          inArray(trips.status, IN_PROGRESS),
        ),
      )
      .limit(1);
    return busy !== undefined;
  }

  async function save(tx: Database, trip: TripRow, change: Partial<TripRow>) {
    await tx
      .update(trips)
      .set({ ...change, updatedAt: clock.now(), version: sql`${trips.version} + 1` })
      .where(eq(trips.id, trip.id));
  }

  async function assignDriver(tx: Database, trip: TripRow, driverId: string) {
    const driver = await activeDriver(tx, trip.groupId, driverId);
    if (await isOnAnotherTripInProgress(tx, trip, { driverId: driver.id })) {
      throw new HttpError(409, ASSIGNMENT_MESSAGES.driverBusy);
    }
    if (trip.driverId === driver.id) return;
    // docs/product.md §4: reassigning the driver first deactivates the trip's active link.
    if (trip.driverId) await onDriverReassigned(tx, trip.id);
    await save(tx, trip, { driverId: driver.id });
    await news.driverAssigned(tx, trip, driver);
  }

  async function assignTruck(tx: Database, trip: TripRow, truckId: string) {
    const truck = await activeTruck(tx, trip.groupId, truckId);
    if (await isOnAnotherTripInProgress(tx, trip, { truckId: truck.id })) {
      throw new HttpError(409, ASSIGNMENT_MESSAGES.truckBusy);
    }
    if (trip.truckId === truck.id) return;
    await save(tx, trip, { truckId: truck.id });
    await news.truckAssigned(tx, trip, truck);
  }

  return {
    /** The trip as it stands after the assignment; assigning who is already there changes nothing. */
    async assign(
      groupId: string,
      tripId: string,
      request: AssignTripRequest,
    ): Promise<TripDetails> {
      const row = await db.transaction(async (tx) => {
        const trip = await lockGroupTrip(tx, groupId, tripId);
        if (hasStarted(trip)) throw new HttpError(409, ASSIGNMENT_MESSAGES.tripStarted);
        if (request.type === 'driver') await assignDriver(tx, trip, request.driverId);
        else await assignTruck(tx, trip, request.truckId);
        const details = await findTripDetailsRow(tx, trip.id);
        if (!details) throw notFound(TRIP_NOT_FOUND);
        return details;
      });
      // Read after the commit: the charges and the proof are not part of the assignment.
      const [charges, proof] = await Promise.all([
        tripCharges.listForTrip(tripId),
        deliveryProofs.ofTrip(tripId, row.load.destination.coordinates),
      ]);
      return toTripDetails(row, charges, proof);
    },
  };
}

export type TripAssignmentService = ReturnType<typeof createTripAssignmentService>;
