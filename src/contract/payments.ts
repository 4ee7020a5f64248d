import { z } from 'zod';
import { envelope } from './envelope';
import { uuidSchema } from './loads';

export const paymentProviderSchema = z.enum(['test', 'stripe']);

export const createIntentRequest = z.strictObject({ quoteId: uuidSchema, loadId: uuidSchema });
export const createIntentResponse = envelope(
  z.object({
    clientSecret: z.string(),
    paymentIntentId: z.string(),
    /** The quote's offer in the load's currency, for 'Pay {amount}'. */
    amount: z.number(),
    /** What is charged, in the currency's minor units (KWD, BHD, OMR have 3 decimals). */
    amountMinor: z.number().int(),
    currency: z.string(),
    provider: paymentProviderSchema,
  }),
);

export const TEST_CARDS = { succeeds: '4242424242424242', declined: '4000000000000002' } as const;
export const testConfirmRequest = z.strictObject({
  paymentIntentId: z.string().min(1).max(255),
  cardNumber: z.string().regex(/^\d{12,19}$/, 'Enter the card number, digits only'),
});
export const testConfirmResponse = envelope(
  z.object({ paymentIntentId: z.string(), status: z.string() }),
);

/** What the web app needs to know at run time (GET /api/config). */
export const clientConfigResponse = envelope(
  z.object({
    paymentProvider: paymentProviderSchema,
    stripePublishableKey: z.string().nullable(),
    tileUrl: z.string().nullable(),
    tileAttribution: z.string().nullable(),
    geocoder: z.boolean(),
  }),
);
