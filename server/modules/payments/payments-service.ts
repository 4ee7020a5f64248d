import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import {
  PaymentProviderError,
  type PaymentProvider,
} from '../../providers/payments/payment-provider';
import { DECLINED_MESSAGE } from '../../providers/payments/test-payment-provider';
import type { QuoteAcceptanceService } from '../quotes/quote-acceptance-service';
import { chargeableMinorUnits } from './payment-amount';
import type { PaymentRecords } from './payment-records';

export const PAYMENT_NOT_FOUND = 'Payment not found';
export const NOT_A_TEST_CARD = 'Use the test card 4242 4242 4242 4242 (test mode charges no card).';
export const PAYMENT_MESSAGES = {
  offerChanged:
    'The carrier changed this offer a moment ago. Review the new amount, then pay again.',
  expired: 'This payment has expired. Start the payment again.',
} as const;

type Dependencies = {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  paymentRecords: PaymentRecords;
  quoteAcceptance: QuoteAcceptanceService;
};

const unreachable = () =>
  new HttpError(502, 'The payment provider could not be reached. Please try again.');

export function createPaymentsService({
  db,
  clock,
  provider,
  paymentRecords,
  quoteAcceptance,
}: Dependencies) {
  return {
    /**
     * The amount comes from the quote on the server, never from the browser. The intent is
     * recorded under the load's lock only if the offer is still the one it asks for; from then
     * on the quote's price is frozen until the payment ends (quote/update answers 409).
     * With a `requestId` (the request's Idempotency-Key) the provider is asked under a key of it
     * and the amount, so a retry after a crash gets the first attempt's intent back, and finds
     * its record if that was stored; a changed offer is a new intent (the old one was never sent).
     */
    async createIntent(
      payerUserId: string,
      request: { quoteId: string; loadId: string },
      requestId?: string,
    ) {
      const { quote, load } = await quoteAcceptance.payableQuote(payerUserId, request);
      const amountMinor = chargeableMinorUnits(quote.offer, load.currency);
      let intent;
      try {
        intent = await provider.createIntent({
          amountMinor,
          currency: load.currency,
          metadata: { quoteId: quote.id, loadId: load.id },
          ...(requestId === undefined
            ? {}
            : { idempotencyKey: `${requestId}:${amountMinor}:${load.currency}` }),
        });
      } catch (error) {
        if (error instanceof PaymentProviderError) throw unreachable();
        throw error;
      }
      const answer = {
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.id,
        amount: quote.offer,
        amountMinor,
        currency: load.currency,
        provider: provider.name,
      };
      // The first attempt recorded it: its offer has been frozen since, so the answer is the same.
      const recorded = requestId === undefined ? null : await paymentRecords.find(intent.id);
      if (recorded?.payerUserId === payerUserId && recorded.quoteId === quote.id) return answer;
      try {
        await db.transaction(async (tx) => {
          const now = await quoteAcceptance.payableQuote(payerUserId, request, tx, {
            forUpdate: true,
          });
          if (now.quote.offer !== quote.offer)
            throw new HttpError(409, PAYMENT_MESSAGES.offerChanged);
          await paymentRecords.record(
            {
              paymentIntentId: intent.id,
              provider: provider.name,
              quoteId: quote.id,
              loadId: load.id,
              payerUserId,
              amountMinor,
              currency: load.currency,
            },
            tx,
          );
        });
      } catch (error) {
        // Nobody has the intent's secret yet, so nothing was paid: it only needs closing.
        await provider.cancelIntent(intent.id).catch(() => undefined);
        throw error;
      }
      return answer;
    },

    /** Test mode's card form: only the payer confirms, and only with Stripe's test card numbers. */
    async confirmTestPayment(
      payerUserId: string,
      { paymentIntentId, cardNumber }: { paymentIntentId: string; cardNumber: string },
    ) {
      if (!provider.confirmWithTestCard) throw notFound('Test payments are off: Stripe is in use.');
      const record = await paymentRecords.find(paymentIntentId);
      if (!record || record.payerUserId !== payerUserId || record.provider !== provider.name) {
        throw notFound(PAYMENT_NOT_FOUND);
      }
      // Past its 15 minutes an unpaid intent is closed, as reconciliation would close it.
      if (record.status !== 'succeeded' && clock.now() >= record.expiresAt) {
        await provider.cancelIntent(paymentIntentId);
      }
      const outcome = await provider.confirmWithTestCard(paymentIntentId, cardNumber);
      if (outcome === 'not_found') throw notFound(PAYMENT_NOT_FOUND);
      if (outcome === 'canceled') {
        await paymentRecords.markStatus(paymentIntentId, 'canceled');
        throw new HttpError(409, PAYMENT_MESSAGES.expired);
      }
      if (outcome === 'declined') throw new HttpError(402, DECLINED_MESSAGE);
      if (outcome === 'not_a_test_card') throw new HttpError(400, NOT_A_TEST_CARD);
      await paymentRecords.markStatus(paymentIntentId, 'succeeded');
      return { paymentIntentId, status: 'succeeded' };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
