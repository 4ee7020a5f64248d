import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { PaymentProvider } from './payment-provider';
import { createStripePaymentProvider } from './stripe-payment-provider';
import { createTestPaymentProvider } from './test-payment-provider';

export function createPaymentProvider(
  config: Config['payments'],
  { db, clock }: { db: Database; clock: Clock },
): PaymentProvider {
  return config.provider === 'stripe'
    ? createStripePaymentProvider({
        secretKey: config.stripeSecretKey,
        webhookSecret: config.stripeWebhookSecret,
        apiBase: config.stripeApiBase,
        clock,
      })
    : createTestPaymentProvider({ db, clock });
}
