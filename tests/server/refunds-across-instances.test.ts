import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Load } from '../../src/contract/loads';
import { REFUND_LEASE_MS, type RefundRun } from '../../server/modules/payments/refund-runner';
import { createServices } from '../../server/services';
import { startAppInstance, type AppInstance } from './support/app-instance';
import {
  refundOwedAtStripe,
  startFakeStripe,
  STRIPE_TEST_ENV,
  type FakeStripe,
} from './support/fake-stripe';
import { call } from './support/marketplace';
import { strandedMoney } from './support/money-invariant';
import { notesOfKind } from './support/notification-inbox';
import { createSharedTestDatabase, type SharedTestDatabase } from './support/shared-test-database';
import { signedStripeWebhook, stripeEvent } from './support/stripe-webhook-signing';
import { manualClock } from './support/test-app';
import {
  refundRequests as stripeRequestsOf,
  refundRow as refundRowOf,
  refundsAtStripe as stripeRefundsOf,
} from './support/refund-checks';

// Runs in the server-postgres project only (vitest.config.ts): three server instances on one
// PostgreSQL database, all with Stripe (one local fake of its API), run their refund steps at the
// same moment. Each refund owed is made at Stripe once and told to its shipper once.
// refunds-provider-failures.test.ts has Stripe failing and paying out later, on both databases.
type Instance = AppInstance & { services: ReturnType<typeof createServices> };
type Owed = Awaited<ReturnType<typeof refundOwedAtStripe>>;

let stripe: FakeStripe;
let shared: SharedTestDatabase;
let clock: ReturnType<typeof manualClock>;
let instances: Instance[] = [];
let a: Instance;
let b: Instance;
let c: Instance;

beforeAll(async () => {
  stripe = await startFakeStripe();
  shared = await createSharedTestDatabase();
  clock = manualClock();
  for (let started = 0; started < 3; started += 1) {
    const instance = await startAppInstance(await shared.open(), {
      clock,
      env: { ...STRIPE_TEST_ENV, STRIPE_API_BASE: stripe.url },
    });
    // Its own services, wired as the app's are, for the refund step the tests run by hand.
    const services = createServices({
      config: instance.config,
      database: instance.database,
      clock: instance.clock,
      sms: instance.sms,
    });
    instances.push({ ...instance, services });
  }
  [a, b, c] = instances as [Instance, Instance, Instance];
});
afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.close()));
  instances = [];
  await shared?.dispose();
  await stripe?.close();
});
afterEach(() => {
  stripe.state.delayMs = 0;
  stripe.state.refundStatus = 'succeeded';
});

const refundRow = (paymentIntentId: string) => refundRowOf(a.db, paymentIntentId);
const refundsAtStripe = (paymentIntentId: string) => stripeRefundsOf(stripe, paymentIntentId);
const refundRequests = (paymentIntentId: string) => stripeRequestsOf(stripe, paymentIntentId);
const refunded = (runs: RefundRun[]) => runs.reduce((sum, run) => sum + run.refunded, 0);

/**
 * All three instances run their refund step at once, `rounds` times; between rounds the clock
 * passes the lease, so a refund left pending would be claimed again.
 */
async function raceRefundSteps(rounds: number): Promise<RefundRun[][]> {
  const runs: RefundRun[][] = [];
  for (let round = 0; round < rounds; round += 1) {
    const now = clock.now();
    runs.push(await Promise.all(instances.map((i) => i.services.refundRunner.runDue(now))));
    clock.advance(REFUND_LEASE_MS + 1_000);
  }
  return runs;
}

/** One refund at Stripe, asked for once with the row's key; the row, the shipper and Load Details agree. */
async function expectRefundedOnce(owed: Owed, { asks = 1 } = {}) {
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
    attempts: asks,
    lastError: null,
  });
  expect(row.completedAt).not.toBeNull();
  const asked = refundRequests(owed.paymentIntentId);
  expect(asked).toHaveLength(asks);
  for (const request of asked) expect(request.idempotencyKey).toBe(`refund_${row.id}`);

  // Whichever instance the shipper asks.
  const told = await notesOfKind(c, owed.shipper.token, 'payment_refunded');
  expect(told).toHaveLength(1);
  expect(told[0]?.description).toContain('SAR 4,500.00');
  const seen = await call<{ load: Load }>(b, 'GET', `/api/loads/${owed.loadId}`, {
    token: owed.shipper.token,
  });
  expect(seen.body.data?.load.payments).toEqual([
    expect.objectContaining({
      _id: owed.paymentIntentId,
      status: 'refunded',
      refund: expect.objectContaining({ amount: 4500, status: 'succeeded' }),
    }),
  ]);
}

describe('refund steps on three instances at once', () => {
  it('makes one refund at Stripe for a cancelled acceptance, and tells the shipper once', async () => {
    const owed = await refundOwedAtStripe(a, stripe);
    expect(await refundRow(owed.paymentIntentId)).toMatchObject({
      status: 'pending',
      reason: 'acceptance_cancelled',
      amountMinor: owed.amountMinor,
      attempts: 0,
    });
    const madeBefore = stripe.refundsCreated();

    // A slow Stripe keeps the first claimer busy while the others look.
    stripe.state.delayMs = 150;
    const runs = await raceRefundSteps(4);

    expect(refunded(runs.flat())).toBe(1);
    expect(runs.flat().flatMap((run) => run.retrying)).toEqual([]);
    expect(stripe.refundsCreated()).toBe(madeBefore + 1);
    await expectRefundedOnce(owed);
    expect(await strandedMoney(a.db, { now: clock.now() })).toEqual([]);
  });

  it('makes one refund each for five cancelled acceptances, the instances sharing the work', async () => {
    const owed: Owed[] = [];
    for (let made = 0; made < 5; made += 1) {
      owed.push(await refundOwedAtStripe(instances[made % 3]!, stripe));
    }
    const madeBefore = stripe.refundsCreated();

    stripe.state.delayMs = 100;
    const runs = await raceRefundSteps(3);

    expect(refunded(runs.flat())).toBe(5);
    expect(runs.flat().flatMap((run) => run.retrying)).toEqual([]);
    // The race was real: more than one instance paid refunds in the first round.
    expect(runs[0]!.filter((run) => run.refunded > 0).length).toBeGreaterThan(1);
    expect(stripe.refundsCreated()).toBe(madeBefore + 5);
    for (const one of owed) await expectRefundedOnce(one);
    expect(await strandedMoney(a.db, { now: clock.now() })).toEqual([]);
  });

  it('makes one refund when a lease runs out while Stripe is slow: the next claimer asks with the same key', async () => {
    const owed = await refundOwedAtStripe(b, stripe);
    const owedRow = await refundRow(owed.paymentIntentId);
    const madeBefore = stripe.refundsCreated();

    // Instance a claims the refund and asks Stripe, which takes its time answering.
    stripe.state.delayMs = 500;
    const start = clock.now();
    const stalled = a.services.refundRunner.runDue(start);
    const deadline = Date.now() + 5_000;
    while ((await refundRow(owed.paymentIntentId)).attempts === 0) {
      if (Date.now() > deadline) throw new Error('instance a never claimed the refund');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // Past the lease by the others' reckoning, b and c look at once: one of them claims it.
    clock.advance(REFUND_LEASE_MS + 1_000);
    const later = clock.now();
    const others = await Promise.all([b, c].map((i) => i.services.refundRunner.runDue(later)));
    const first = await stalled;

    expect([first, ...others].flatMap((run) => run.retrying)).toEqual([]);
    // Two asks (a's, and one of b and c: the other found it leased), both with the refund's own
    // key: Stripe made the refund once.
    expect(stripe.refundsCreated()).toBe(madeBefore + 1);
    await expectRefundedOnce(owed, { asks: 2 });
    expect((await refundRow(owed.paymentIntentId)).id).toBe(owedRow.id);
    expect(await strandedMoney(a.db, { now: clock.now() })).toEqual([]);
  });

  it('applies a refund.updated delivered to all three instances at once, and tells the shipper once', async () => {
    stripe.state.refundStatus = 'pending';
    const owed = await refundOwedAtStripe(c, stripe);
    await raceRefundSteps(1);
    const [atStripe] = refundsAtStripe(owed.paymentIntentId);
    expect(await refundRow(owed.paymentIntentId)).toMatchObject({
      status: 'pending',
      providerRefundId: atStripe?.id,
    });
    expect(await notesOfKind(a, owed.shipper.token, 'payment_refunded')).toEqual([]);

    const settled = stripe.settleRefund(String(atStripe?.id), 'succeeded');
    const event = stripeEvent('refund.updated', { ...settled }, clock.now());
    const { payload, signature } = signedStripeWebhook(
      event,
      STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET,
      clock.now(),
    );
    const answers = await Promise.all(
      instances.map((instance) =>
        instance.app.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          payload,
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const results = answers.map(
      (answer) => (answer.json() as { data: { result: string } }).data.result,
    );
    expect(results.sort()).toEqual(['ignored', 'ignored', 'refund-updated']);
    await expectRefundedOnce(owed);

    // The refund steps after it find nothing to do.
    const requests = stripe.received.length;
    const runs = await raceRefundSteps(2);
    expect(refunded(runs.flat())).toBe(0);
    expect(stripe.received.length).toBe(requests);
    expect((await refundRow(owed.paymentIntentId)).status).toBe('succeeded');
    expect(await notesOfKind(b, owed.shipper.token, 'payment_refunded')).toHaveLength(1);
    expect(await strandedMoney(a.db, { now: clock.now() })).toEqual([]);
  });
});
