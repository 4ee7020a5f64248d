import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { trips, type TripRow } from './trips.schema';

/**
 * The trip row or null, for rules other modules check on it (driver links, positions).
 * `forUpdate` queues the caller behind assignments and status changes of the same trip.
 */
export async function findTripRow(
  db: Database,
  tripId: string,
  options: { forUpdate?: boolean } = {},
): Promise<TripRow | null> {
  const query = db.select().from(trips).where(eq(trips.id, tripId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}
