import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { driverLinks } from '../driver-links/driver-links.schema';
import { loads } from '../loads/loads.schema';
import { trips } from '../trips/trips.schema';
import { users } from '../users/users.schema';

/**
 * The links a batch of position reports names, read in one query: what the link guard checks,
 * the trip (its status for the tracking rule), and who sees its truck move (the load's shipper
 * and every user of the carrier), so announcing the batch needs no lookups of its own. Only the
 * columns used are read, as every row is mapped; the ids go in as one array parameter, so one
 * prepared statement serves every batch size (planning it cost as much as running it).
 */
export function createReportLinks(db: Database) {
  const byIds = db
    .select({
      id: driverLinks.id,
      deviceKeyHash: driverLinks.deviceKeyHash,
      isActive: driverLinks.isActive,
      trip: { id: trips.id, loadId: trips.loadId, groupId: trips.groupId, status: trips.status },
      watchers: sql<string[]>`${loads.shipperUserId} || array(select ${users.id} from ${users}
        where ${users.groupId} = ${trips.groupId})`,
    })
    .from(driverLinks)
    .innerJoin(trips, eq(trips.id, driverLinks.tripId))
    .innerJoin(loads, eq(loads.id, trips.loadId))
    .where(sql`${driverLinks.id} = any(${sql.placeholder('linkIds')}::text[])`)
    .prepare('position_report_links');

  return async (linkIds: readonly string[]) => {
    const rows = await byIds.execute({ linkIds: [...new Set(linkIds)] });
    return new Map(rows.map((row) => [row.id, row]));
  };
}

export type ReportLink = NonNullable<
  ReturnType<Awaited<ReturnType<ReturnType<typeof createReportLinks>>>['get']>
>;
