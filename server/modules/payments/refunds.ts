import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { PaymentRecord, PaymentRecords, RefundRecord } from './payment-records';
import { paymentRefunds, type RefundReason } from './payments.schema';

type Dependencies = {
  db: Database;
  clock: Clock;
  paymentRecords: PaymentRecords;
  /** In the refund's own transaction, once: the invoices module's credit note. */
  onRefundOwed?: (
    tx: Database,
    refund: { paymentIntentId: string; amountMinor: number; reason: RefundReason },
  ) => Promise<void>;
};

/** The idempotency key the provider sees for a refund: one per refund row, whatever retries it. */
export const refundIdempotencyKey = (refund: Pick<RefundRecord, 'id'>) => `refund_${refund.id}`;

/**
 * The money owed back. A refund is owed from the commit of its row, in the same transaction as
 * the decision that calls for it; `refund-runner` then has the provider pay it.
 */
export function createRefunds({ db, clock, paymentRecords, onRefundOwed }: Dependencies) {
  return {
    /** The whole payment, once: a second request for the same payment changes nothing. */
    async request(
      tx: Database,
      payment: Pick<PaymentRecord, 'paymentIntentId' | 'amountMinor' | 'currency'>,
      reason: RefundReason,
    ): Promise<boolean> {
      const now = clock.now();
      const created = await tx
        .insert(paymentRefunds)
        .values({
          paymentIntentId: payment.paymentIntentId,
          amountMinor: payment.amountMinor,
          currency: payment.currency,
          reason,
          status: 'pending',
          nextAttemptAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: paymentRefunds.paymentIntentId })
        .returning({ id: paymentRefunds.id });
      await paymentRecords.settle(tx, payment.paymentIntentId, now);
      if (created.length > 0 && onRefundOwed) {
        await onRefundOwed(tx, { ...payment, reason });
      }
      return created.length > 0;
    },

    async forPayment(paymentIntentId: string, tx: Database = db): Promise<RefundRecord | null> {
      const [row] = await tx
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.paymentIntentId, paymentIntentId));
      return row ?? null;
    },

    /**
     * Claims the next refund due by `dueBy`, FOR UPDATE SKIP LOCKED, leasing it from `at` (the
     * claim's own moment) as reconciliation does.
     */
    async claimDue(dueBy: Date, leaseMs: number, at: Date = dueBy): Promise<RefundRecord | null> {
      return db.transaction(async (tx) => {
        const [due] = await tx
          .select()
          .from(paymentRefunds)
          .where(
            and(eq(paymentRefunds.status, 'pending'), lte(paymentRefunds.nextAttemptAt, dueBy)),
          )
          .orderBy(asc(paymentRefunds.nextAttemptAt))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!due) return null;
        const attempts = due.attempts + 1;
        await tx
          .update(paymentRefunds)
          .set({ attempts, nextAttemptAt: new Date(at.getTime() + leaseMs) })
          .where(eq(paymentRefunds.id, due.id));
        return { ...due, attempts };
      });
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
