import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { payments } from './payments.schema';

export type PaymentRecord = typeof payments.$inferSelect;
type NewPaymentRecord = Omit<typeof payments.$inferInsert, 'createdAt' | 'updatedAt'>;

/** Every intent we created: which quote and load it pays for and who pays (the provider knows neither). */
export function createPaymentRecords({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async record(payment: NewPaymentRecord): Promise<void> {
      const now = clock.now();
      await db.insert(payments).values({ ...payment, createdAt: now, updatedAt: now });
    },

    async find(paymentIntentId: string, tx: Database = db): Promise<PaymentRecord | null> {
      const [row] = await tx
        .select()
        .from(payments)
        .where(eq(payments.paymentIntentId, paymentIntentId));
      return row ?? null;
    },

    /** Mirrors the provider's status as last seen, for support and reconciliation. */
    async markStatus(paymentIntentId: string, status: string, tx: Database = db): Promise<void> {
      await tx
        .update(payments)
        .set({ status, updatedAt: clock.now() })
        .where(eq(payments.paymentIntentId, paymentIntentId));
    },
  };
}

export type PaymentRecords = ReturnType<typeof createPaymentRecords>;
