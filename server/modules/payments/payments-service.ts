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

type Dependencies = {
  provider: PaymentProvider;
  paymentRecords: PaymentRecords;
  quoteAcceptance: QuoteAcceptanceService;
};

export function createPaymentsService({ provider, paymentRecords, quoteAcceptance }: Dependencies) {
  return {
    /** The amount comes from the quote on the server, never from the browser. */
    async createIntent(payerUserId: string, request: { quoteId: string; loadId: string }) {
      const { quote, load } = await quoteAcceptance.payableQuote(payerUserId, request);
      const amountMinor = chargeableMinorUnits(quote.offer, load.currency);
      let intent;
      try {
        intent = await provider.createIntent({
          amountMinor,
          currency: load.currency,
          metadata: { quoteId: quote.id, loadId: load.id },
        });
      } catch (error) {
        if (error instanceof PaymentProviderError) {
          throw new HttpError(502, 'The payment provider could not be reached. Please try again.');
        }
        throw error;
      }
      await paymentRecords.record({
        paymentIntentId: intent.id,
        provider: provider.name,
        quoteId: quote.id,
        loadId: load.id,
        payerUserId,
        amountMinor,
        currency: load.currency,
        status: 'requires_payment_method',
      });
      return {
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.id,
        amount: quote.offer,
        amountMinor,
        currency: load.currency,
        provider: provider.name,
      };
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
      const outcome = await provider.confirmWithTestCard(paymentIntentId, cardNumber);
      if (outcome === 'not_found') throw notFound(PAYMENT_NOT_FOUND);
      if (outcome === 'declined') throw new HttpError(402, DECLINED_MESSAGE);
      if (outcome === 'not_a_test_card') throw new HttpError(400, NOT_A_TEST_CARD);
      await paymentRecords.markStatus(paymentIntentId, 'succeeded');
      return { paymentIntentId, status: 'succeeded' };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
