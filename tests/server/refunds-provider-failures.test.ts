import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Load } from '../../src/contract/loads';
import { paymentRefunds } from '../../server/modules/payments/payments.schema';
import { PaymentProviderError } from '../../server/providers/payments/payment-provider';
import { createServices } from '../../server/services';
import {
  refundOwedAtStripe,
  startStripeTestApp,
  STRIPE_TEST_ENV,
  type FakeStripe,
} from './support/fake-stripe';
import { call } from './support/marketplace';
import { strandedMoney } from './support/money-invariant';
import { notesOfKind } from './support/notification-inbox';
import { signedStripeWebhook, stripeEvent } from './support/stripe-webhook-signing';
import type { TestApp } from './support/test-app';
import {
  refundRequests as stripeRequestsOf,
  refundRow as refundRowOf,
  refundsAtStripe as stripeRefundsOf,
} from './support/refund-checks';

// The refund step against Stripe (a local fake of its API) when Stripe fails, loses its answer or
// pays out later. Runs on both databases; refunds-across-instances.test.ts races three instances.
const SECOND = 1_000;
const MINUTE = 60 * SECOND;

let stripe: FakeStripe;
let t: TestApp;
let close: () => Promise<void>;
let services: ReturnType<typeof createServices>;
beforeAll(async () => {
  ({ stripe, t, close } = await startStripeTestApp());
  // The same wiring as the app's, for the refund step the tests drive with their clock.
  services = createServices({ config: t.config, database: t.database, clock: t.clock, sms: t.sms });
});
afterAll(async () => close());
afterEach(() => {
  stripe.state.failure = null;
  stripe.state.refundStatus = 'succeeded';
});

const runDue = () => services.refundRunner.runDue(t.clock.now());
const nothingRun = { refunded: 0, failed: 0, retrying: [] };

const refundRow = (paymentIntentId: string) => refundRowOf(t.db, paymentIntentId);
const refundsAtStripe = (paymentIntentId: string) => stripeRefundsOf(stripe, paymentIntentId);
const refundRequests = (paymentIntentId: string) => stripeRequestsOf(stripe, paymentIntentId);
const refundNotices = (token: string) => notesOfKind(t, token, 'payment_refunded');
const paymentsSeen = async (token: string, loadId: string) =>
  (await call<{ load: Load }>(t, 'GET', `/api/loads/${loadId}`, { token })).body.data?.load
    .payments;
const after = (ms: number) => new Date(t.clock.now().getTime() + ms);

/** Owed, not paid: still pending on Load Details, and the shipper not told of a refund. */
async function expectStillOwed(owed: Awaited<ReturnType<typeof refundOwedAtStripe>>) {
  expect(await refundNotices(owed.shipper.token)).toEqual([]);
  expect(await paymentsSeen(owed.shipper.token, owed.loadId)).toEqual([
    expect.objectContaining({
      _id: owed.paymentIntentId,
      status: 'refund_pending',
      refund: expect.objectContaining({ status: 'pending', completedAt: null }),
    }),
  ]);
  // The invariant agrees: a pending refund inside its retry window is money on its way.
  expect(await strandedMoney(t.db, { now: t.clock.now() })).toEqual([]);
}

/** Paid once: one refund at Stripe, the row succeeded with its id, the shipper told once. */
async function expectRefundedOnce(owed: Awaited<ReturnType<typeof refundOwedAtStripe>>) {
  const atStripe = refundsAtStripe(owed.paymentIntentId);
  expect(atStripe).toEqual([
    expect.objectContaining({
      payment_intent: owed.paymentIntentId,
      amount: owed.amountMinor,
      status: 'succeeded',
    }),
  ]);
  const row = await refundRow(owed.paymentIntentId);
  expect(row).toMatchObject({
    status: 'succeeded',
    providerRefundId: atStripe[0]?.id,
    lastError: null,
    completedAt: t.clock.now(),
  });
  const told = await refundNotices(owed.shipper.token);
  expect(told).toHaveLength(1);
  expect(told[0]?.description).toContain('SAR 4,500.00');
  expect(await paymentsSeen(owed.shipper.token, owed.loadId)).toEqual([
    expect.objectContaining({
      status: 'refunded',
      refund: expect.objectContaining({ amount: 4500 }),
    }),
  ]);
  expect(await strandedMoney(t.db, { now: t.clock.now() })).toEqual([]);
  return row;
}

describe.each([
  ['answers 500', 'error'],
  ['drops the connection before acting', 'close'],
  ['makes the refund, then drops the connection before answering', 'close-after'],
] as const)('Stripe’s Refunds API that %s', (_, failure) => {
  it('keeps the refund owed with its error, retries with backoff, then pays it exactly once', async () => {
    const owed = await refundOwedAtStripe(t, stripe);
    const owedRow = await refundRow(owed.paymentIntentId);
    expect(owedRow).toMatchObject({
      status: 'pending',
      reason: 'acceptance_cancelled',
      amountMinor: owed.amountMinor,
      attempts: 0,
      nextAttemptAt: t.clock.now(),
    });
    const madeBefore = stripe.refundsCreated();

    stripe.state.failure = failure;
    const failed = await runDue();
    expect(failed).toEqual({
      refunded: 0,
      failed: 0,
      retrying: [{ id: owedRow.id, error: expect.any(PaymentProviderError) }],
    });
    let row = await refundRow(owed.paymentIntentId);
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      providerRefundId: null,
      completedAt: null,
      nextAttemptAt: after(5 * SECOND),
    });
    expect(row.lastError).toContain('Stripe could not be reached or refused the request');
    // A lost answer may still have made the refund at Stripe; nothing else did.
    expect(refundsAtStripe(owed.paymentIntentId)).toHaveLength(failure === 'close-after' ? 1 : 0);
    await expectStillOwed(owed);

    // Not due again before its backoff: nobody asks Stripe.
    t.clock.advance(5 * SECOND - 1);
    expect(await runDue()).toEqual(nothingRun);
    expect((await refundRow(owed.paymentIntentId)).attempts).toBe(1);

    // Still failing: the wait doubles.
    t.clock.advance(1);
    expect((await runDue()).retrying.map((retry) => retry.id)).toEqual([owedRow.id]);
    row = await refundRow(owed.paymentIntentId);
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 2,
      nextAttemptAt: after(10 * SECOND),
    });
    expect(row.lastError).toContain('PaymentProviderError');
    await expectStillOwed(owed);

    // Stripe is back; the refund is paid at its next attempt, not before.
    stripe.state.failure = null;
    t.clock.advance(10 * SECOND - 1);
    expect(await runDue()).toEqual(nothingRun);
    t.clock.advance(1);
    expect(await runDue()).toEqual({ refunded: 1, failed: 0, retrying: [] });
    row = await expectRefundedOnce(owed);
    expect(row.attempts).toBe(3);
    expect(stripe.refundsCreated()).toBe(madeBefore + 1);

    // Every ask, the SDK's retries and ours, carried the refund's own key and the whole amount.
    const asked = refundRequests(owed.paymentIntentId);
    for (const request of asked) {
      expect(request).toMatchObject({
        idempotencyKey: `refund_${owedRow.id}`,
        form: { payment_intent: owed.paymentIntentId, amount: String(owed.amountMinor) },
      });
    }
    // With 'close-after' Stripe made it on the first ask and replayed it to every later one (our
    // three attempts, and the SDK's retries within them); otherwise only the last ask got in.
    if (failure === 'close-after') expect(asked.length).toBeGreaterThan(3);
    else expect(asked).toHaveLength(1);

    // Later runs find nothing due and ask nothing.
    const requests = stripe.received.length;
    t.clock.advance(60 * MINUTE);
    expect(await runDue()).toEqual(nothingRun);
    expect(stripe.received.length).toBe(requests);
    expect(refundsAtStripe(owed.paymentIntentId)).toHaveLength(1);
  });
});

describe('a long Stripe outage', () => {
  it('retries at most every 30 minutes and never drops the refund', async () => {
    const owed = await refundOwedAtStripe(t, stripe);
    // As after a day of failed attempts.
    await t.db
      .update(paymentRefunds)
      .set({ attempts: 40 })
      .where(eq(paymentRefunds.paymentIntentId, owed.paymentIntentId));

    stripe.state.failure = 'error';
    expect((await runDue()).retrying).toHaveLength(1);
    expect(await refundRow(owed.paymentIntentId)).toMatchObject({
      status: 'pending',
      attempts: 41,
      nextAttemptAt: after(30 * MINUTE),
    });
    await expectStillOwed(owed);

    stripe.state.failure = null;
    t.clock.advance(30 * MINUTE);
    expect(await runDue()).toEqual({ refunded: 1, failed: 0, retrying: [] });
    await expectRefundedOnce(owed);
  });
});

describe('a refund Stripe accepts but pays out later', () => {
  it('stays pending with Stripe’s refund id until refund.updated says it succeeded, once', async () => {
    stripe.state.refundStatus = 'pending';
    const owed = await refundOwedAtStripe(t, stripe);
    const owedRow = await refundRow(owed.paymentIntentId);

    expect(await runDue()).toEqual(nothingRun);
    const [atStripe] = refundsAtStripe(owed.paymentIntentId);
    expect(atStripe).toMatchObject({ status: 'pending', amount: owed.amountMinor });
    expect(await refundRow(owed.paymentIntentId)).toMatchObject({
      status: 'pending',
      providerRefundId: atStripe?.id,
      lastError: null,
      attempts: 1,
      completedAt: null,
      nextAttemptAt: after(5 * SECOND),
    });
    await expectStillOwed(owed);

    // Asked again while Stripe still has it pending: it is looked up, never made again.
    t.clock.advance(5 * SECOND);
    expect(await runDue()).toEqual(nothingRun);
    expect(stripe.received.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/refunds/${atStripe?.id}`,
    });
    expect(refundRequests(owed.paymentIntentId)).toHaveLength(1);
    expect(refundsAtStripe(owed.paymentIntentId)).toHaveLength(1);
    expect(await refundRow(owed.paymentIntentId)).toMatchObject({
      status: 'pending',
      attempts: 2,
      nextAttemptAt: after(10 * SECOND),
    });
    await expectStillOwed(owed);

    // The card network confirms; Stripe tells us by webhook.
    t.clock.advance(2 * SECOND);
    const settled = stripe.settleRefund(String(atStripe?.id), 'succeeded');
    const event = stripeEvent('refund.updated', { ...settled }, t.clock.now());
    expect(await deliver(event)).toEqual({
      status: 200,
      body: { success: true, data: { result: 'refund-updated' } },
    });
    const done = await expectRefundedOnce(owed);
    expect(done).toMatchObject({ id: owedRow.id, attempts: 2 });

    // Stripe redelivers it (it retries until it hears back, and may send an event twice).
    t.clock.advance(30 * SECOND);
    const redelivered = await deliver(event);
    expect(redelivered.status).toBe(200);
    expect(redelivered.body.data).not.toEqual({ result: 'refund-updated' });
    expect(await refundRow(owed.paymentIntentId)).toEqual(done);
    expect(await refundNotices(owed.shipper.token)).toHaveLength(1);

    // Nor does the refund step touch it again.
    const requests = stripe.received.length;
    t.clock.advance(10 * MINUTE);
    expect(await runDue()).toEqual(nothingRun);
    expect(stripe.received.length).toBe(requests);
    expect(await refundRow(owed.paymentIntentId)).toEqual(done);
    expect(await refundNotices(owed.shipper.token)).toHaveLength(1);
  });
});

/** A webhook delivery as Stripe makes it, signed now with the endpoint's secret. */
async function deliver(event: unknown) {
  const { payload, signature } = signedStripeWebhook(
    event,
    STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET,
    t.clock.now(),
  );
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}
