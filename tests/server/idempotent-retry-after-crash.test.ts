import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../server/modules/drivers/drivers.schema';
import { storedFiles } from '../../server/modules/files/files.schema';
import { idempotencyKeys } from '../../server/modules/idempotency/idempotency.schema';
import { loads } from '../../server/modules/loads/loads.schema';
import { notifications } from '../../server/modules/notifications/notifications.schema';
import { payments, testPaymentIntents } from '../../server/modules/payments/payments.schema';
import { quotes } from '../../server/modules/quotes/quotes.schema';
import { tripCharges } from '../../server/modules/trip-charges/trip-charges.schema';
import { trips } from '../../server/modules/trips/trips.schema';
import { trucks } from '../../server/modules/trucks/trucks.schema';
import { addCharge, tripWithBoundLink } from './support/charges';
import { tripWithLink, updateStatus } from './support/driver-link';
import {
  addTruck,
  call,
  postLoad,
  quote,
  signInProvider,
  signInShipper,
  validLoad,
} from './support/marketplace';
import { startStripeTestApp, type FakeStripe } from './support/fake-stripe';
import { createTestApp, type TestApp } from './support/test-app';
import { PDF_BYTES, PNG_BYTES } from './support/uploads';
import { deliverWithProof } from './support/delivery-proof';

/**
 * A process killed after a request's transaction committed but before its answer was kept leaves
 * the effect and a claim nobody will complete. Once the claim's lease lapses, the client's retry
 * (same Idempotency-Key) runs the handler again: it must find the first attempt's work and answer
 * with it, not do it twice. The crash is set up here exactly: the first attempt runs whole, then
 * its kept answer is put back to the abandoned claim a kill would have left.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function forgetAnswer(key: string, app: TestApp = t) {
  const abandoned = await app.db
    .update(idempotencyKeys)
    .set({
      state: 'in_flight',
      responseStatus: null,
      responseBody: null,
      lockedUntil: new Date(app.clock.now().getTime() - 1_000),
    })
    .where(eq(idempotencyKeys.key, key))
    .returning();
  expect(abandoned).toHaveLength(1);
}

type Counted =
  | typeof tripCharges
  | typeof trips
  | typeof loads
  | typeof quotes
  | typeof payments
  | typeof testPaymentIntents
  | typeof trucks
  | typeof drivers;
const countOf = async (table: Counted, where: ReturnType<typeof eq>, app: TestApp = t) =>
  Number((await app.db.select({ n: count() }).from(table).where(where))[0]?.n);

/** One attempt of a create: the same body, token and Idempotency-Key every time. */
async function create(
  url: string,
  token: string,
  key: string,
  payload: Record<string, unknown>,
  app: TestApp = t,
) {
  const response = await app.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
  });
  return {
    status: response.statusCode,
    replayed: response.headers['idempotent-replayed'],
    body: response.json() as { msg?: string; data?: Record<string, unknown> },
  };
}

describe('a retry after a crash between the commit and the kept answer', () => {
  it('returns the charge the first attempt added, with its one photo', async () => {
    const trip = await tripWithBoundLink(t);
    const options = {
      photos: [{ name: 'toll.png', bytes: PNG_BYTES, type: 'image/png' }],
      headers: { 'idempotency-key': 'charge-1' },
    };
    const first = await addCharge(t, trip.link, options);
    expect(first.status).toBe(200);
    await forgetAnswer('charge-1');

    const retry = await addCharge(t, trip.link, options);
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(retry.body.data?.charge).toEqual(first.body.data?.charge);
    expect(await countOf(tripCharges, eq(tripCharges.tripId, trip.tripId))).toBe(1);
    const photos = await t.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.originalName, 'toll.png'));
    expect(photos.map((photo) => photo.ownerId)).toEqual([first.body.data?.charge._id]);
    const announced = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.tripId, trip.tripId), eq(notifications.kind, 'charge_submitted')),
      );
    expect(announced).toHaveLength(1);
  });

  it('answers a charge decision as made, decided once, and still refuses a second decision', async () => {
    const trip = await tripWithBoundLink(t);
    const added = await addCharge(t, trip.link);
    const chargeId = added.body.data?.charge._id ?? '';
    const decideOnce = async (key: string, body: Record<string, unknown>) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/trip-charges/${chargeId}/decision`,
        payload: body,
        headers: { authorization: `Bearer ${trip.provider.token}`, 'idempotency-key': key },
      });
      return { status: response.statusCode, body: response.json() as { msg?: string } };
    };
    const first = await decideOnce('decide-1', { decision: 'approve' });
    expect(first.status).toBe(200);
    const [decided] = await t.db.select().from(tripCharges).where(eq(tripCharges.id, chargeId));
    await forgetAnswer('decide-1');

    const retry = await decideOnce('decide-1', { decision: 'approve' });
    expect(retry).toMatchObject({ status: 200, body: { msg: 'Charge approved' } });
    const [after] = await t.db.select().from(tripCharges).where(eq(tripCharges.id, chargeId));
    expect(after).toEqual(decided);
    const approvals = () =>
      t.db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.tripId, trip.tripId), eq(notifications.kind, 'charge_approved')),
        );
    const announced = await approvals();
    expect(announced.length).toBeGreaterThan(0);
    // Under another key it is a second decision, refused as before.
    const second = await decideOnce('decide-2', { decision: 'reject' });
    expect(second).toMatchObject({
      status: 409,
      body: { msg: 'This charge was already decided.' },
    });
    expect(await approvals()).toHaveLength(announced.length);
  });

  it('returns the documents the first attempt stored, stored once', async () => {
    const provider = await signInProvider(t);
    const truck = await addTruck(t, provider.groupId);
    const send = () => {
      const form = new FormData();
      form.append(
        'files',
        new Blob([new Uint8Array(PDF_BYTES)], { type: 'application/pdf' }),
        'permit.pdf',
      );
      form.append('labels', JSON.stringify(['Permit']));
      return t.app.inject({
        method: 'POST',
        url: `/api/trucks/docs/${truck.id}`,
        payload: form,
        headers: { authorization: `Bearer ${provider.token}`, 'idempotency-key': 'docs-1' },
      });
    };
    const first = await send();
    expect(first.statusCode).toBe(200);
    await forgetAnswer('docs-1');

    const retry = await send();
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const rows = await t.db.select().from(storedFiles).where(eq(storedFiles.ownerId, truck.id));
    expect(rows).toHaveLength(1);
  });

  it('answers Start Trip with the trip the first attempt started', async () => {
    const provider = await signInProvider(t);
    const shipper = await signInShipper(t);
    const loadId = await postLoad(t, shipper.token);
    const quoteId = String((await quote(t, provider.token, loadId)).body.data?._id);
    await t.db.update(quotes).set({ status: 'accepted' }).where(eq(quotes.id, quoteId));
    const start = async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/trips/create',
        payload: { quoteId, loadId },
        headers: { authorization: `Bearer ${provider.token}`, 'idempotency-key': 'start-1' },
      });
      return { status: response.statusCode, body: response.json() as Record<string, unknown> };
    };
    const first = await start();
    expect(first.status).toBe(200);
    await forgetAnswer('start-1');

    const retry = await start();
    expect(retry).toEqual(first);
    expect(await countOf(trips, eq(trips.loadId, loadId))).toBe(1);
    // Another request (no key, or another key) is still refused: one trip per load.
    const another = await call(t, 'POST', '/api/trips/create', {
      body: { quoteId, loadId },
      token: provider.token,
    });
    expect(another.status).toBe(409);
  });
  it('answers a driver’s status step as done, made once, and still refuses a real repeat', async () => {
    const link = await tripWithLink(t);
    const first = await updateStatus(t, link, { status: 'loaded' }, { idempotencyKey: 'step-1' });
    expect(first.status).toBe(200);
    const versionAfterStep = (await t.db.select().from(trips).where(eq(trips.id, link.tripId)))[0]
      ?.version;
    await forgetAnswer('step-1');

    const retry = await updateStatus(t, link, { status: 'loaded' }, { idempotencyKey: 'step-1' });
    expect(retry).toMatchObject({
      status: 200,
      body: { success: true, data: { status: 'loaded' } },
    });
    const [trip] = await t.db.select().from(trips).where(eq(trips.id, link.tripId));
    expect(trip?.version).toBe(versionAfterStep);
    const announced = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.tripId, link.tripId), eq(notifications.kind, 'trip_status_changed')),
      );
    expect(announced.length).toBeGreaterThan(0);
    const countBefore = announced.length;
    // The same step under another key is a repeat, refused as before.
    const repeat = await updateStatus(t, link, { status: 'loaded' }, { idempotencyKey: 'step-2' });
    expect(repeat.status).toBe(409);
    const after = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.tripId, link.tripId), eq(notifications.kind, 'trip_status_changed')),
      );
    expect(after).toHaveLength(countBefore);
  });

  it('answers a retried Completed step as done, though completing switched the link off', async () => {
    const link = await tripWithLink(t);
    await deliverWithProof(t, link);
    const done = await updateStatus(t, link, { status: 'completed' }, { idempotencyKey: 'done-1' });
    expect(done.status).toBe(200);
    await forgetAnswer('done-1');

    const retry = await updateStatus(
      t,
      link,
      { status: 'completed' },
      { idempotencyKey: 'done-1' },
    );
    expect(retry).toMatchObject({ status: 200, body: { data: { status: 'completed' } } });
    // Anything new through the switched-off link is still refused.
    const other = await updateStatus(
      t,
      link,
      { status: 'completed' },
      { idempotencyKey: 'done-2' },
    );
    expect(other.status).toBe(403);
    expect(other.body.msg).toBe('This link is no longer active.');
  });
});

describe('a create retried after a crash between the commit and the kept answer', () => {
  it('answers Post a Load with the load it posted, posted once', async () => {
    const shipper = await signInShipper(t);
    const hourAhead = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const body = validLoad({ scheduledDate: hourAhead });
    const first = await create('/api/loads/create', shipper.token, 'load-1', body);
    expect(first.status).toBe(200);
    await forgetAnswer('load-1');
    // Past the load's date: the rules judged the first attempt, and are not asked again.
    t.clock.advance(2 * 3_600_000);

    const retry = await create('/api/loads/create', shipper.token, 'load-1', body);
    expect(retry).toEqual({ ...first, replayed: undefined });
    expect(await countOf(loads, eq(loads.shipperUserId, shipper._id))).toBe(1);
  });

  it('answers a quote with the quote it made, and still refuses a second quote', async () => {
    const shipper = await signInShipper(t);
    const provider = await signInProvider(t);
    const loadId = await postLoad(t, shipper.token);
    const body = { loadId, offer: 1500, status: 'pending' };
    const first = await create('/api/quote/create', provider.token, 'quote-1', body);
    expect(first.status).toBe(200);
    await forgetAnswer('quote-1');

    const retry = await create('/api/quote/create', provider.token, 'quote-1', body);
    expect(retry).toEqual({ ...first, replayed: undefined });
    expect(await countOf(quotes, eq(quotes.loadId, loadId))).toBe(1);
    const received = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.loadId, loadId), eq(notifications.kind, 'quote_received')));
    expect(received).toHaveLength(1);
    const another = await create('/api/quote/create', provider.token, 'quote-2', body);
    expect(another.status).toBe(409);
  });

  it('answers a payment with the intent it created, one intent and one record', async () => {
    const { shipper, quoteId, loadId } = await quotedLoad(t);
    const body = { quoteId, loadId };
    const first = await create('/api/payments/create-intent', shipper.token, 'pay-1', body);
    expect(first.status).toBe(200);
    await forgetAnswer('pay-1');

    const retry = await create('/api/payments/create-intent', shipper.token, 'pay-1', body);
    expect(retry).toEqual({ ...first, replayed: undefined });
    expect(await countOf(payments, eq(payments.quoteId, quoteId))).toBe(1);
    expect(await testIntentsOf(t, quoteId)).toBe(1);
  });

  it('records the intent a payment created before the crash, not a second one', async () => {
    const { shipper, quoteId, loadId } = await quotedLoad(t);
    const body = { quoteId, loadId };
    const first = await create('/api/payments/create-intent', shipper.token, 'pay-2', body);
    expect(first.status).toBe(200);
    // Killed after the provider made the intent, before its record committed.
    await t.db.delete(payments).where(eq(payments.quoteId, quoteId));
    await forgetAnswer('pay-2');

    const retry = await create('/api/payments/create-intent', shipper.token, 'pay-2', body);
    expect(retry).toEqual({ ...first, replayed: undefined });
    expect(await countOf(payments, eq(payments.quoteId, quoteId))).toBe(1);
    expect(await testIntentsOf(t, quoteId)).toBe(1);
  });

  it('answers Add Truck with the truck it added, and still refuses the plate again', async () => {
    const provider = await signInProvider(t);
    const body = {
      name: 'Curtain trailer',
      model: 'Volvo FH 460',
      licensePlate: 'DMM 4411',
      type: '12M',
      weight: 20,
    };
    const first = await create('/api/trucks', provider.token, 'truck-1', body);
    expect(first.status).toBe(200);
    await forgetAnswer('truck-1');

    const retry = await create('/api/trucks', provider.token, 'truck-1', body);
    expect(retry).toEqual({ ...first, replayed: undefined });
    expect(await countOf(trucks, eq(trucks.groupId, provider.groupId))).toBe(1);
    const another = await create('/api/trucks', provider.token, 'truck-2', body);
    expect(another.status).toBe(409);
  });

  it('answers Add Driver with the driver it added, and still refuses the phone again', async () => {
    const provider = await signInProvider(t);
    const body = {
      name: 'Faisal Al Qahtani',
      phone: '512340001',
      licenseNo: 'KSA-40001',
      countryCode: '+966',
      country: 'Saudi Arabia',
    };
    const first = await create('/api/drivers', provider.token, 'driver-1', body);
    expect(first.status).toBe(200);
    await forgetAnswer('driver-1');

    const retry = await create('/api/drivers', provider.token, 'driver-1', body);
    expect(retry).toEqual({ ...first, replayed: undefined });
    expect(await countOf(drivers, eq(drivers.groupId, provider.groupId))).toBe(1);
    const another = await create('/api/drivers', provider.token, 'driver-2', body);
    expect(another.status).toBe(409);
  });
});

describe('a payment retried after a crash, with Stripe', () => {
  let stripe: FakeStripe;
  let s: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ stripe, t: s, close } = await startStripeTestApp());
  });
  afterAll(async () => close());

  it.each([
    ['after its record committed', false],
    ['before its record committed', true],
  ])('gets the first attempt’s intent back from Stripe %s', async (_when, beforeRecord) => {
    const { shipper, quoteId, loadId } = await quotedLoad(s);
    const body = { quoteId, loadId };
    const key = `stripe-pay-${String(beforeRecord)}`;
    const first = await create('/api/payments/create-intent', shipper.token, key, body, s);
    expect(first.status).toBe(200);
    if (beforeRecord) await s.db.delete(payments).where(eq(payments.quoteId, quoteId));
    await forgetAnswer(key, s);

    const retry = await create('/api/payments/create-intent', shipper.token, key, body, s);
    expect(retry).toEqual({ ...first, replayed: undefined });
    expect(await countOf(payments, eq(payments.quoteId, quoteId), s)).toBe(1);
    const atStripe = [...stripe.intents.values()].filter(
      (intent) => intent.metadata.quoteId === quoteId,
    );
    expect(atStripe.map((intent) => intent.id)).toEqual([first.body.data?.paymentIntentId]);
  });
});

/** A shipper's posted load with one carrier's quote, through the API. */
async function quotedLoad(app: TestApp) {
  const shipper = await signInShipper(app);
  const provider = await signInProvider(app);
  const loadId = await postLoad(app, shipper.token);
  const quoted = await quote(app, provider.token, loadId);
  if (quoted.status !== 200) throw new Error(`quote: ${JSON.stringify(quoted.body)}`);
  return { shipper, loadId, quoteId: String(quoted.body.data?._id) };
}

const testIntentsOf = (app: TestApp, quoteId: string) =>
  countOf(testPaymentIntents, sql`${testPaymentIntents.metadata}->>'quoteId' = ${quoteId}`, app);
