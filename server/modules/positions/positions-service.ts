import { and, desc, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import type { positionReportRequest } from '../../../src/contract/driver-links';
import type { truckLocationSchema } from '../../../src/contract/trips';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { LINK_MESSAGES, type LinkGuard } from '../driver-links/link-guard';
import type { TripNews } from '../notifications/trip-news';
import { findTripRow } from '../trips/trip-row';
import { assertRecordedAtAcceptable, POSITION_MESSAGES, TRACKED_STATUSES } from './position-rules';
import { truckPositions } from './positions.schema';

type PositionReport = z.infer<typeof positionReportRequest>;
export type TruckLocation = z.infer<typeof truckLocationSchema>;

type Dependencies = {
  db: Database;
  clock: Clock;
  linkGuard: LinkGuard;
  /** Moves the truck on the shipper's and the carrier's open maps. */
  news: Pick<TripNews, 'positionMoved'>;
};

/** The truck's positions as the driver's phone reports them (DESIGN §5 Position). */
export function createPositionsService({ db, clock, linkGuard, news }: Dependencies) {
  return {
    /** Every fix is kept, in whatever order the outbox delivers them. */
    async report(
      linkId: string,
      deviceKey: string | undefined,
      { coordinates, recordedAt, accuracy }: PositionReport,
    ): Promise<{ accepted: true }> {
      const link = await linkGuard.requireDevice(linkId, deviceKey, {
        active: true,
        inactiveMessage: LINK_MESSAGES.noLongerActive,
      });
      const now = clock.now();
      const recorded = new Date(recordedAt);
      assertRecordedAtAcceptable(recorded, now);
      const trip = await findTripRow(db, link.tripId);
      if (!trip || !TRACKED_STATUSES.includes(trip.status)) {
        throw new HttpError(409, POSITION_MESSAGES.notInProgress);
      }
      const [lng, lat] = coordinates;
      await db.transaction(async (tx) => {
        await tx.insert(truckPositions).values({
          tripId: trip.id,
          linkId,
          lng,
          lat,
          accuracy: accuracy ?? null,
          recordedAt: recorded,
          receivedAt: now,
        });
        // A late fix from the outbox changes nobody's map: only the newest is announced.
        const [newer] = await tx
          .select({ id: truckPositions.id })
          .from(truckPositions)
          .where(and(eq(truckPositions.tripId, trip.id), gt(truckPositions.recordedAt, recorded)))
          .limit(1);
        if (!newer) await news.positionMoved(tx, trip);
      });
      return { accepted: true };
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
