import { z } from 'zod';

/**
 * A payment as its shipper sees it on Load Details (issue 17). Who moves each state:
 * - `requires_payment`: create-intent made it; the shipper has not paid yet (it expires after 15 minutes).
 * - `processing`: the card network has not answered yet (Stripe).
 * - `succeeded`: the money is taken; acceptance attaches it to the quote, or a refund follows.
 * - `failed`: declined, or expired unpaid and cancelled at the provider.
 * - `refund_pending`: the server owes the money back; its refund step is retried until the provider confirms.
 * - `refunded`: the provider returned the money in full.
 * - `refund_failed`: the provider refused the refund; support has to act.
 */
export const PAYMENT_STATES_DOC =
  'requires_payment: create-intent made it, not paid yet (the quote price is frozen; unpaid, it ' +
  'expires after 15 minutes and is cancelled at the provider). processing: the card network has ' +
  'not answered. succeeded: the money is taken; accepting the quote (the browser, Stripe’s ' +
  'webhook or the server’s reconciliation) attaches it, and if the quote can no longer be ' +
  'accepted it is refunded. failed: declined, or expired unpaid. refund_pending: the money is ' +
  'owed back (lost race, changed price, Cancel Acceptance, Cancel Load); the server’s refund step ' +
  'retries until the provider confirms. refunded: returned in full. refund_failed: the provider ' +
  'refused the refund; support acts.';

export const paymentStatusSchema = z
  .enum([
    'requires_payment',
    'processing',
    'succeeded',
    'failed',
    'refund_pending',
    'refunded',
    'refund_failed',
  ])
  .describe(PAYMENT_STATES_DOC);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const loadPaymentSchema = z.object({
  _id: z.string(),
  quoteId: z.string(),
  /** In the load's currency, with that currency's decimals. */
  amount: z.number(),
  currency: z.string(),
  status: paymentStatusSchema,
  createdAt: z.string(),
  refund: z
    .object({
      amount: z.number(),
      status: z.enum(['pending', 'succeeded', 'failed']),
      createdAt: z.string(),
      /** When the provider confirmed it (or refused it); null while pending. */
      completedAt: z.string().nullable(),
    })
    .nullable(),
});
export type LoadPayment = z.infer<typeof loadPaymentSchema>;
