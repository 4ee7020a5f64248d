import { asc, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processedWebhookEvents } from '../../server/modules/payments/payments.schema';
import { quotes } from '../../server/modules/quotes/quotes.schema';
import { startStripeTestApp, STRIPE_TEST_ENV, type FakeStripe } from './support/fake-stripe';
import {
  createIntent,
  loadWithTwoQuotes,
  putQuoteStatus,
  quoteRow,
} from './support/payment-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let stripe: FakeStripe;
let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ stripe, t, close } = await startStripeTestApp());
});
afterAll(async () => {
  await close();
});

let events = 0;
function stripeEvent(type: string, object: Record<string, unknown>) {
  events += 1;
  return {
    id: `evt_fake${events}`,
    object: 'event',
    type,
    api_version: Stripe.API_VERSION,
    created: Math.floor(t.clock.now().getTime() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

/** Delivers an event as Stripe does: the exact bytes, signed with the endpoint's secret. */
async function deliver(
  event: unknown,
  {
    secret = STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET,
    signedAt = t.clock.now(),
    app = t,
  }: { secret?: string; signedAt?: Date; app?: TestApp } = {},
) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: Math.floor(signedAt.getTime() / 1000),
  });
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

const quotesOf = (loadId: string) =>
  t.db.select().from(quotes).where(eq(quotes.loadId, loadId)).orderBy(asc(quotes.createdAt));

/** A quote the shipper paid for at Stripe, then closed the browser before telling us. */
async function paidAtStripe() {
  const stage = await loadWithTwoQuotes(t);
  const created = await createIntent(t, stage.shipper.token, stage.quoteA);
  const intent = stripe.succeed(String(created.body.data?.paymentIntentId));
  return { ...stage, intent, succeeded: stripeEvent('payment_intent.succeeded', intent) };
}

describe('POST /api/payments/webhook: signatures', () => {
  it('refuses an event signed with another secret (400) and changes nothing', async () => {
    const { load, succeeded } = await paidAtStripe();
    const before = await quotesOf(load.id);
    const response = await deliver(succeeded, { secret: 'whsec_someone_else' });
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(String(response.body.msg)).toMatch(/^Invalid webhook signature/);
    expect(await quotesOf(load.id)).toEqual(before);
  });

  it('refuses an unsigned body, and a body changed after signing', async () => {
    const { load, succeeded } = await paidAtStripe();
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: JSON.stringify(succeeded),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);

    const payload = JSON.stringify(succeeded);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET,
      timestamp: Math.floor(t.clock.now().getTime() / 1000),
    });
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: payload.replace('payment_intent.succeeded', 'payment_intent.succeeded '),
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expect(tampered.statusCode).toBe(400);
    expect((await quoteRow(t, (await quotesOf(load.id))[0]?.id ?? '')).status).toBe('pending');
  });

  it('refuses an event signed more than 300 s ago (a replay of a captured request)', async () => {
    const { load, succeeded } = await paidAtStripe();
    const signedAt = t.clock.now();
    t.clock.advance(301_000);
    const response = await deliver(succeeded, { signedAt });
    expect(response.status).toBe(400);
    expect(String(response.body.msg)).toContain('tolerance');
    expect((await quotesOf(load.id)).map((quote) => quote.status)).toEqual(['pending', 'pending']);
    t.clock.advance(-301_000 + 299_000);
    expect((await deliver(succeeded, { signedAt })).status).toBe(200);
  });
});

describe('POST /api/payments/webhook: payment_intent.succeeded', () => {
  it('accepts the paid quote when the browser never came back, exactly once', async () => {
    const { shipper, load, quoteA, quoteB, intent, succeeded } = await paidAtStripe();
    const response = await deliver(succeeded);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: { result: 'accepted' } });
    expect(await quoteRow(t, quoteA.id)).toMatchObject({
      status: 'accepted',
      approvedAmount: 1500,
      paymentIntentId: intent.id,
    });
    expect((await quoteRow(t, quoteB.id)).status).toBe('rejected');
    const [recorded] = await t.db
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.eventId, succeeded.id));
    expect(recorded?.type).toBe('payment_intent.succeeded');

    const after = await quotesOf(load.id);
    t.clock.advance(1_000);
    const replay = await deliver(succeeded);
    expect(replay.status).toBe(200);
    expect(replay.body.data).toEqual({ result: 'replayed' });
    // Stripe may also send a second event for the same payment.
    const another = await deliver(stripeEvent('payment_intent.succeeded', intent));
    expect(another.body.data).toEqual({ result: 'already-accepted' });
    expect(await quotesOf(load.id)).toEqual(after);

    // The browser comes back late and reports the payment: idempotent.
    const late = await putQuoteStatus(t, shipper.token, {
      quoteId: quoteA.id,
      status: 'accepted',
      paymentIntentId: intent.id,
      paymentStatus: 'succeeded',
    });
    expect(late.status).toBe(200);
    expect(late.body.msg).toBe('Quote accepted');
    expect(await quotesOf(load.id)).toEqual(after);
  });

  it('gives the same single result when the browser and the webhook arrive together', async () => {
    const { shipper, load, quoteA, intent, succeeded } = await paidAtStripe();
    const [hook, browser] = await Promise.all([
      deliver(succeeded),
      putQuoteStatus(t, shipper.token, {
        quoteId: quoteA.id,
        status: 'accepted',
        paymentIntentId: intent.id,
      }),
    ]);
    expect(hook.status).toBe(200);
    expect(browser.status).toBe(200);
    const rows = await quotesOf(load.id);
    expect(rows.map((row) => row.status).sort()).toEqual(['accepted', 'rejected']);
  });

  it('records but does not act on a payment that can no longer accept its quote', async () => {
    const { shipper, load, quoteA, quoteB, intent } = await paidAtStripe();
    const paidB = await createIntent(t, shipper.token, quoteB);
    const intentB = stripe.succeed(String(paidB.body.data?.paymentIntentId));
    expect((await deliver(stripeEvent('payment_intent.succeeded', intentB))).status).toBe(200);
    const before = await quotesOf(load.id);

    const late = stripeEvent('payment_intent.succeeded', intent);
    const response = await deliver(late);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ result: 'refused' });
    expect(await quotesOf(load.id)).toEqual(before);
    expect((await quoteRow(t, quoteA.id)).status).toBe('rejected');
    expect((await deliver(late)).body.data).toEqual({ result: 'replayed' });
  });

  it('ignores intents it did not create and other event types (200)', async () => {
    const { load, intent } = await paidAtStripe();
    const stranger = { ...intent, id: 'pi_fake_someone_else' };
    expect((await deliver(stripeEvent('payment_intent.succeeded', stranger))).body.data).toEqual({
      result: 'ignored',
    });
    for (const type of ['payment_intent.payment_failed', 'charge.succeeded']) {
      const response = await deliver(stripeEvent(type, intent));
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({ result: 'ignored' });
    }
    expect((await quotesOf(load.id)).map((quote) => quote.status)).toEqual(['pending', 'pending']);
  });
});

describe('webhook with the test provider', () => {
  it('does not exist (404): the test provider sends no webhooks', async () => {
    const local = await createTestApp();
    try {
      const response = await deliver(
        { id: 'evt_x', type: 'payment_intent.succeeded' },
        { app: local },
      );
      expect(response.status).toBe(404);
    } finally {
      await local.close();
    }
  });
});
