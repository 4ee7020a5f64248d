import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import type { QuoteNews } from '../notifications/quote-news';
import type { PaymentRecords } from '../payments/payment-records';
import type { Refunds } from '../payments/refunds';
import { closeQuotesOfCancelledLoad } from '../quotes/quote-closing';
import { cancelTrip, hasStarted, liveTripOf } from '../trips/live-trip';
import type { LoadsService } from './loads-service';

export const LOAD_CANCEL_MESSAGES = {
  tripStarted: 'The trip has started, so this load can no longer be cancelled.',
  completed: 'This load is completed and cannot be cancelled.',
} as const;

type Dependencies = {
  db: Database;
  clock: Clock;
  loads: LoadsService;
  paymentRecords: Pick<PaymentRecords, 'find' | 'unsettledPaidForLoad'>;
  refunds: Pick<Refunds, 'request'>;
  news: Pick<QuoteNews, 'loadCancelled'>;
};

/**
 * The shipper withdraws a load before its trip starts (PUT /api/loads/{id}/cancel): a trip not
 * yet started is called off, every quote closed, every payment on the load refunded in full, and
 * every carrier that quoted told, all in one transaction under the load's lock.
 */
export function createLoadCancellationService({
  db,
  clock,
  loads,
  paymentRecords,
  refunds,
  news,
}: Dependencies) {
  return {
    /** Cancelling twice changes nothing the second time. */
    async cancel(
      shipperUserId: string,
      loadId: string,
    ): Promise<{ changed: boolean; refundsStarted: number }> {
      return db.transaction(async (tx) => {
        const load = await loads.getOwned(shipperUserId, loadId, tx, { forUpdate: true });
        if (load.status === 'cancelled') return { changed: false, refundsStarted: 0 };
        if (load.status === 'completed') throw new HttpError(409, LOAD_CANCEL_MESSAGES.completed);
        const trip = await liveTripOf(tx, loadId);
        if (trip && hasStarted(trip)) throw new HttpError(409, LOAD_CANCEL_MESSAGES.tripStarted);

        const now = clock.now();
        if (trip) await cancelTrip(tx, trip.id, now);
        const quoted = await closeQuotesOfCancelledLoad(tx, loadId, now);
        const accepted = quoted.find((quote) => quote.status === 'accepted');
        const paid = [
          ...(accepted?.paymentIntentId
            ? [await paymentRecords.find(accepted.paymentIntentId, tx)]
            : []),
          // Paid but not acted on yet (the browser is between paying and accepting).
          ...(await paymentRecords.unsettledPaidForLoad(tx, loadId)),
        ];
        let refundsStarted = 0;
        for (const payment of paid) {
          if (payment && (await refunds.request(tx, payment, 'load_cancelled'))) {
            refundsStarted += 1;
          }
        }
        await loads.markAccepted(tx, loadId, null);
        const cancelled = await loads.markStatus(tx, loadId, 'cancelled', now);
        await news.loadCancelled(
          tx,
          cancelled,
          quoted,
          trip ? { id: trip.id, number: trip.number, groupId: trip.groupId } : null,
        );
        return { changed: true, refundsStarted };
      });
    },
  };
}

export type LoadCancellationService = ReturnType<typeof createLoadCancellationService>;
