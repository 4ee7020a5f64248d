import Stripe from 'stripe';
import type { Clock } from '../../lib/clock';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentProvider,
} from './payment-provider';

type StripeOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Configurable so tests can point the SDK at a local fake of Stripe's API. */
  apiBase: string | null;
  clock: Clock;
};

/** Stripe refuses webhook events signed more than this long ago (its own default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const INTENT_ID = /^pi_[A-Za-z0-9_]+$/;

function endpointOf(apiBase: string | null): Stripe.StripeConfig {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Stripe's Payment Intents through the official SDK; amounts in minor units, currency lower-case. */
export function createStripePaymentProvider(options: StripeOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    ...endpointOf(options.apiBase),
    maxNetworkRetries: 2,
    timeout: 15_000,
  });

  const unreachable = (error: unknown) =>
    new PaymentProviderError('Stripe could not be reached or refused the request', {
      cause: error,
    });

  return {
    name: 'stripe',

    async createIntent({ amountMinor, currency, metadata }) {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create({
          amount: amountMinor,
          currency: currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          metadata,
        });
      } catch (error) {
        throw unreachable(error);
      }
      if (!intent.client_secret) throw unreachable(new Error('no client_secret in the answer'));
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async retrieveIntent(id) {
      // Anything but an intent id would be spliced into Stripe's URL.
      if (!INTENT_ID.test(id)) return null;
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.retrieve(id);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return null;
        throw unreachable(error);
      }
      return {
        id: intent.id,
        status: intent.status,
        amountMinor: intent.amount,
        currency: intent.currency.toUpperCase(),
        metadata: { ...intent.metadata },
        created: new Date(intent.created * 1000),
      };
    },

    async cancelIntent() {
      throw new PaymentProviderError('not implemented yet');
    },

    async refund() {
      throw new PaymentProviderError('not implemented yet');
    },

    async retrieveRefund() {
      throw new PaymentProviderError('not implemented yet');
    },

    verifyWebhook(rawBody, signatureHeader) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader,
          options.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          // Our clock, so the staleness rule is testable without waiting five minutes.
          options.clock.now().getTime(),
        );
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : String(error));
      }
      const object = event.data.object;
      return {
        id: event.id,
        type: event.type,
        paymentIntentId: object.object === 'payment_intent' ? object.id : null,
        refund: null,
      };
    },
  };
}
