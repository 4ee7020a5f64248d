import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupQuote } from '../../src/contract/quotes';
import { quotes } from '../../server/modules/quotes/quotes.schema';
import { trips } from '../../server/modules/trips/trips.schema';
import { createTestApp, type TestApp } from './support/test-app';
import {
  addTruck,
  call,
  loadRow,
  postLoad,
  quote,
  setLoadStatus,
  signInProvider,
  signInShipper,
} from './support/marketplace';

let t: TestApp;
let shipper: Awaited<ReturnType<typeof signInShipper>>;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
  shipper = await signInShipper(t);
});
afterAll(async () => t.close());

const update = (token: string, body: Record<string, unknown>) =>
  call<GroupQuote>(t, 'POST', '/api/quote/update', { body: { status: 'pending', ...body }, token });
const groupQuote = (token: string, loadId: string) =>
  call<GroupQuote | null>(t, 'POST', '/api/quote/get-by-load-group', {
    body: { loadId },
    token,
  });
const quotesOn = (loadId: string) => t.db.select().from(quotes).where(eq(quotes.loadId, loadId));

describe('POST /api/quote/create', () => {
  it('stores the group’s quote as pending and answers it', async () => {
    const loadId = await postLoad(t, shipper.token);
    const provider = await signInProvider(t);
    const truck = await addTruck(t, provider.groupId);
    const response = await quote(t, provider.token, loadId, 1850.5, { truckId: truck.id });
    expect(response.status).toBe(200);
    expect(response.body.msg).toBe('Quote submitted successfully!');
    expect(response.body.data).toMatchObject({
      loadId,
      offer: 1850.5,
      status: 'pending',
      truckId: truck.id,
      approvedAmount: null,
    });
    const [row] = await quotesOn(loadId);
    expect(row).toMatchObject({
      id: response.body.data?._id,
      groupId: provider.groupId,
      providerUserId: provider._id,
    });
  });

  it('records when the load got its first quote, and only the first', async () => {
    const loadId = await postLoad(t, shipper.token);
    const first = await signInProvider(t, 'First Carrier');
    const second = await signInProvider(t, 'Second Carrier');
    t.clock.advance(25 * 60_000);
    const firstAt = t.clock.now();
    await quote(t, first.token, loadId);
    t.clock.advance(10 * 60_000);
    await quote(t, second.token, loadId);
    expect((await loadRow(t, loadId)).firstQuoteAt).toEqual(firstAt);
  });

  it('takes one quote per group per load', async () => {
    const loadId = await postLoad(t, shipper.token);
    const provider = await signInProvider(t);
    await quote(t, provider.token, loadId, 1000);
    const again = await quote(t, provider.token, loadId, 900);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      success: false,
      msg: 'You have already quoted this load. Update your quote instead.',
    });
    const rows = await quotesOn(loadId);
    expect(rows.map((row) => row.offer)).toEqual([1000]);
  });

  it('keeps one quote when the same group sends two at once', async () => {
    const loadId = await postLoad(t, shipper.token);
    const provider = await signInProvider(t);
    const responses = await Promise.all([
      quote(t, provider.token, loadId, 1000),
      quote(t, provider.token, loadId, 1001),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    expect((await quotesOn(loadId)).length).toBe(1);
  });

  it('accepts only the group’s own truck', async () => {
    const loadId = await postLoad(t, shipper.token);
    const provider = await signInProvider(t);
    const rival = await signInProvider(t, 'Rival');
    const rivalTruck = await addTruck(t, rival.groupId);
    const response = await quote(t, provider.token, loadId, 1000, { truckId: rivalTruck.id });
    expect(response.status).toBe(404);
    expect(response.body.msg).toBe('Truck not found');
    expect(await quotesOn(loadId)).toEqual([]);
    expect((await loadRow(t, loadId)).firstQuoteAt).toBeNull();
  });

  it('refuses a load that does not exist or is no longer open', async () => {
    const provider = await signInProvider(t);
    const missing = await quote(t, provider.token, '00000000-0000-4000-8000-000000000000');
    expect([missing.status, missing.body.msg]).toEqual([404, 'Load not found']);
    const loadId = await postLoad(t, shipper.token);
    await setLoadStatus(t, loadId, 'cancelled');
    const closed = await quote(t, provider.token, loadId);
    expect([closed.status, closed.body.msg]).toEqual([
      409,
      'This load is no longer open for quotes.',
    ]);
  });

  it('refuses new quotes once one is accepted, and once a trip exists', async () => {
    const loadId = await postLoad(t, shipper.token);
    const winner = await signInProvider(t, 'Winner');
    const won = await quote(t, winner.token, loadId);
    const wonId = String(won.body.data?._id);
    await t.db.update(quotes).set({ status: 'accepted' }).where(eq(quotes.id, wonId));
    const late = await signInProvider(t, 'Late');
    const afterAcceptance = await quote(t, late.token, loadId);
    expect(afterAcceptance.status).toBe(409);
    expect(afterAcceptance.body.msg).toBe(
      'Cannot modify quotes when one has already been accepted.',
    );

    await t.db
      .insert(trips)
      .values({ loadId, quoteId: wonId, groupId: winner.groupId, basePrice: 1 });
    await setLoadStatus(t, loadId, 'confirmed');
    const afterTrip = await quote(t, late.token, loadId);
    expect(afterTrip.status).toBe(409);
    expect(afterTrip.body.msg).toBe('Quote actions are disabled as the trip has already started.');
    expect((await quotesOn(loadId)).length).toBe(1);
  });

  it.each([
    [{ offer: 0 }, 'offer: Enter an amount above 0'],
    [{ offer: 10.005 }, 'The offer can have at most 2 decimals.'],
    [{ loadId: 'LD-1' }, 'loadId: Invalid id'],
  ])('refuses %j', async (change, message) => {
    const loadId = await postLoad(t, shipper.token);
    const provider = await signInProvider(t);
    const response = await call(t, 'POST', '/api/quote/create', {
      body: { loadId, offer: 100, status: 'pending', ...change },
      token: provider.token,
    });
    expect([response.status, response.body.msg]).toEqual([400, message]);
    expect(await quotesOn(loadId)).toEqual([]);
  });

  it('is for providers only', async () => {
    const loadId = await postLoad(t, shipper.token);
    expect((await quote(t, shipper.token, loadId)).status).toBe(403);
    expect((await groupQuote(shipper.token, loadId)).status).toBe(403);
    expect((await update(shipper.token, { loadId, offer: 5 })).status).toBe(403);
    expect((await quote(t, '', loadId)).status).toBe(401);
  });
});

describe('POST /api/quote/update', () => {
  it('changes the group’s pending offer and truck', async () => {
    const loadId = await postLoad(t, shipper.token);
    const provider = await signInProvider(t);
    const truck = await addTruck(t, provider.groupId);
    await quote(t, provider.token, loadId, 1000, { truckId: truck.id });
    t.clock.advance(60_000);
    const response = await update(provider.token, { loadId, offer: 950 });
    expect(response.status).toBe(200);
    expect(response.body.msg).toBe('Quote updated successfully!');
    expect(response.body.data).toMatchObject({ offer: 950, status: 'pending', truckId: truck.id });
    expect(response.body.data?.timeStamps.updatedAt).toBe(t.clock.now().toISOString());
    const cleared = await update(provider.token, { loadId, offer: 940, truckId: null });
    expect(cleared.body.data?.truckId).toBeNull();
    expect((await quotesOn(loadId)).map((row) => [row.offer, row.truckId])).toEqual([[940, null]]);
  });

  it('never touches another group’s quote', async () => {
    const loadId = await postLoad(t, shipper.token);
    const owner = await signInProvider(t, 'Owner');
    const intruder = await signInProvider(t, 'Intruder');
    await quote(t, owner.token, loadId, 1000);
    const response = await update(intruder.token, { loadId, offer: 1 });
    expect(response.status).toBe(404);
    expect(response.body.msg).toBe('You have not quoted this load yet.');
    expect((await groupQuote(intruder.token, loadId)).body).toEqual({ success: true, data: null });
    expect((await quotesOn(loadId)).map((row) => row.offer)).toEqual([1000]);
  });

  it('refuses a rejected or accepted quote, and another group’s truck', async () => {
    const loadId = await postLoad(t, shipper.token);
    const provider = await signInProvider(t);
    const rival = await signInProvider(t, 'Rival');
    const created = await quote(t, provider.token, loadId, 1000);
    const quoteId = String(created.body.data?._id);
    const rivalTruck = await addTruck(t, rival.groupId);
    const foreignTruck = await update(provider.token, {
      loadId,
      offer: 900,
      truckId: rivalTruck.id,
    });
    expect(foreignTruck.status).toBe(404);

    await t.db.update(quotes).set({ status: 'rejected' }).where(eq(quotes.id, quoteId));
    const rejected = await update(provider.token, { loadId, offer: 900 });
    expect([rejected.status, rejected.body.msg]).toEqual([
      409,
      'Your quote was rejected and can no longer be changed.',
    ]);
    await t.db.update(quotes).set({ status: 'accepted' }).where(eq(quotes.id, quoteId));
    const accepted = await update(provider.token, { loadId, offer: 900 });
    expect([accepted.status, accepted.body.msg]).toEqual([
      409,
      'Cannot modify quotes when one has already been accepted.',
    ]);
    expect((await quotesOn(loadId)).map((row) => [row.offer, row.status])).toEqual([
      [1000, 'accepted'],
    ]);
  });

  it('refuses a pending quote once another group’s quote is accepted', async () => {
    const loadId = await postLoad(t, shipper.token);
    const loser = await signInProvider(t, 'Loser');
    const winner = await signInProvider(t, 'Winner');
    await quote(t, loser.token, loadId, 1000);
    const won = await quote(t, winner.token, loadId, 1100);
    await t.db
      .update(quotes)
      .set({ status: 'accepted' })
      .where(eq(quotes.id, String(won.body.data?._id)));
    const response = await update(loser.token, { loadId, offer: 800 });
    expect([response.status, response.body.msg]).toEqual([
      409,
      'Cannot modify quotes when one has already been accepted.',
    ]);
  });
});

describe('POST /api/quote/get-by-load-group', () => {
  it('answers the group’s own quote, or null', async () => {
    const loadId = await postLoad(t, shipper.token);
    const provider = await signInProvider(t);
    expect((await groupQuote(provider.token, loadId)).body).toEqual({ success: true, data: null });
    const created = await quote(t, provider.token, loadId, 1234.5);
    const response = await groupQuote(provider.token, loadId);
    expect(response.body.data).toEqual({
      _id: created.body.data?._id,
      loadId,
      offer: 1234.5,
      status: 'pending',
      truckId: null,
      approvedAmount: null,
      acceptanceCancelled: false,
      timeStamps: {
        createdAt: t.clock.now().toISOString(),
        updatedAt: t.clock.now().toISOString(),
      },
    });
  });
});
