import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import {
  WebhookSignatureError,
  type PaymentProvider,
  type PaymentWebhookEvent,
} from '../../providers/payments/payment-provider';
import type { QuoteAcceptanceService } from '../quotes/quote-acceptance-service';
import type { PaymentRecords } from './payment-records';
import type { RefundRunner } from './refund-runner';
import { claimWebhookEvent, isWebhookEventProcessed } from './webhook-events';

export type WebhookOutcome =
  | { result: 'accepted' | 'already-accepted' | 'replayed' | 'ignored' | 'refund-updated' }
  | { result: 'refused'; reason: string };

type Dependencies = {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  paymentRecords: PaymentRecords;
  quoteAcceptance: QuoteAcceptanceService;
  refundRunner: Pick<RefundRunner, 'applyProviderUpdate'>;
};

/**
 * Stripe's webhook: accepts a paid quote even when the browser never came back (docs/architecture.md §6.3), or
 * refunds the payment when the quote can no longer be accepted; records what Stripe says of a
 * refund (`refund.updated`, `charge.refunded`) and of an intent that failed or was cancelled.
 */
export function createPaymentWebhooksService({
  db,
  clock,
  provider,
  paymentRecords,
  quoteAcceptance,
  refundRunner,
}: Dependencies) {
  function verified(rawBody: Buffer, signature: string): PaymentWebhookEvent {
    if (!provider.verifyWebhook) throw notFound('Webhooks are off: the test provider is in use.');
    try {
      return provider.verifyWebhook(rawBody, signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        throw new HttpError(400, `Invalid webhook signature: ${error.message}`);
      }
      throw error;
    }
  }

  return {
    async handle(rawBody: Buffer, signature: string): Promise<WebhookOutcome> {
      const event = verified(rawBody, signature);
      if (await isWebhookEventProcessed(db, event.id)) return { result: 'replayed' };
      if (event.refund) {
        // Applied once whatever the redeliveries: only a refund still pending moves.
        const changed = await refundRunner.applyProviderUpdate({
          refundId: event.refund.id,
          paymentIntentId: event.refund.paymentIntentId,
          status: event.refund.status,
        });
        return { result: changed ? 'refund-updated' : 'ignored' };
      }
      if (
        (event.type === 'payment_intent.canceled' ||
          event.type === 'payment_intent.payment_failed') &&
        event.paymentIntentId
      ) {
        const status = event.type === 'payment_intent.canceled' ? 'canceled' : 'requires_payment';
        const record = await paymentRecords.find(event.paymentIntentId);
        if (record && record.status !== 'succeeded' && !record.settledAt) {
          await paymentRecords.markStatus(event.paymentIntentId, status);
        }
        return { result: 'ignored' };
      }
      if (event.type !== 'payment_intent.succeeded' || !event.paymentIntentId) {
        return { result: 'ignored' };
      }
      const payment = await paymentRecords.find(event.paymentIntentId);
      if (!payment) return { result: 'ignored' };

      try {
        const { changed } = await quoteAcceptance.acceptQuoteWithPayment({
          quoteId: payment.quoteId,
          loadId: payment.loadId,
          paymentIntentId: payment.paymentIntentId,
          onceOnly: (tx) => claimWebhookEvent(tx, event, clock.now()),
        });
        return { result: changed ? 'accepted' : 'already-accepted' };
      } catch (error) {
        // A refusal will not change on redelivery (a succeeded payment was given its refund in
        // the refusing transaction): record the event so Stripe stops retrying.
        if (error instanceof HttpError && error.statusCode < 500) {
          await claimWebhookEvent(db, event, clock.now());
          return { result: 'refused', reason: error.message };
        }
        throw error;
      }
    },
  };
}

export type PaymentWebhooksService = ReturnType<typeof createPaymentWebhooksService>;
