import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { TEST_CARDS } from '../../../src/contract/payments';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { sha256 } from '../../lib/secrets';
import { testPaymentIntents, testPaymentRefunds } from '../../modules/payments/payments.schema';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderPaymentIntent,
  type ProviderRefund,
  type TestCardOutcome,
} from './payment-provider';

export const DECLINED_MESSAGE = 'Your card was declined.';

const randomPart = () => randomBytes(12).toString('hex');

/** Local demo and tests: intents live in our database and are confirmed with Stripe's test cards. */
export function createTestPaymentProvider({
  db,
  clock,
}: {
  db: Database;
  clock: Clock;
}): PaymentProvider {
  async function findIntent(id: string): Promise<ProviderPaymentIntent | null> {
    const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id));
    if (!row) return null;
    return {
      id: row.id,
      status: row.status,
      amountMinor: row.amountMinor,
      currency: row.currency,
      metadata: row.metadata,
      created: row.createdAt,
    };
  }

  const toRefund = (row: typeof testPaymentRefunds.$inferSelect): ProviderRefund => ({
    id: row.id,
    paymentIntentId: row.paymentIntentId,
    status: 'succeeded',
    amountMinor: row.amountMinor,
  });

  return {
    name: 'test',

    async createIntent({ amountMinor, currency, metadata, idempotencyKey }) {
      // Like Stripe's idempotency key: the same key names the same intent, made once.
      const id = `pi_test_${idempotencyKey === undefined ? randomPart() : sha256(idempotencyKey).slice(0, 24)}`;
      const now = clock.now();
      await db
        .insert(testPaymentIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${randomPart()}`,
          amountMinor,
          currency: currency.toUpperCase(),
          status: 'requires_payment_method',
          metadata,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: testPaymentIntents.id });
      const [made] = await db
        .select({ clientSecret: testPaymentIntents.clientSecret })
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.id, id));
      if (!made) throw new PaymentProviderError(`test intent ${id} was not stored`);
      return { id, clientSecret: made.clientSecret };
    },

    retrieveIntent: findIntent,

    async cancelIntent(id) {
      // Like Stripe: only an intent not yet paid can be cancelled.
      await db
        .update(testPaymentIntents)
        .set({ status: 'canceled', updatedAt: clock.now() })
        .where(
          and(
            eq(testPaymentIntents.id, id),
            eq(testPaymentIntents.status, 'requires_payment_method'),
          ),
        );
      return findIntent(id);
    },

    async refund({ paymentIntentId, amountMinor, idempotencyKey }) {
      const intent = await findIntent(paymentIntentId);
      if (!intent || intent.status !== 'succeeded') {
        throw new PaymentProviderError(`No succeeded payment ${paymentIntentId} to refund`);
      }
      // The same key answers the refund already made, as Stripe's idempotency keys do.
      await db
        .insert(testPaymentRefunds)
        .values({
          id: `re_test_${randomPart()}`,
          paymentIntentId,
          amountMinor,
          idempotencyKey,
          createdAt: clock.now(),
        })
        .onConflictDoNothing({ target: testPaymentRefunds.idempotencyKey });
      const [row] = await db
        .select()
        .from(testPaymentRefunds)
        .where(eq(testPaymentRefunds.idempotencyKey, idempotencyKey));
      if (!row) throw new PaymentProviderError('The test refund was not stored');
      return toRefund(row);
    },

    async retrieveRefund(id) {
      const [row] = await db.select().from(testPaymentRefunds).where(eq(testPaymentRefunds.id, id));
      return row ? toRefund(row) : null;
    },

    async confirmWithTestCard(id, cardNumber): Promise<TestCardOutcome> {
      const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id));
      if (!row) return 'not_found';
      // A second confirmation of a paid intent charges nothing twice and changes nothing.
      if (row.status === 'succeeded') return 'succeeded';
      if (row.status === 'canceled') return 'canceled';
      if (cardNumber === TEST_CARDS.succeeds) {
        await db
          .update(testPaymentIntents)
          .set({ status: 'succeeded', lastError: null, updatedAt: clock.now() })
          .where(eq(testPaymentIntents.id, id));
        return 'succeeded';
      }
      if (cardNumber === TEST_CARDS.declined) {
        await db
          .update(testPaymentIntents)
          .set({ lastError: DECLINED_MESSAGE, updatedAt: clock.now() })
          .where(eq(testPaymentIntents.id, id));
        return 'declined';
      }
      return 'not_a_test_card';
    },
  };
}
