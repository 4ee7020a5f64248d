import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentProvider,
} from '../../server/providers/payments/payment-provider';
import { createStripePaymentProvider } from '../../server/providers/payments/stripe-payment-provider';
import { startFakeStripe, type FakeStripe } from './support/fake-stripe';
import { signedStripeWebhook, stripeEvent } from './support/stripe-webhook-signing';
import { manualClock } from './support/test-app';

const WEBHOOK_SECRET = 'whsec_x';

let fake: FakeStripe;
let clock: ReturnType<typeof manualClock>;
let adapter: PaymentProvider;
beforeEach(async () => {
  fake = await startFakeStripe();
  clock = manualClock();
  adapter = createStripePaymentProvider({
    secretKey: 'sk_test_x',
    webhookSecret: WEBHOOK_SECRET,
    apiBase: fake.url,
    clock,
  });
});
afterEach(async () => {
  await fake.close();
});

const metadata = {
  quoteId: '00000000-0000-4000-8000-000000000001',
  loadId: '00000000-0000-4000-8000-000000000002',
};

/** An intent the shipper has paid at Stripe. */
async function paidIntent(amountMinor = 150_000) {
  const { id } = await adapter.createIntent({ amountMinor, currency: 'SAR', metadata });
  fake.succeed(id);
  return id;
}

const refundOf = (paymentIntentId: string, idempotencyKey: string, amountMinor = 150_000) =>
  adapter.refund({ paymentIntentId, amountMinor, idempotencyKey });

/** The adapter's promise, settled, so a rejection can be inspected (cause and all). */
async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('refund', () => {
  it('refunds a succeeded intent in full, asking Stripe with our idempotency key', async () => {
    const intentId = await paidIntent(150_000);
    const refund = await refundOf(intentId, 'refund_one');

    expect(refund).toEqual({
      id: expect.stringMatching(/^re_/),
      paymentIntentId: intentId,
      status: 'succeeded',
      amountMinor: 150_000,
    });
    expect(fake.refundsCreated()).toBe(1);
    expect(fake.refunds[0]).toMatchObject({
      id: refund.id,
      payment_intent: intentId,
      amount: 150_000,
      charge: fake.intents.get(intentId)?.latest_charge,
      status: 'succeeded',
    });
    expect(fake.received.at(-1)).toEqual({
      method: 'POST',
      path: '/v1/refunds',
      authorization: 'Bearer sk_test_x',
      idempotencyKey: 'refund_one',
      form: { payment_intent: intentId, amount: '150000' },
    });
  });

  it('makes one refund for one idempotency key, however often it is asked', async () => {
    const intentId = await paidIntent();
    const first = await refundOf(intentId, 'refund_same');
    const second = await refundOf(intentId, 'refund_same');

    expect(second).toEqual(first);
    expect(fake.refundsCreated()).toBe(1);
    expect(fake.received.filter((request) => request.path === '/v1/refunds')).toHaveLength(2);
  });

  it('answers the refund already made when the payment was refunded under another key', async () => {
    // Made in Stripe's Dashboard, or ours after Stripe forgot our key (it keeps them a day).
    const intentId = await paidIntent();
    const first = await refundOf(intentId, 'refund_first');
    fake.forgetIdempotencyKeys();

    const again = await refundOf(intentId, 'refund_first');
    expect(again).toEqual(first);
    expect(await refundOf(intentId, 'refund_second')).toEqual(first);
    expect(fake.refundsCreated()).toBe(1);
  });

  it('is refused, and makes nothing, when only part of the payment was refunded elsewhere', async () => {
    const intentId = await paidIntent(150_000);
    await refundOf(intentId, 'refund_part', 50_000);

    const error = await failureOf(refundOf(intentId, 'refund_whole'));
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(String(error)).toContain('amount_too_large');
    expect(fake.refundsCreated()).toBe(1);
  });

  it('is refused for an intent that was never paid, and for an unknown one', async () => {
    const { id } = await adapter.createIntent({ amountMinor: 5_000, currency: 'KWD', metadata });
    expect(await failureOf(refundOf(id, 'refund_unpaid', 5_000))).toBeInstanceOf(
      PaymentProviderError,
    );
    expect(await failureOf(refundOf('pi_unknown', 'refund_unknown'))).toBeInstanceOf(
      PaymentProviderError,
    );
    expect(fake.refundsCreated()).toBe(0);
  });

  it('answers a pending refund, then what Stripe later settles it as', async () => {
    fake.state.refundStatus = 'pending';
    const intentId = await paidIntent();
    const refund = await refundOf(intentId, 'refund_pending');
    expect(refund.status).toBe('pending');
    expect(await adapter.retrieveRefund(refund.id)).toEqual(refund);

    fake.settleRefund(refund.id, 'succeeded');
    expect(await adapter.retrieveRefund(refund.id)).toEqual({ ...refund, status: 'succeeded' });
    // Stripe replays a key's first answer as it was: only retrieving the refund shows it settled.
    expect(await refundOf(intentId, 'refund_pending')).toEqual(refund);
    expect(fake.refundsCreated()).toBe(1);
  });

  it('maps every Stripe refund status to pending, succeeded or failed', async () => {
    fake.state.refundStatus = 'pending';
    const intentId = await paidIntent(400);
    const refund = await refundOf(intentId, 'refund_status', 400);
    const cases = [
      ['requires_action', 'pending'],
      ['pending', 'pending'],
      ['succeeded', 'succeeded'],
      ['failed', 'failed'],
      ['canceled', 'failed'],
    ] as const;
    for (const [stripeStatus, status] of cases) {
      fake.settleRefund(refund.id, stripeStatus);
      expect(await adapter.retrieveRefund(refund.id)).toMatchObject({ id: refund.id, status });
    }
  });

  it('retrieves a refund, and answers null for unknown ids without splicing them into URLs', async () => {
    const intentId = await paidIntent(900);
    const refund = await refundOf(intentId, 'refund_lookup', 900);
    expect(await adapter.retrieveRefund(refund.id)).toEqual({
      id: refund.id,
      paymentIntentId: intentId,
      status: 'succeeded',
      amountMinor: 900,
    });
    expect(fake.received.at(-1)).toMatchObject({ method: 'GET', path: `/v1/refunds/${refund.id}` });

    expect(await adapter.retrieveRefund('re_does_not_exist')).toBeNull();
    const before = fake.received.length;
    expect(await adapter.retrieveRefund('../v1/customers')).toBeNull();
    expect(await adapter.retrieveRefund('re_x/../../v1/charges')).toBeNull();
    expect(await adapter.retrieveRefund('')).toBeNull();
    expect(fake.received.length).toBe(before);
  });
});

describe('cancelIntent', () => {
  it('cancels an unpaid intent, which then can no longer be paid', async () => {
    const { id } = await adapter.createIntent({ amountMinor: 12_345, currency: 'BHD', metadata });
    const canceled = await adapter.cancelIntent(id);
    expect(canceled).toMatchObject({
      id,
      status: 'canceled',
      amountMinor: 12_345,
      currency: 'BHD',
      metadata,
    });
    expect(fake.intents.get(id)?.status).toBe('canceled');
    expect(fake.received.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/payment_intents/${id}/cancel`,
    });
    // Stripe refuses a second cancel (unexpected state); the answer is the intent as it is.
    expect(await adapter.cancelIntent(id)).toMatchObject({ id, status: 'canceled' });
  });

  it('answers a paid intent as succeeded, and leaves it paid', async () => {
    const id = await paidIntent(7_000);
    const answer = await adapter.cancelIntent(id);
    expect(answer).toMatchObject({ id, status: 'succeeded', amountMinor: 7_000 });
    expect(fake.intents.get(id)?.status).toBe('succeeded');
    // It was asked, refused, and the intent retrieved.
    expect(fake.received.slice(-2).map(({ method, path }) => `${method} ${path}`)).toEqual([
      `POST /v1/payment_intents/${id}/cancel`,
      `GET /v1/payment_intents/${id}`,
    ]);
  });

  it('answers null for an unknown intent, and never splices a foreign id into the URL', async () => {
    expect(await adapter.cancelIntent('pi_does_not_exist')).toBeNull();
    const before = fake.received.length;
    expect(await adapter.cancelIntent('../v1/customers')).toBeNull();
    expect(await adapter.cancelIntent('pi_1/../../v1/refunds')).toBeNull();
    expect(fake.received.length).toBe(before);
  });
});

describe.each([
  ['answers 500', 'error'],
  ['drops the connection', 'close'],
] as const)('Stripe that %s', (_, failure) => {
  it('refund: PaymentProviderError and no refund; once recovered, exactly one', async () => {
    const intentId = await paidIntent();
    fake.state.failure = failure;
    const error = await failureOf(refundOf(intentId, 'refund_outage'));
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(fake.refundsCreated()).toBe(0);

    fake.state.failure = null;
    const refund = await refundOf(intentId, 'refund_outage');
    expect(refund).toMatchObject({ paymentIntentId: intentId, status: 'succeeded' });
    expect(fake.refundsCreated()).toBe(1);
    expect(await refundOf(intentId, 'refund_outage')).toEqual(refund);
    expect(fake.refundsCreated()).toBe(1);
  });

  it('cancelIntent and retrieveRefund: PaymentProviderError, never a null or a guess', async () => {
    const unpaid = await adapter.createIntent({ amountMinor: 100, currency: 'AED', metadata });
    const intentId = await paidIntent(100);
    const refund = await refundOf(intentId, 'refund_before_outage', 100);

    fake.state.failure = failure;
    expect(await failureOf(adapter.cancelIntent(unpaid.id))).toBeInstanceOf(PaymentProviderError);
    expect(await failureOf(adapter.retrieveRefund(refund.id))).toBeInstanceOf(PaymentProviderError);
    fake.state.failure = null;

    expect(fake.intents.get(unpaid.id)?.status).toBe('requires_payment_method');
    expect(await adapter.cancelIntent(unpaid.id)).toMatchObject({ status: 'canceled' });
    expect(await adapter.retrieveRefund(refund.id)).toEqual(refund);
  });
});

describe('Stripe that makes the refund but whose answer is lost on the way back', () => {
  it('makes one refund through every retry, and answers it once the line is back', async () => {
    const intentId = await paidIntent();
    fake.state.failure = 'close-after';
    expect(await failureOf(refundOf(intentId, 'refund_lost'))).toBeInstanceOf(PaymentProviderError);
    const attempts = fake.received.filter((request) => request.path === '/v1/refunds');
    // The SDK retried, each time with our key: Stripe replayed the first refund, made no other.
    expect(attempts.length).toBeGreaterThan(1);
    expect(new Set(attempts.map((request) => request.idempotencyKey))).toEqual(
      new Set(['refund_lost']),
    );
    expect(fake.refundsCreated()).toBe(1);

    fake.state.failure = null;
    const refund = await refundOf(intentId, 'refund_lost');
    expect(refund.id).toBe(fake.refunds[0]?.id);
    expect(fake.refundsCreated()).toBe(1);
  });
});

describe('verifyWebhook: refund events', () => {
  const verify = (type: string, object: Record<string, unknown>, secret = WEBHOOK_SECRET) => {
    const event = stripeEvent(type, object, clock.now());
    const { rawBody, signature } = signedStripeWebhook(event, secret, clock.now());
    return { event, verified: () => adapter.verifyWebhook?.(rawBody, signature) };
  };

  it('maps refund.updated to the refund as it is now', async () => {
    fake.state.refundStatus = 'pending';
    const intentId = await paidIntent();
    const refund = await refundOf(intentId, 'refund_webhook');

    const pending = verify('refund.updated', { ...fake.refunds[0] });
    expect(pending.verified()).toEqual({
      id: pending.event.id,
      type: 'refund.updated',
      paymentIntentId: null,
      refund: { id: refund.id, paymentIntentId: intentId, status: 'pending' },
    });

    const succeeded = verify('refund.updated', { ...fake.settleRefund(refund.id, 'succeeded') });
    expect(succeeded.verified()?.refund).toEqual({
      id: refund.id,
      paymentIntentId: intentId,
      status: 'succeeded',
    });
    const failed = verify('refund.failed', { ...fake.settleRefund(refund.id, 'failed') });
    expect(failed.verified()?.refund).toEqual({
      id: refund.id,
      paymentIntentId: intentId,
      status: 'failed',
    });
    const created = verify('refund.created', {
      ...fake.settleRefund(refund.id, 'requires_action'),
    });
    expect(created.verified()?.refund?.status).toBe('pending');
  });

  it('maps charge.refunded to a succeeded refund of its intent only when fully refunded', async () => {
    const intentId = await paidIntent(1_000);
    await refundOf(intentId, 'refund_part', 400);
    const partly = fake.charge(intentId);
    expect(partly).toMatchObject({ refunded: false, amount_refunded: 400 });
    expect(verify('charge.refunded', partly).verified()).toMatchObject({
      type: 'charge.refunded',
      paymentIntentId: null,
      refund: null,
    });

    await refundOf(intentId, 'refund_rest', 600);
    const fully = fake.charge(intentId);
    expect(fully).toMatchObject({ refunded: true, amount_refunded: 1_000 });
    const { event, verified } = verify('charge.refunded', fully);
    expect(verified()).toEqual({
      id: event.id,
      type: 'charge.refunded',
      paymentIntentId: null,
      refund: { id: null, paymentIntentId: intentId, status: 'succeeded' },
    });
  });

  it('carries no refund for payment intent events, and keeps their intent id', async () => {
    const intentId = await paidIntent();
    const { event, verified } = verify('payment_intent.succeeded', {
      ...fake.intents.get(intentId),
    });
    expect(verified()).toEqual({
      id: event.id,
      type: 'payment_intent.succeeded',
      paymentIntentId: intentId,
      refund: null,
    });
  });

  it('refuses a refund event signed with another secret', async () => {
    const intentId = await paidIntent();
    await refundOf(intentId, 'refund_forged');
    const forged = verify('refund.updated', { ...fake.refunds[0] }, 'whsec_someone_else');
    expect(forged.verified).toThrow(WebhookSignatureError);
  });
});
