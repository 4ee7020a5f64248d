import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import type {
  PaymentProvider,
  ProviderPaymentIntent,
} from '../../providers/payments/payment-provider';
import {
  ACCEPTANCE_MESSAGES,
  type QuoteAcceptanceService,
} from '../quotes/quote-acceptance-service';
import { recordStatusOf, type PaymentRecord, type PaymentRecords } from './payment-records';
import type { Refunds } from './refunds';

/** Longer than the provider's slowest answer: one instance looks at a payment at a time. */
const CHECK_LEASE_MS = 2 * 60_000;
/** A payment the card network is still processing is asked about again this often. */
const PROCESSING_RECHECK_MS = 60_000;
const PROVIDER_DOWN_RETRY_MS = 30_000;
const MAX_PER_RUN = 50;

type Dependencies = {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  paymentRecords: PaymentRecords;
  refunds: Refunds;
  quoteAcceptance: Pick<QuoteAcceptanceService, 'acceptQuoteWithPayment'>;
};

export type ReconcileOutcome =
  | 'accepted'
  | 'refunded'
  | 'already-settled'
  | 'still-open'
  | 'processing'
  | 'expired'
  | 'failed'
  | 'retry';

/**
 * Acts on payments nobody acted on: the browser closed before accepting and no webhook came (the
 * test provider sends none). A succeeded one accepts its quote exactly as the browser would have,
 * or is refunded when it no longer can; an unpaid one past its 15 minutes is cancelled at the
 * provider. Each payment is claimed by one instance at a time (SKIP LOCKED, then a lease).
 */
export function createPaymentReconciler({
  db,
  clock,
  provider,
  paymentRecords,
  refunds,
  quoteAcceptance,
}: Dependencies) {
  async function settleSucceeded(payment: PaymentRecord): Promise<ReconcileOutcome> {
    try {
      const { changed } = await quoteAcceptance.acceptQuoteWithPayment({
        quoteId: payment.quoteId,
        loadId: payment.loadId,
        paymentIntentId: payment.paymentIntentId,
      });
      return changed ? 'accepted' : 'already-settled';
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      // Not paid after all (the provider changed its mind between two looks): look again later.
      if (error.message === ACCEPTANCE_MESSAGES.notPaid) return 'retry';
      // Refused: acceptance has recorded the refund with its refusal; any other refusal
      // (a quote or load that is gone) still must not keep the money.
      const refunded = await db.transaction(async (tx) => {
        const again = await paymentRecords.find(payment.paymentIntentId, tx);
        if (!again || again.settledAt) return Boolean(again?.settledAt);
        await refunds.request(tx, again, 'not_acceptable');
        return true;
      });
      return refunded ? 'refunded' : 'retry';
    }
  }

  async function closeIfExpired(
    payment: PaymentRecord,
    intent: ProviderPaymentIntent,
    now: Date,
  ): Promise<ReconcileOutcome> {
    if (now < payment.expiresAt) {
      await paymentRecords.checkAgainAt(payment.paymentIntentId, payment.expiresAt);
      return 'still-open';
    }
    const after = await provider.cancelIntent(intent.id);
    const status = after ? recordStatusOf(after.status) : 'requires_payment';
    // Paid in the last moment: it is settled like any other succeeded payment.
    if (status === 'succeeded') {
      await paymentRecords.markStatus(payment.paymentIntentId, 'succeeded');
      return settleSucceeded(payment);
    }
    if (status === 'canceled') {
      await paymentRecords.markStatus(payment.paymentIntentId, 'canceled');
      return 'expired';
    }
    // Still moving at the provider (processing, or the cancel did not take): look again soon.
    await paymentRecords.checkAgainAt(
      payment.paymentIntentId,
      new Date(now.getTime() + PROCESSING_RECHECK_MS),
    );
    return status === 'processing' ? 'processing' : 'retry';
  }

  async function reconcile(payment: PaymentRecord, now: Date): Promise<ReconcileOutcome> {
    const intent = await provider.retrieveIntent(payment.paymentIntentId);
    if (!intent) {
      await paymentRecords.markStatus(payment.paymentIntentId, 'failed');
      return 'failed';
    }
    const status = recordStatusOf(intent.status);
    if (status === 'succeeded') return settleSucceeded(payment);
    if (status === 'canceled') {
      await paymentRecords.markStatus(payment.paymentIntentId, 'canceled');
      return 'expired';
    }
    if (status === 'processing') {
      await paymentRecords.markStatus(payment.paymentIntentId, 'processing');
      await paymentRecords.checkAgainAt(
        payment.paymentIntentId,
        new Date(now.getTime() + PROCESSING_RECHECK_MS),
      );
      return 'processing';
    }
    return closeIfExpired(payment, intent, now);
  }

  return {
    /** Every unsettled payment due for a look by `dueBy`; tests pass their own clock's time. */
    async runDue(dueBy: Date = clock.now()): Promise<{
      outcomes: Record<string, ReconcileOutcome>;
      errors: { paymentIntentId: string; error: unknown }[];
    }> {
      const outcomes: Record<string, ReconcileOutcome> = {};
      const errors: { paymentIntentId: string; error: unknown }[] = [];
      // Leases and next looks count from each step's own moment, not the run's start.
      const moment = () => new Date(Math.max(clock.now().getTime(), dueBy.getTime()));
      for (let count = 0; count < MAX_PER_RUN; count += 1) {
        const now = moment();
        const payment = await paymentRecords.claimDueForCheck(dueBy, CHECK_LEASE_MS, now);
        if (!payment) break;
        try {
          outcomes[payment.paymentIntentId] = await reconcile(payment, now);
        } catch (error) {
          // The provider or the database failed: nothing was decided, look again soon.
          outcomes[payment.paymentIntentId] = 'retry';
          errors.push({ paymentIntentId: payment.paymentIntentId, error });
          await paymentRecords
            .checkAgainAt(
              payment.paymentIntentId,
              new Date(moment().getTime() + PROVIDER_DOWN_RETRY_MS),
            )
            .catch(() => undefined);
        }
      }
      return { outcomes, errors };
    },
  };
}

export type PaymentReconciler = ReturnType<typeof createPaymentReconciler>;
