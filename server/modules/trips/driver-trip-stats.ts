import { eq, sql } from 'drizzle-orm';
import type { Load } from '../../../src/contract/loads';
import type { Database } from '../../db/database';
import { trips } from './trips.schema';

export type DriverStats = NonNullable<Load['driverDetails']>['stats'];

/**
 * The driver's record from its trips: completion rate is completed trips out of those not
 * cancelled (a cancelled trip is the shipper's decision, not the driver's), in whole percent.
 */
export async function driverTripStats(db: Database, driverId: string): Promise<DriverStats> {
  const [row] = await db
    .select({
      completed: sql<number>`count(*) filter (where ${trips.status} = 'completed')`.mapWith(Number),
      notCancelled: sql<number>`count(*) filter (where ${trips.status} <> 'cancelled')`.mapWith(
        Number,
      ),
    })
    .from(trips)
    .where(eq(trips.driverId, driverId));
  const completed = row?.completed ?? 0;
  const notCancelled = row?.notCancelled ?? 0;
  return {
    // Shippers cannot rate drivers yet.
    rating: 0,
    completionRate: notCancelled === 0 ? 0 : Math.round((completed / notCancelled) * 100),
    totalTrips: completed,
  };
}
