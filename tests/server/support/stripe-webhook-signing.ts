import Stripe from 'stripe';

let events = 0;

/** An event as Stripe sends it, around `object` (a payment intent, refund, charge, …). */
export function stripeEvent(type: string, object: Record<string, unknown>, createdAt: Date) {
  events += 1;
  return {
    id: `evt_signed${String(events).padStart(6, '0')}`,
    object: 'event' as const,
    type,
    api_version: Stripe.API_VERSION,
    created: Math.floor(createdAt.getTime() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

/**
 * A webhook delivery as Stripe makes it: the exact bytes, and the `Stripe-Signature` header over
 * them with the endpoint's secret at `signedAt`.
 */
export function signedStripeWebhook(event: unknown, secret: string, signedAt: Date) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: Math.floor(signedAt.getTime() / 1000),
  });
  return { payload, rawBody: Buffer.from(payload), signature };
}
