import { avg, count, eq, sql } from 'drizzle-orm';
import type { DriverStats } from '../../../src/contract/driver-record';
import type { Database } from '../../db/database';
import { tripRatings } from './trip-ratings.schema';
import { trips } from './trips.schema';

/**
 * The driver's record from their real trips. Completion rate is completed trips out of the ones
 * that ended (completed or cancelled) while assigned to them, in whole percent; the rating is the
 * average of shippers' ratings. Each is null while there is nothing to count.
 */
export async function driverTripStats(db: Database, driverId: string): Promise<DriverStats> {
  const [[ended], [rated]] = await Promise.all([
    db
      .select({
        completed: sql<number>`count(*) filter (where ${trips.status} = 'completed')`.mapWith(
          Number,
        ),
        cancelled: sql<number>`count(*) filter (where ${trips.status} = 'cancelled')`.mapWith(
          Number,
        ),
      })
      .from(trips)
      .where(eq(trips.driverId, driverId)),
    db
      .select({ average: avg(tripRatings.stars).mapWith(Number), count: count() })
      .from(tripRatings)
      .where(eq(tripRatings.driverId, driverId)),
  ]);
  const completed = ended?.completed ?? 0;
  const endedCount = completed + (ended?.cancelled ?? 0);
  const ratingCount = rated?.count ?? 0;
  return {
    rating: ratingCount === 0 ? null : Math.round((rated?.average ?? 0) * 10) / 10,
    ratingCount,
    completionRate: endedCount === 0 ? null : Math.round((completed / endedCount) * 100),
    totalTrips: completed,
  };
}
