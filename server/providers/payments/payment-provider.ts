/** A payment intent as the provider reports it; the server trusts only this, never the browser. */
export type ProviderPaymentIntent = {
  id: string;
  status: string;
  amountMinor: number;
  /** Upper-case ISO 4217, whatever the provider's own spelling. */
  currency: string;
  metadata: Record<string, string>;
  created: Date;
};

export type NewPaymentIntent = {
  amountMinor: number;
  currency: string;
  metadata: { quoteId: string; loadId: string };
  /** Asking again with it returns the same intent, never a second one. */
  idempotencyKey?: string;
};

/** A refund as the provider reports it: `pending` until the provider confirms or refuses it. */
export type ProviderRefund = {
  id: string;
  paymentIntentId: string;
  status: 'pending' | 'succeeded' | 'failed';
  amountMinor: number;
};

export type NewRefund = {
  paymentIntentId: string;
  amountMinor: number;
  /** One per refund: asking again with it returns the same refund, never a second one. */
  idempotencyKey: string;
};

/** A verified webhook event, reduced to what the marketplace acts on. */
export type PaymentWebhookEvent = {
  id: string;
  type: string;
  /** The intent of a `payment_intent.*` event, else null. */
  paymentIntentId: string | null;
  /**
   * `refund.updated` (the refund as it is now) and `charge.refunded` (a charge refunded in full:
   * `id` null when the event does not carry the refund itself), else null.
   */
  refund: { id: string | null; paymentIntentId: string; status: ProviderRefund['status'] } | null;
};

export type TestCardOutcome =
  'succeeded' | 'declined' | 'canceled' | 'not_a_test_card' | 'not_found';

/** Card payments behind one interface; adapters: `test` (built in, no card charged) and `stripe`. */
export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  createIntent(intent: NewPaymentIntent): Promise<{ id: string; clientSecret: string }>;
  /** Null when the provider does not know the id. */
  retrieveIntent(id: string): Promise<ProviderPaymentIntent | null>;
  /**
   * Cancels an unpaid intent so it can no longer be paid; answers the intent as it is afterwards
   * (a paid one stays `succeeded`), or null when the provider does not know the id.
   */
  cancelIntent(id: string): Promise<ProviderPaymentIntent | null>;
  /** Refunds a succeeded payment in full (or the amount given), once per idempotency key. */
  refund(refund: NewRefund): Promise<ProviderRefund>;
  /** Null when the provider does not know the id. */
  retrieveRefund(id: string): Promise<ProviderRefund | null>;
  /** Providers that send webhooks; throws WebhookSignatureError for a forged or stale one. */
  verifyWebhook?(rawBody: Buffer, signatureHeader: string): PaymentWebhookEvent;
  /** The test provider only: what a card form would do with this card number. */
  confirmWithTestCard?(id: string, cardNumber: string): Promise<TestCardOutcome>;
}

/** The provider could not be reached or failed; nothing was decided. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}
