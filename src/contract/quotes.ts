import { z } from 'zod';
import { envelope } from './envelope';
import { uuidSchema } from './loads';

/** Offers carry at most 2 decimals in every currency (Stripe's rule for 3-decimal currencies). */
export const offerSchema = z
  .number()
  // The smallest amount with 2 decimals: a smaller one would be stored as 0.
  .min(0.01, 'Enter an amount above 0')
  .max(100_000_000)
  .refine(
    (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
    'The offer can have at most 2 decimals.',
  );

export const createQuoteRequest = z.strictObject({
  loadId: uuidSchema,
  offer: offerSchema,
  status: z.literal('pending').default('pending'),
  truckId: uuidSchema.nullable().optional(),
});
export const updateQuoteRequest = createQuoteRequest;

export const groupQuoteSchema = z.object({
  _id: z.string(),
  loadId: z.string(),
  offer: z.number(),
  status: z.enum(['pending', 'accepted', 'rejected']),
  truckId: z.string().nullable(),
  approvedAmount: z.number().nullable(),
  /**
   * The shipper cancelled its acceptance of this quote: it reads as rejected, but its provider
   * may send a new offer (quote/update makes it pending again).
   */
  acceptanceCancelled: z.boolean(),
  timeStamps: z.object({ createdAt: z.string(), updatedAt: z.string() }),
});
export type GroupQuote = z.infer<typeof groupQuoteSchema>;
export const groupQuoteResponse = envelope(groupQuoteSchema.nullable());
export const getByLoadGroupRequest = z.strictObject({ loadId: uuidSchema });

export const quoteStatusRequest = z.strictObject({
  quoteId: uuidSchema,
  status: z.enum(['accepted', 'rejected']),
  paymentIntentId: z.string().max(255).optional(),
  /** What the browser believes; never trusted, the server asks the payment provider. */
  paymentStatus: z.string().max(40).optional(),
  paymentCreatedAt: z.union([z.string(), z.number()]).optional(),
});
export const quoteStatusResponse = envelope(z.object({ quoteId: z.string(), status: z.string() }));
