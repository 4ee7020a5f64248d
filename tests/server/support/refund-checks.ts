import { eq } from 'drizzle-orm';
import type { Database } from '../../../server/db/database';
import { paymentRefunds } from '../../../server/modules/payments/payments.schema';
import type { FakeStripe } from './fake-stripe';

/** The refund owed for a payment, or null when none is. */
export async function refundOwed(db: Database, paymentIntentId: string) {
  const [row] = await db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentIntentId, paymentIntentId));
  return row ?? null;
}

/** The refund owed for a payment; a test that expects one fails when there is none. */
export async function refundRow(db: Database, paymentIntentId: string) {
  const row = await refundOwed(db, paymentIntentId);
  if (!row) throw new Error(`no refund owed for ${paymentIntentId}`);
  return row;
}

/** The refunds the fake Stripe actually made for a payment. */
export const refundsAtStripe = (stripe: FakeStripe, paymentIntentId: string) =>
  stripe.refunds.filter((refund) => refund.payment_intent === paymentIntentId);

/** Refund requests that reached Stripe's handling (a 500 or a drop before it is not recorded). */
export const refundRequests = (stripe: FakeStripe, paymentIntentId: string) =>
  stripe.received.filter(
    (request) =>
      request.method === 'POST' &&
      request.path === '/v1/refunds' &&
      request.form.payment_intent === paymentIntentId,
  );
