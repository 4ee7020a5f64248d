import { eq } from 'drizzle-orm';
import type { TripRating } from '../../../src/contract/trip-ratings';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import type { LoadsService } from '../loads/loads-service';
import { liveTripOf } from './live-trip';
import { tripRatings, type TripRatingRow } from './trip-ratings.schema';

export const RATE_ONLY_COMPLETED = 'You can rate the driver once the trip is completed.';
export const RATE_NO_DRIVER = 'This trip had no driver to rate.';

type Dependencies = { db: Database; clock: Clock; loads: Pick<LoadsService, 'getOwned'> };

const toTripRating = (row: TripRatingRow): TripRating => ({
  stars: row.stars,
  comment: row.comment,
  ratedAt: row.updatedAt.toISOString(),
});

/**
 * The shipper rates the driver of its load's completed trip: 1 to 5 stars and an optional
 * comment. One rating per trip; rating again replaces it (the shipper may change their mind), so
 * each trip counts once in the driver's average.
 */
export function createTripRatingService({ db, clock, loads }: Dependencies) {
  return {
    async rate(
      shipperUserId: string,
      loadId: string,
      request: { stars: number; comment?: string },
    ): Promise<TripRating> {
      await loads.getOwned(shipperUserId, loadId);
      const trip = await liveTripOf(db, loadId);
      if (!trip || trip.status !== 'completed') throw new HttpError(409, RATE_ONLY_COMPLETED);
      if (!trip.driverId) throw new HttpError(409, RATE_NO_DRIVER);
      const now = clock.now();
      const rating = { stars: request.stars, comment: request.comment || null, updatedAt: now };
      const [row] = await db
        .insert(tripRatings)
        .values({
          ...rating,
          tripId: trip.id,
          driverId: trip.driverId,
          ratedBy: shipperUserId,
          createdAt: now,
        })
        .onConflictDoUpdate({ target: tripRatings.tripId, set: rating })
        .returning();
      if (!row) throw new Error('the rating was not stored');
      return toTripRating(row);
    },

    /** The trip's rating, or null while the shipper has not rated it. */
    async forTrip(tripId: string): Promise<TripRating | null> {
      const [row] = await db.select().from(tripRatings).where(eq(tripRatings.tripId, tripId));
      return row ? toTripRating(row) : null;
    },
  };
}

export type TripRatingService = ReturnType<typeof createTripRatingService>;
