import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { TEST_CARDS } from '../../../src/contract/payments';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { testPaymentIntents } from '../../modules/payments/payments.schema';
import type { PaymentProvider, TestCardOutcome } from './payment-provider';

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
  return {
    name: 'test',

    async createIntent({ amountMinor, currency, metadata }) {
      const id = `pi_test_${randomPart()}`;
      const clientSecret = `${id}_secret_${randomPart()}`;
      const now = clock.now();
      await db.insert(testPaymentIntents).values({
        id,
        clientSecret,
        amountMinor,
        currency: currency.toUpperCase(),
        status: 'requires_payment_method',
        metadata,
        createdAt: now,
        updatedAt: now,
      });
      return { id, clientSecret };
    },

    async retrieveIntent(id) {
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
    },

    async confirmWithTestCard(id, cardNumber): Promise<TestCardOutcome> {
      const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id));
      if (!row) return 'not_found';
      // A second confirmation of a paid intent charges nothing twice and changes nothing.
      if (row.status === 'succeeded') return 'succeeded';
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
