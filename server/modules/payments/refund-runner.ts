import { and, eq } from 'drizzle-orm';
import { fromMinorUnits } from '../../../src/contract/money';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { PaymentProvider, ProviderRefund } from '../../providers/payments/payment-provider';
import { findLoadRow } from '../loads/load-lookup';
import type { PaymentNews } from '../notifications/payment-news';
import type { RefundRecord } from './payment-records';
import { paymentRefunds, payments } from './payments.schema';
import { refundIdempotencyKey, type Refunds } from './refunds';

/** Longer than the provider's slowest answer (Stripe: 15 s, two retries): one caller at a time. */
export const REFUND_LEASE_MS = 2 * 60_000;
const FIRST_RETRY_MS = 5_000;
/** Retries never stop; they settle at this interval while the provider keeps failing. */
export const LONGEST_REFUND_RETRY_MS = 30 * 60_000;
/** A refund the provider has accepted but not yet paid out is asked about again this often. */
const PROVIDER_PENDING_RECHECK_MS = 5 * 60_000;
const MAX_PER_RUN = 50;

export function refundRetryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_REFUND_RETRY_MS);
}

type Dependencies = {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  refunds: Refunds;
  news: PaymentNews;
};

export type RefundRun = {
  refunded: number;
  failed: number;
  retrying: { id: string; error: unknown }[];
};

/**
 * Pays the refunds owed. Each is claimed by one instance at a time (FOR UPDATE SKIP LOCKED, then a
 * lease), asked of the provider with the refund's own idempotency key, and its outcome recorded
 * with the shipper's notification in one transaction. A crash between the provider's answer and
 * that record asks again after the lease, with the same key: the provider answers the same refund.
 */
export function createRefundRunner({ db, clock, provider, refunds, news }: Dependencies) {
  async function askProvider(refund: RefundRecord): Promise<ProviderRefund> {
    if (refund.providerRefundId) {
      const known = await provider.retrieveRefund(refund.providerRefundId);
      if (known) return known;
    }
    return provider.refund({
      paymentIntentId: refund.paymentIntentId,
      amountMinor: refund.amountMinor,
      idempotencyKey: refundIdempotencyKey(refund),
    });
  }

  /** Applies the provider's answer once: only a refund still pending moves, and only then is the shipper told. */
  async function recordOutcome(
    refundId: string,
    answer: Pick<ProviderRefund, 'id' | 'status'>,
    at: Date,
    attempts: number,
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      if (answer.status === 'pending') {
        await tx
          .update(paymentRefunds)
          .set({
            providerRefundId: answer.id,
            lastError: null,
            nextAttemptAt: new Date(
              at.getTime() + Math.min(PROVIDER_PENDING_RECHECK_MS, refundRetryDelayMs(attempts)),
            ),
            updatedAt: at,
          })
          .where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.status, 'pending')));
        return false;
      }
      return finish(tx, refundId, { id: answer.id, status: answer.status }, at);
    });
  }

  async function finish(
    tx: Database,
    refundId: string,
    answer: { id: string | null; status: 'succeeded' | 'failed' },
    at: Date,
  ): Promise<boolean> {
    const [done] = await tx
      .update(paymentRefunds)
      .set({
        status: answer.status,
        ...(answer.id ? { providerRefundId: answer.id } : {}),
        lastError: null,
        completedAt: at,
        updatedAt: at,
      })
      .where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.status, 'pending')))
      .returning();
    if (!done) return false;
    const load = await loadOfPayment(tx, done.paymentIntentId);
    if (load) {
      const amount = fromMinorUnits(done.amountMinor, done.currency);
      if (answer.status === 'succeeded') await news.refunded(tx, load, amount);
      else await news.refundFailed(tx, load, amount);
    }
    return true;
  }

  async function loadOfPayment(tx: Database, paymentIntentId: string) {
    const [row] = await tx
      .select({ loadId: payments.loadId })
      .from(payments)
      .where(eq(payments.paymentIntentId, paymentIntentId));
    return row ? findLoadRow(tx, row.loadId) : null;
  }

  return {
    /**
     * Pays every refund due at `dueBy` (tests pass their own clock's time). Leases and retry
     * times count from each step's own moment: a run of slow provider calls lasts minutes.
     */
    async runDue(dueBy: Date = clock.now()): Promise<RefundRun> {
      const run: RefundRun = { refunded: 0, failed: 0, retrying: [] };
      const moment = () => new Date(Math.max(clock.now().getTime(), dueBy.getTime()));
      for (let count = 0; count < MAX_PER_RUN; count += 1) {
        const refund = await refunds.claimDue(dueBy, REFUND_LEASE_MS, moment());
        if (!refund) break;
        let answer: ProviderRefund;
        try {
          answer = await askProvider(refund);
        } catch (error) {
          // The provider failed or could not be reached: nothing was decided, try again later.
          const now = moment();
          await db
            .update(paymentRefunds)
            .set({
              lastError: String(error).slice(0, 2_000),
              nextAttemptAt: new Date(now.getTime() + refundRetryDelayMs(refund.attempts)),
              updatedAt: now,
            })
            .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, 'pending')));
          run.retrying.push({ id: refund.id, error });
          continue;
        }
        await recordOutcome(refund.id, answer, moment(), refund.attempts);
        if (answer.status === 'succeeded') run.refunded += 1;
        if (answer.status === 'failed') run.failed += 1;
      }
      return run;
    },

    /** Stripe's `refund.updated` / `charge.refunded`: the provider's word, applied once. */
    async applyProviderUpdate(update: {
      refundId: string | null;
      paymentIntentId: string;
      status: ProviderRefund['status'];
    }): Promise<boolean> {
      const refund = await refunds.forPayment(update.paymentIntentId);
      if (!refund || refund.status !== 'pending') return false;
      // Another refund of the same payment (made in Stripe's Dashboard, say) is not ours.
      if (
        update.refundId &&
        refund.providerRefundId &&
        update.refundId !== refund.providerRefundId
      ) {
        return false;
      }
      const at = clock.now();
      // `charge.refunded` names no refund, and Stripe sends it while refunds are still pending:
      // it only makes the refund step ask the provider now.
      if (update.status === 'pending' || !update.refundId) {
        await db
          .update(paymentRefunds)
          .set({
            ...(update.refundId && !refund.providerRefundId
              ? { providerRefundId: update.refundId }
              : {}),
            nextAttemptAt: at,
            updatedAt: at,
          })
          .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, 'pending')));
        return false;
      }
      const status = update.status;
      return db.transaction((tx) => finish(tx, refund.id, { id: update.refundId, status }, at));
    },
  };
}

export type RefundRunner = ReturnType<typeof createRefundRunner>;
