import Stripe from 'stripe';
import type { Clock } from '../../lib/clock';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentProvider,
  type PaymentWebhookEvent,
  type ProviderPaymentIntent,
  type ProviderRefund,
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
/** Card refunds are `re_…`; Stripe names refunds of some other payment methods `pyr_…`. */
const REFUND_ID = /^(re|pyr)_[A-Za-z0-9_]+$/;

/**
 * Stripe's refund statuses, reduced to ours. `requires_action` waits on the customer; `canceled`
 * (a refund that needed action and never got it) returns no money, like `failed`. A status we do
 * not know decides nothing: it stays pending and is asked about again.
 */
export function refundStatusOf(status: string | null): ProviderRefund['status'] {
  switch (status) {
    case 'succeeded':
      return 'succeeded';
    case 'failed':
    case 'canceled':
      return 'failed';
    default:
      return 'pending';
  }
}

const idOf = (value: string | { id: string } | null): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

const isStripeError = (error: unknown): error is Stripe.errors.StripeError =>
  error instanceof Stripe.errors.StripeError;

function toIntent(intent: Stripe.PaymentIntent): ProviderPaymentIntent {
  return {
    id: intent.id,
    status: intent.status,
    amountMinor: intent.amount,
    currency: intent.currency.toUpperCase(),
    metadata: { ...intent.metadata },
    created: new Date(intent.created * 1000),
  };
}

function toRefund(refund: Stripe.Refund, paymentIntentId: string): ProviderRefund {
  return {
    id: refund.id,
    paymentIntentId: idOf(refund.payment_intent) ?? paymentIntentId,
    status: refundStatusOf(refund.status),
    amountMinor: refund.amount,
  };
}

/** What a verified event says about a refund, or null when it says nothing we act on. */
function refundOf(event: Stripe.Event): PaymentWebhookEvent['refund'] {
  switch (event.type) {
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
    case 'charge.refund.updated': {
      const refund = event.data.object;
      const paymentIntentId = idOf(refund.payment_intent);
      if (!paymentIntentId) return null;
      return { id: refund.id, paymentIntentId, status: refundStatusOf(refund.status) };
    }
    case 'charge.refunded': {
      // `refunded` is true only once the whole charge is refunded; a partial refund says nothing.
      const charge = event.data.object;
      const paymentIntentId = idOf(charge.payment_intent);
      if (!charge.refunded || !paymentIntentId) return null;
      return { id: null, paymentIntentId, status: 'succeeded' };
    }
    default:
      return null;
  }
}

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

  async function retrieveIntent(id: string): Promise<ProviderPaymentIntent | null> {
    // Anything but an intent id would be spliced into Stripe's URL.
    if (!INTENT_ID.test(id)) return null;
    try {
      return toIntent(await stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if (isStripeError(error) && error.statusCode === 404) return null;
      throw unreachable(error);
    }
  }

  /** The newest refund of a payment when its refunds (failed ones aside) cover the amount. */
  async function refundCovering(
    paymentIntentId: string,
    amountMinor: number,
  ): Promise<ProviderRefund | null> {
    let listed: Stripe.ApiList<Stripe.Refund>;
    try {
      listed = await stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 });
    } catch (error) {
      throw unreachable(error);
    }
    const standing = listed.data
      .map((refund) => toRefund(refund, paymentIntentId))
      .filter((refund) => refund.status !== 'failed');
    const total = standing.reduce((sum, refund) => sum + refund.amountMinor, 0);
    return total >= amountMinor ? (standing[0] ?? null) : null;
  }

  return {
    name: 'stripe',

    async createIntent({ amountMinor, currency, metadata, idempotencyKey }) {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create(
          {
            amount: amountMinor,
            currency: currency.toLowerCase(),
            automatic_payment_methods: { enabled: true },
            metadata,
          },
          // Without one the SDK makes its own, the same on its retries of this call.
          idempotencyKey === undefined ? undefined : { idempotencyKey },
        );
      } catch (error) {
        throw unreachable(error);
      }
      if (!intent.client_secret) throw unreachable(new Error('no client_secret in the answer'));
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    retrieveIntent,

    async cancelIntent(id) {
      if (!INTENT_ID.test(id)) return null;
      try {
        return toIntent(await stripe.paymentIntents.cancel(id));
      } catch (error) {
        if (isStripeError(error) && error.statusCode === 404) return null;
        // Already succeeded (or already canceled): Stripe refuses, and the intent is what it is.
        if (isStripeError(error) && error.code === 'payment_intent_unexpected_state') {
          return retrieveIntent(id);
        }
        throw unreachable(error);
      }
    },

    async refund({ paymentIntentId, amountMinor, idempotencyKey }) {
      let refund: Stripe.Refund;
      try {
        refund = await stripe.refunds.create(
          { payment_intent: paymentIntentId, amount: amountMinor },
          // The SDK's own retries send this same key, so Stripe makes one refund whatever they do.
          { idempotencyKey },
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          // Already refunded: our own refund whose answer was lost for longer than Stripe keeps
          // the key, or one made in Stripe's Dashboard. The money is back: answer that refund.
          const made =
            error.code === 'charge_already_refunded'
              ? await refundCovering(paymentIntentId, amountMinor)
              : null;
          if (made) return made;
          throw new PaymentProviderError(
            `Stripe refused the refund of ${paymentIntentId}: ${error.code ?? 'invalid_request'} (${error.message})`,
            { cause: error },
          );
        }
        throw unreachable(error);
      }
      return toRefund(refund, paymentIntentId);
    },

    async retrieveRefund(id) {
      if (!REFUND_ID.test(id)) return null;
      let refund: Stripe.Refund;
      try {
        refund = await stripe.refunds.retrieve(id);
      } catch (error) {
        if (isStripeError(error) && error.statusCode === 404) return null;
        throw unreachable(error);
      }
      const paymentIntentId = idOf(refund.payment_intent);
      // A refund of no payment intent is none of ours.
      return paymentIntentId ? toRefund(refund, paymentIntentId) : null;
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
        refund: refundOf(event),
      };
    },
  };
}
