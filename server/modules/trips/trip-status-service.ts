import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { PROOF_MESSAGES } from '../../../src/contract/delivery-proofs';
import type { updateTripStatusRequest } from '../../../src/contract/driver-links';
import type { TripStatus } from '../../../src/contract/trips';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import { LINK_MESSAGES, type LinkGuard } from '../driver-links/link-guard';
import type { LoadsService } from '../loads/loads-service';
import type { TripNews } from '../notifications/trip-news';
import { findTripRow } from './trip-row';
import { assertForwardMove, stepTime } from './trip-status-rules';
import { trips } from './trips.schema';

type StatusUpdate = z.infer<typeof updateTripStatusRequest> & {
  tripId: string;
  /** Undefined when the device key bound none of the trip's links. */
  linkId: string | undefined;
  deviceKey: string | undefined;
  /** The Idempotency-Key's request id, when the phone sent one (its outbox always does). */
  requestId?: string;
};

type Dependencies = {
  db: Database;
  clock: Clock;
  linkGuard: LinkGuard;
  loads: LoadsService;
  /**
   * In the completion's transaction: the driver links module switches the trip's link off (a
   * completed trip needs no tracking), the invoices module invoices its approved charges.
   */
  onTripCompleted: (tx: Database, tripId: string) => Promise<void>;
  /** Completed needs the consignee's proof first; the delivery proofs module keeps it. */
  hasDeliveryProof: (tx: Database, tripId: string) => Promise<boolean>;
  /** Tells the shipper and the carrier, in the status change's own transaction. */
  news: Pick<TripNews, 'statusChangedByDriver'>;
};

/** docs/product.md §7 update status, from the driver's link only (docs/architecture.md §5, §6.8). */
export function createTripStatusService({
  db,
  clock,
  linkGuard,
  loads,
  onTripCompleted,
  hasDeliveryProof,
  news,
}: Dependencies) {
  return {
    async updateFromLink({
      tripId,
      linkId,
      deviceKey,
      status,
      recordedAt,
      requestId,
    }: StatusUpdate): Promise<{ status: TripStatus }> {
      return db.transaction(async (tx) => {
        // Trip lock first, link second: a reassignment that deactivated the link before we got
        // the lock is seen here, so the replaced driver's phone cannot move the trip.
        const trip = await findTripRow(tx, tripId, { forUpdate: true });
        if (!linkId) throw new HttpError(403, LINK_MESSAGES.accessDenied);
        const link = await linkGuard.requireDevice(linkId, deviceKey, { tx });
        if (!trip || link.tripId !== trip.id) throw notFound(LINK_MESSAGES.invalid);
        // This very request made the step and its answer was lost (a crash): it is done, even
        // when that step was Completed, which switched the link off.
        if (requestId !== undefined && trip.lastStatusRequestId === requestId) return { status };
        if (!link.isActive) throw new HttpError(403, LINK_MESSAGES.noLongerActive);
        assertForwardMove(trip.status, status);
        // Under the trip's lock, which the proof's insert takes too: the two cannot cross.
        if (status === 'completed' && !(await hasDeliveryProof(tx, trip.id))) {
          throw new HttpError(409, PROOF_MESSAGES.requiredToComplete);
        }

        const now = clock.now();
        await tx
          .update(trips)
          .set({
            status,
            updatedAt: now,
            version: sql`${trips.version} + 1`,
            lastStatusRequestId: requestId ?? null,
          })
          .where(eq(trips.id, trip.id));
        const load = await loads.markStatus(
          tx,
          trip.loadId,
          status,
          stepTime(recordedAt, trip.createdAt, now),
        );
        if (status === 'completed') await onTripCompleted(tx, trip.id);
        await news.statusChangedByDriver(tx, load, trip, status, link);
        return { status };
      });
    },
  };
}

export type TripStatusService = ReturnType<typeof createTripStatusService>;
