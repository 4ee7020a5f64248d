import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { truckLocationSchema } from '../../../src/contract/trips';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { PositionAnnouncer } from './position-announcer';
import { createPositionBatches, type ReportOutcome } from './position-batches';
import type { PositionReport } from './sort-reports';
import { positionFixColumns, truckPositions } from './positions.schema';

export type TruckLocation = z.infer<typeof truckLocationSchema>;
export type { ReportOutcome };

type Dependencies = {
  db: Database;
  clock: Clock;
  /** Moves the truck on the shipper's and the carrier's open maps. */
  announcer: Pick<PositionAnnouncer, 'announce'>;
};

/** The trip's positions as the driver's phone reports them (docs/architecture.md §5 Position). */
export function createPositionsService({ db, clock, announcer }: Dependencies) {
  const batches = createPositionBatches({ db, clock, announcer });

  return {
    /**
     * Every fix is kept, in whatever order the outbox delivers them, once per Idempotency-Key;
     * it is stored with the reports that arrive beside it, and answered once that commits.
     */
    report(
      linkId: string,
      deviceKey: string | undefined,
      report: PositionReport,
      clientKey?: string,
    ): Promise<ReportOutcome> {
      return batches.report({ linkId, deviceKey, report, clientKey });
    },

    /**
     * The trip's newest fix by the device's time: one backward step down
     * truck_positions_trip_recorded_idx; null before the first report.
     */
    async latestForTrip(tripId: string): Promise<TruckLocation | null> {
      const [row] = await db
        .select(positionFixColumns)
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
