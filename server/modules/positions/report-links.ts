import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { driverLinks } from '../driver-links/driver-links.schema';
import { loads } from '../loads/loads.schema';
import { trips } from '../trips/trips.schema';
import { users } from '../users/users.schema';
import type { TripStop } from '../../../src/contract/stop-waits';
import type { LngLat } from './stop-visit-rules';
import { tripStopVisits } from './stop-visits.schema';

/** A visit as json_agg gives it: times as text. */
export type StoredVisit = { stop: TripStop; arrivedAt: string; departedAt: string | null };

/**
 * The links a batch of position reports names, read in one query: what the link guard checks,
 * the trip (its status for the tracking rule), and who sees its truck move (the load's shipper
 * and every user of the carrier), its stops' points and visits, so announcing the batch needs no lookups of its own. Only the
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
      // The stops' points, and the visits stamped so far: most fixes change no visit, and
      // these tell which do without another query (stamp-stop-visits).
      pickupPoint: sql<LngLat | null>`${loads.source}->'coordinates'`,
      deliveryPoint: sql<LngLat | null>`${loads.destination}->'coordinates'`,
      visits: sql<StoredVisit[] | null>`(select json_agg(json_build_object('stop', v.stop,
        'arrivedAt', v.arrived_at, 'departedAt', v.departed_at))
        from ${tripStopVisits} v where v.trip_id = ${trips.id})`,
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
