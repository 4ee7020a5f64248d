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
};

/** A verified webhook event, reduced to what the marketplace acts on. */
export type PaymentWebhookEvent = {
  id: string;
  type: string;
  /** The intent of a `payment_intent.*` event, else null. */
  paymentIntentId: string | null;
};

export type TestCardOutcome = 'succeeded' | 'declined' | 'not_a_test_card' | 'not_found';

/** Card payments behind one interface; adapters: `test` (built in, no card charged) and `stripe`. */
export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  createIntent(intent: NewPaymentIntent): Promise<{ id: string; clientSecret: string }>;
  /** Null when the provider does not know the id. */
  retrieveIntent(id: string): Promise<ProviderPaymentIntent | null>;
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
