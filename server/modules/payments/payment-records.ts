import { and, asc, eq, gt, inArray, isNull, lte, ne, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { paymentRefunds, payments, type PaymentRecordStatus } from './payments.schema';

export type PaymentRecord = typeof payments.$inferSelect;
export type RefundRecord = typeof paymentRefunds.$inferSelect;
type NewPaymentRecord = Pick<
  PaymentRecord,
  'paymentIntentId' | 'provider' | 'quoteId' | 'loadId' | 'payerUserId' | 'amountMinor' | 'currency'
>;

/** An unpaid intent freezes its quote's price this long, then is cancelled at the provider. */
export const PAYMENT_OPEN_MS = 15 * 60_000;
const OPEN: PaymentRecordStatus[] = ['requires_payment', 'processing'];
/** Nothing more will happen to these: no money was taken. */
const ENDED_UNPAID: PaymentRecordStatus[] = ['failed', 'canceled'];

/** What the provider's intent status means for our record. */
export function recordStatusOf(providerStatus: string): PaymentRecordStatus {
  if (providerStatus === 'succeeded') return 'succeeded';
  if (providerStatus === 'processing') return 'processing';
  if (providerStatus === 'canceled') return 'canceled';
  return 'requires_payment';
}

type Dependencies = { db: Database; clock: Clock; reconcileAfterMs: number };

/**
 * Every intent we created: which quote and load it pays for, who pays and what was asked
 * (the provider knows none of that), and whether it has been acted on yet.
 */
export function createPaymentRecords({ db, clock, reconcileAfterMs }: Dependencies) {
  return {
    async record(payment: NewPaymentRecord, tx: Database = db): Promise<PaymentRecord> {
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + PAYMENT_OPEN_MS);
      // Reconciliation looks at it once the browser had its chance, and again at expiry.
      const firstCheck = new Date(Math.min(now.getTime() + reconcileAfterMs, expiresAt.getTime()));
      const [row] = await tx
        .insert(payments)
        .values({
          ...payment,
          status: 'requires_payment',
          expiresAt,
          nextCheckAt: firstCheck,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('Payment was not recorded');
      return row;
    },

    async find(paymentIntentId: string, tx: Database = db): Promise<PaymentRecord | null> {
      const [row] = await tx
        .select()
        .from(payments)
        .where(eq(payments.paymentIntentId, paymentIntentId));
      return row ?? null;
    },

    /** Mirrors the provider's status as last seen; a settled or ended payment keeps its own. */
    async markStatus(
      paymentIntentId: string,
      status: PaymentRecordStatus,
      tx: Database = db,
    ): Promise<void> {
      await tx
        .update(payments)
        .set({ status, updatedAt: clock.now() })
        .where(and(eq(payments.paymentIntentId, paymentIntentId), ne(payments.status, status)));
    },

    /** Acted on: attached to its accepted quote, or given a refund. The first time counts. */
    async settle(tx: Database, paymentIntentId: string, at: Date): Promise<void> {
      await tx
        .update(payments)
        .set({ settledAt: at, updatedAt: at })
        .where(and(eq(payments.paymentIntentId, paymentIntentId), isNull(payments.settledAt)));
    },

    /** Whether the shipper is paying for this quote right now (its price is then frozen). */
    async isBeingPaid(tx: Database, quoteId: string, at: Date): Promise<boolean> {
      const [row] = await tx
        .select({ id: payments.paymentIntentId })
        .from(payments)
        .where(
          and(
            eq(payments.quoteId, quoteId),
            inArray(payments.status, OPEN),
            isNull(payments.settledAt),
            gt(payments.expiresAt, at),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /**
     * Claims the next unsettled payment due for a look, FOR UPDATE SKIP LOCKED, and moves its
     * next look `leaseMs` ahead before committing: no other instance takes it meanwhile, and a
     * claimer that dies leaves it to the next one after the lease.
     */
    async claimDueForCheck(
      dueBy: Date,
      leaseMs: number,
      at: Date = dueBy,
    ): Promise<PaymentRecord | null> {
      return db.transaction(async (tx) => {
        const [due] = await tx
          .select()
          .from(payments)
          .where(
            and(
              isNull(payments.settledAt),
              notInArray(payments.status, ENDED_UNPAID),
              lte(payments.nextCheckAt, dueBy),
            ),
          )
          .orderBy(asc(payments.nextCheckAt))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!due) return null;
        await tx
          .update(payments)
          .set({ nextCheckAt: new Date(at.getTime() + leaseMs) })
          .where(eq(payments.paymentIntentId, due.paymentIntentId));
        return due;
      });
    },

    async checkAgainAt(paymentIntentId: string, at: Date): Promise<void> {
      await db
        .update(payments)
        .set({ nextCheckAt: at })
        .where(eq(payments.paymentIntentId, paymentIntentId));
    },

    /** A load's payments with their refunds, oldest first; intents that expired unpaid are left out. */
    async listForLoad(
      loadId: string,
    ): Promise<{ payment: PaymentRecord; refund: RefundRecord | null }[]> {
      return db
        .select({ payment: payments, refund: paymentRefunds })
        .from(payments)
        .leftJoin(paymentRefunds, eq(paymentRefunds.paymentIntentId, payments.paymentIntentId))
        .where(and(eq(payments.loadId, loadId), ne(payments.status, 'canceled')))
        .orderBy(asc(payments.createdAt), asc(payments.paymentIntentId));
    },

    /** Succeeded payments of a load that nothing has acted on yet (cancelling the load refunds them). */
    async unsettledPaidForLoad(tx: Database, loadId: string): Promise<PaymentRecord[]> {
      return tx
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.loadId, loadId),
            eq(payments.status, 'succeeded'),
            isNull(payments.settledAt),
          ),
        );
    },
  };
}

export type PaymentRecords = ReturnType<typeof createPaymentRecords>;
