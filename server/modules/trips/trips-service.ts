import type { z } from 'zod';
import type { createTripRequest, TripStatus } from '../../../src/contract/trips';
import { isUniqueViolation, type Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import { findLoadRow } from '../loads/load-lookup';
import { LOAD_NOT_FOUND, type LoadsService } from '../loads/loads-service';
import type { TripNews } from '../notifications/trip-news';
import type { QuoteAcceptanceService } from '../quotes/quote-acceptance-service';
import type { TrucksService } from '../trucks/trucks-service';
import type { UserRow } from '../users/users.schema';
import { displayTripId, liveTripOf } from './live-trip';
import { trips } from './trips.schema';

export const TRIP_EXISTS = 'A trip already exists for this load.';
export const NO_TRIP = 'No trip has been started for this load.';

type CreateTrip = z.infer<typeof createTripRequest>;

type Dependencies = {
  db: Database;
  clock: Clock;
  loads: LoadsService;
  trucks: TrucksService;
  quoteAcceptance: QuoteAcceptanceService;
  /** Tells the shipper, in the trip's own transaction. */
  news: Pick<TripNews, 'started'>;
};

export function createTripsService({
  db,
  clock,
  loads,
  trucks,
  quoteAcceptance,
  news,
}: Dependencies) {
  /**
   * The group's truck the trip sets out with, or none. A truck retired since it was quoted stays
   * home: the trip starts without one, and Trip Details asks for another. The share lock keeps a
   * retirement from slipping in before the trip is stored.
   */
  async function truckForTrip(tx: Database, groupId: string, truckId: string | null | undefined) {
    if (!truckId) return null;
    const truck = await trucks.getForGroup(groupId, truckId, tx, 'share');
    return truck.status === 'active' ? truck.id : null;
  }

  return {
    /**
     * Start Trip: price and status come from the accepted quote, never from the request. With a
     * `requestId` (the request's Idempotency-Key) it is the trip's id, so a retry after a crash
     * between the commit and the answer is answered with the trip it started, not refused.
     */
    async create(
      groupId: string,
      { quoteId, loadId, truckId, driverId }: CreateTrip,
      requestId?: string,
    ): Promise<{ tripId: string; tripNumber: string }> {
      // No drivers module yet: a driver is assigned to the trip later, never trusted from here.
      if (driverId) throw new HttpError(400, 'Assign the driver once the trip is created.');
      try {
        return await db.transaction(async (tx) => {
          // The load's row lock orders trip starts with acceptances and their cancellation.
          const load = await findLoadRow(tx, loadId, { forUpdate: true });
          if (!load) throw notFound(LOAD_NOT_FOUND);
          const quote = await quoteAcceptance.acceptedQuoteOfGroup(tx, {
            quoteId,
            loadId,
            groupId,
          });
          const live = await liveTripOf(tx, loadId);
          if (live && requestId !== undefined && live.id === requestId) {
            return { tripId: live.id, tripNumber: displayTripId(live.number) };
          }
          if (live) throw new HttpError(409, TRIP_EXISTS);
          const truck = await truckForTrip(tx, groupId, truckId ?? quote.truckId);

          const now = clock.now();
          const basePrice = quote.approvedAmount ?? quote.offer;
          const [trip] = await tx
            .insert(trips)
            .values({
              ...(requestId === undefined ? {} : { id: requestId }),
              loadId,
              quoteId,
              groupId,
              truckId: truck,
              basePrice,
              status: 'confirmed',
              confirmAt: now,
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: trips.id, number: trips.number });
          if (!trip) throw new Error('Trip was not stored');
          await loads.markStatus(tx, loadId, 'confirmed', now);
          await news.started(tx, load, { ...trip, loadId, groupId, basePrice });
          return { tripId: trip.id, tripNumber: displayTripId(trip.number) };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, TRIP_EXISTS);
        throw error;
      }
    },

    /** The load's live trip, for its shipper or the provider group running it; others see none. */
    async liveTripForViewer(
      loadId: string,
      viewer: UserRow,
    ): Promise<{ tripId: string; status: TripStatus }> {
      const [load, trip] = await Promise.all([findLoadRow(db, loadId), liveTripOf(db, loadId)]);
      const sees =
        trip &&
        load &&
        (viewer.userType === 'user'
          ? load.shipperUserId === viewer.id
          : viewer.groupId !== null && trip.groupId === viewer.groupId);
      if (!sees) throw notFound(NO_TRIP);
      return { tripId: trip.id, status: trip.status };
    },
  };
}

export type TripsService = ReturnType<typeof createTripsService>;
