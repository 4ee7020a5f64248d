import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { positionReportRequest } from '../../../src/contract/driver-links';
import type { truckLocationSchema } from '../../../src/contract/trips';
import { rowsOf, type Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { LINK_MESSAGES, type LinkGuard } from '../driver-links/link-guard';
import type { PositionAnnouncer } from './position-announcer';
import { assertRecordedAtAcceptable, POSITION_MESSAGES, TRACKED_STATUSES } from './position-rules';
import { truckPositions } from './positions.schema';

type PositionReport = z.infer<typeof positionReportRequest>;
export type TruckLocation = z.infer<typeof truckLocationSchema>;

type Dependencies = {
  db: Database;
  clock: Clock;
  linkGuard: LinkGuard;
  /** Moves the truck on the shipper's and the carrier's open maps. */
  announcer: Pick<PositionAnnouncer, 'announce'>;
};

/** The device's Idempotency-Key for the fix, if it sent one: a repeat is stored once. */
export type ReportOutcome = { accepted: true; replayed: boolean };

/** The trip's positions as the driver's phone reports them (DESIGN §5 Position). */
export function createPositionsService({ db, clock, linkGuard, announcer }: Dependencies) {
  return {
    /**
     * Every fix is kept, in whatever order the outbox delivers them, once per Idempotency-Key:
     * one statement stores it (or finds it stored) and tells whether it is the trip's newest.
     */
    async report(
      linkId: string,
      deviceKey: string | undefined,
      { coordinates, recordedAt, accuracy }: PositionReport,
      clientKey?: string,
    ): Promise<ReportOutcome> {
      const { trip } = await linkGuard.requireDeviceWithTrip(linkId, deviceKey, {
        active: true,
        inactiveMessage: LINK_MESSAGES.noLongerActive,
      });
      const now = clock.now();
      const recorded = new Date(recordedAt);
      assertRecordedAtAcceptable(recorded, now);
      if (!TRACKED_STATUSES.includes(trip.status)) {
        throw new HttpError(409, POSITION_MESSAGES.notInProgress);
      }
      const [lng, lat] = coordinates;
      const result = await db.execute(sql`
        with stored as (
          insert into ${truckPositions} (trip_id, link_id, lng, lat, accuracy, recorded_at,
            received_at, client_key)
          values (${trip.id}, ${linkId}, ${lng}, ${lat}, ${accuracy ?? null}, ${recorded},
            ${now}, ${clientKey ?? null})
          on conflict (link_id, client_key) where client_key is not null do nothing
          returning id)
        select (select count(*) from stored)::int as inserted,
          not exists (select 1 from ${truckPositions}
            where trip_id = ${trip.id} and recorded_at > ${recorded}) as newest`);
      const [outcome] = rowsOf<{ inserted: number; newest: boolean }>(result);
      const inserted = Number(outcome?.inserted ?? 0) > 0;
      // A late fix from the outbox changes nobody's map: only the newest is announced.
      if (inserted && outcome?.newest) await announcer.announce(trip);
      return { accepted: true, replayed: !inserted };
    },

    /**
     * The trip's newest fix by the device's time: one backward step down
     * truck_positions_trip_recorded_idx; null before the first report.
     */
    async latestForTrip(tripId: string): Promise<TruckLocation | null> {
      const [row] = await db
        .select({
          lng: truckPositions.lng,
          lat: truckPositions.lat,
          accuracy: truckPositions.accuracy,
          recordedAt: truckPositions.recordedAt,
        })
        .from(truckPositions)
        .where(eq(truckPositions.tripId, tripId))
        .orderBy(desc(truckPositions.recordedAt), desc(truckPositions.id))
        .limit(1);
      if (!row) return null;
      return {
        coordinates: [row.lng, row.lat],
        updatedAt: row.recordedAt.toISOString(),
        accuracy: row.accuracy,
      };
    },
  };
}

export type PositionsService = ReturnType<typeof createPositionsService>;
