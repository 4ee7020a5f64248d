import { eq, sql, type SQL } from 'drizzle-orm';
import type { DocumentTrail } from '../../../src/contract/trip-documents';
import type { Database } from '../../db/database';
import { truckPositions } from './positions.schema';

/**
 * The trip's trail for a small map: every position in the order the phone took them, thinned in
 * the database to evenly spaced ones (the first and the last always kept), `maxPoints` at most.
 * One pass down truck_positions_trip_recorded_idx; a long trip's thousands of fixes never leave
 * the database.
 */
export async function tripTrail(
  db: Database,
  tripId: string,
  maxPoints: number,
): Promise<DocumentTrail> {
  const numbered = db
    .select({
      lng: truckPositions.lng,
      lat: truckPositions.lat,
      recordedAt: truckPositions.recordedAt,
      position:
        sql<number>`(row_number() over (order by ${truckPositions.recordedAt}, ${truckPositions.id}) - 1)::int`.as(
          'position',
        ),
      total: sql<number>`(count(*) over ())::int`.as('total'),
    })
    .from(truckPositions)
    .where(eq(truckPositions.tripId, tripId))
    .as('numbered');
  // The first position of each of maxPoints equal stretches of the trail (the last is a
  // stretch of its own): bucket(p) = floor(p × (maxPoints − 1) / (total − 1)).
  const bucket = (position: SQL) =>
    sql`(${position})::bigint * ${maxPoints - 1} / (${numbered.total} - 1)`;
  const rows = await db
    .select()
    .from(numbered)
    .where(
      sql`${numbered.total} <= ${maxPoints} or ${numbered.position} = 0 or ${bucket(sql`${numbered.position}`)} <> ${bucket(sql`${numbered.position} - 1`)}`,
    )
    .orderBy(numbered.position);
  const first = rows[0];
  const last = rows.at(-1);
  return {
    points: rows.map((row) => [row.lng, row.lat]),
    received: first ? Number(first.total) : 0,
    firstAt: first ? new Date(first.recordedAt).toISOString() : null,
    lastAt: last ? new Date(last.recordedAt).toISOString() : null,
  };
}
