import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { TripStop } from '../../../src/contract/stop-waits';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import type { TripNews } from '../notifications/trip-news';
import { truckGroups } from '../truck-groups/truck-groups.schema';
import { TRIP_NOT_FOUND } from '../trips/live-trip';
import { waitingChargeAmount } from '../trips/stop-wait-rules';
import type { StopWaitsService } from '../trips/stop-waits-service';
import { trips } from '../trips/trips.schema';
import { toDriverCharge, type DriverCharge } from './charge-view';
import { tripCharges } from './trip-charges.schema';
import {
  assertWaitingChargeable,
  WAITING_CHARGE_MESSAGES,
  WAITING_CHARGE_REASONS,
} from './waiting-charge-rules';

type Dependencies = {
  db: Database;
  clock: Clock;
  stopWaits: Pick<StopWaitsService, 'factsOf'>;
  news: Pick<TripNews, 'chargeDecided'>;
  /** Invoices the charge when its trip is already completed, in the same transaction. */
  onChargeApproved: (tx: Database, tripId: string) => Promise<void>;
};

/**
 * The provider's one-tap waiting charge. It is the provider's own charge, so it is approved as it
 * is added, and the shipper sees it like any approved charge (its title and the trip's price).
 */
export function createWaitingChargeService({
  db,
  clock,
  stopWaits,
  news,
  onChargeApproved,
}: Dependencies) {
  return {
    async add(
      provider: { userId: string; groupId: string },
      tripId: string,
      request: { stop: TripStop; ratePerHour?: number },
      requestId?: string,
    ): Promise<DriverCharge> {
      const id = requestId ?? randomUUID();
      const row = await db.transaction(async (tx) => {
        // The trip's row lock: two taps at once see each other's charge.
        const [locked] = await tx
          .select({ groupId: trips.groupId })
          .from(trips)
          .where(eq(trips.id, tripId))
          .for('no key update');
        if (!locked || locked.groupId !== provider.groupId) throw notFound(TRIP_NOT_FOUND);
        // A retry of a tap whose answer was lost finds its own charge.
        const [earlier] = await tx.select().from(tripCharges).where(eq(tripCharges.id, id));
        if (earlier) return earlier;
        const facts = await stopWaits.factsOf(tripId, tx);
        if (!facts) throw notFound(TRIP_NOT_FOUND);
        if (facts.trip.status === 'cancelled') {
          throw new HttpError(409, WAITING_CHARGE_MESSAGES.tripCancelled);
        }
        const wait = assertWaitingChargeable(request.stop, facts.waits[request.stop]);
        const rate = request.ratePerHour ?? facts.waitingRates[facts.currency];
        if (rate === undefined) {
          // Said apart from the words, so the screen asks for the rate in any language.
          throw new HttpError(400, WAITING_CHARGE_MESSAGES.noRate, undefined, { rateNeeded: true });
        }
        if (request.ratePerHour !== undefined) {
          // The rate typed once is the rate next time: the next tap needs nothing more.
          await tx
            .update(truckGroups)
            .set({
              waitingRates: sql`${truckGroups.waitingRates} || jsonb_build_object(${facts.currency}::text, ${rate}::numeric)`,
            })
            .where(eq(truckGroups.id, provider.groupId));
        }
        const { amount } = waitingChargeAmount(wait.extraMinutes, rate, facts.currency);
        const now = clock.now();
        const [inserted] = await tx
          .insert(tripCharges)
          .values({
            id,
            tripId,
            linkId: null,
            reason: WAITING_CHARGE_REASONS[request.stop],
            amount,
            approvedAmount: amount,
            status: 'approved',
            decidedBy: provider.userId,
            decidedAt: now,
            createdAt: now,
            waitingStop: request.stop,
          })
          .returning();
        if (!inserted) throw new Error('waiting charge not stored');
        await news.chargeDecided(tx, tripId, inserted);
        await onChargeApproved(tx, tripId);
        return inserted;
      });
      if (row.tripId !== tripId || row.waitingStop !== request.stop) {
        throw new HttpError(409, WAITING_CHARGE_MESSAGES.alreadyCharged[request.stop]);
      }
      return toDriverCharge(row, []);
    },
  };
}

export type WaitingChargeService = ReturnType<typeof createWaitingChargeService>;
