import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loads } from '../../server/modules/loads/loads.schema';
import { quotes } from '../../server/modules/quotes/quotes.schema';
import { trips } from '../../server/modules/trips/trips.schema';
import {
  insertQuote,
  insertTruck,
  loadWithTwoQuotes,
  payFor,
  putQuoteStatus,
  signInProvider,
  signInShipper,
} from './support/payment-fixtures';
import { get, post } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

/** A load whose first carrier's quote (with a truck) the shipper paid for and accepted. */
async function acceptedStage() {
  const stage = await loadWithTwoQuotes(t);
  const [carrier] = stage.providers;
  const truck = await insertTruck(t, carrier.groupId);
  await t.db.update(quotes).set({ truckId: truck.id }).where(eq(quotes.id, stage.quoteA.id));
  const paid = await payFor(t, stage.shipper.token, stage.quoteA);
  const accepted = await putQuoteStatus(t, stage.shipper.token, {
    quoteId: stage.quoteA.id,
    status: 'accepted',
    paymentIntentId: paid,
  });
  if (accepted.status !== 200) throw new Error(JSON.stringify(accepted.body));
  return { ...stage, carrier, truck };
}

const startTrip = (token: string, body: Record<string, unknown>) =>
  post(t, '/api/trips/create', body, token);

const tripsOf = (loadId: string) => t.db.select().from(trips).where(eq(trips.loadId, loadId));

describe('POST /api/trips/create', () => {
  it('starts a confirmed trip priced from the accepted quote, with the quote’s truck', async () => {
    const { load, quoteA, carrier, truck } = await acceptedStage();
    const response = await startTrip(carrier.token, {
      quoteId: quoteA.id,
      loadId: load.id,
      driverId: null,
      basePrice: 1,
      status: 'confirmed',
    });
    expect(response.status).toBe(200);
    expect(response.body.msg).toBe('Trip created successfully!');
    const data = response.body.data as { tripId: string; tripNumber: string };
    expect(data.tripNumber).toMatch(/^TR-\d+$/);
    const [trip] = await tripsOf(load.id);
    expect(trip).toMatchObject({
      id: data.tripId,
      quoteId: quoteA.id,
      groupId: carrier.groupId,
      truckId: truck.id,
      driverId: null,
      basePrice: 1500,
      status: 'confirmed',
      confirmAt: t.clock.now(),
    });
    expect(`TR-${trip?.number}`).toBe(data.tripNumber);
    const [row] = await t.db.select().from(loads).where(eq(loads.id, load.id));
    expect(row?.status).toBe('confirmed');
  });

  it('prices the trip at the approved amount when it differs from the offer', async () => {
    const { load, quoteA, carrier } = await acceptedStage();
    await t.db.update(quotes).set({ approvedAmount: 1450.5 }).where(eq(quotes.id, quoteA.id));
    expect((await startTrip(carrier.token, { quoteId: quoteA.id, loadId: load.id })).status).toBe(
      200,
    );
    expect((await tripsOf(load.id))[0]?.basePrice).toBe(1450.5);
  });

  it('starts one trip per load: a second start is 409, even when both arrive together', async () => {
    const { load, quoteA, carrier } = await acceptedStage();
    const body = { quoteId: quoteA.id, loadId: load.id };
    const both = await Promise.all([
      startTrip(carrier.token, body),
      startTrip(carrier.token, body),
    ]);
    expect(both.map((response) => response.status).sort()).toEqual([200, 409]);
    const again = await startTrip(carrier.token, body);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, msg: 'A trip already exists for this load.' });
    expect(await tripsOf(load.id)).toHaveLength(1);
  });

  it('answers 404 for another group’s quote and 403 for a shipper; nothing is started', async () => {
    const { shipper, load, quoteA, providers } = await acceptedStage();
    const other = await startTrip(providers[1].token, { quoteId: quoteA.id, loadId: load.id });
    expect(other.status).toBe(404);
    expect(other.body.msg).toBe('Quote not found');
    const stranger = await signInProvider(t);
    expect((await startTrip(stranger.token, { quoteId: quoteA.id, loadId: load.id })).status).toBe(
      404,
    );
    expect((await startTrip(shipper.token, { quoteId: quoteA.id, loadId: load.id })).status).toBe(
      403,
    );
    expect(
      (await post(t, '/api/trips/create', { quoteId: quoteA.id, loadId: load.id })).status,
    ).toBe(401);
    expect(await tripsOf(load.id)).toEqual([]);
  });

  it('refuses a quote of another load, a quote not accepted, another group’s truck and a driver', async () => {
    const { load, quoteA, quoteB, carrier, providers } = await acceptedStage();
    const otherStage = await loadWithTwoQuotes(t);
    expect(
      (await startTrip(carrier.token, { quoteId: quoteA.id, loadId: otherStage.load.id })).status,
    ).toBe(404);

    const rejected = await startTrip(providers[1].token, { quoteId: quoteB.id, loadId: load.id });
    expect(rejected.status).toBe(409);
    expect(rejected.body.msg).toBe(
      'A trip can start only once the shipper has accepted your quote.',
    );

    const foreignTruck = await insertTruck(t, providers[1].groupId);
    const truck = await startTrip(carrier.token, {
      quoteId: quoteA.id,
      loadId: load.id,
      truckId: foreignTruck.id,
    });
    expect(truck.status).toBe(404);
    expect(truck.body.msg).toBe('Truck not found');

    const driver = await startTrip(carrier.token, {
      quoteId: quoteA.id,
      loadId: load.id,
      driverId: '7d3f1f5e-5d0e-4b8e-9d1a-2c9c9f0f0f0f',
    });
    expect(driver.status).toBe(400);
    expect(await tripsOf(load.id)).toEqual([]);

    const ownTruck = await insertTruck(t, carrier.groupId);
    expect(
      (
        await startTrip(carrier.token, {
          quoteId: quoteA.id,
          loadId: load.id,
          truckId: ownTruck.id,
        })
      ).status,
    ).toBe(200);
    expect((await tripsOf(load.id))[0]?.truckId).toBe(ownTruck.id);
  });

  it('cannot start after the shipper cancelled the acceptance', async () => {
    const { shipper, load, quoteA, carrier } = await acceptedStage();
    await putQuoteStatus(t, shipper.token, { quoteId: quoteA.id, status: 'rejected' });
    const response = await startTrip(carrier.token, { quoteId: quoteA.id, loadId: load.id });
    expect(response.status).toBe(409);
    expect(await tripsOf(load.id)).toEqual([]);
  });

  it('a cancelled trip may be followed by a new one once another quote is accepted', async () => {
    const { shipper, load, quoteA, carrier } = await acceptedStage();
    expect((await startTrip(carrier.token, { quoteId: quoteA.id, loadId: load.id })).status).toBe(
      200,
    );
    await putQuoteStatus(t, shipper.token, { quoteId: quoteA.id, status: 'rejected' });
    expect((await tripsOf(load.id)).map((trip) => trip.status)).toEqual(['cancelled']);

    const newcomer = await signInProvider(t);
    const late = await insertQuote(t, { loadId: load.id, provider: newcomer, offer: 900 });
    const paid = await payFor(t, shipper.token, late);
    const accepted = await putQuoteStatus(t, shipper.token, {
      quoteId: late.id,
      status: 'accepted',
      paymentIntentId: paid,
    });
    expect(accepted.status).toBe(200);
    expect((await startTrip(newcomer.token, { quoteId: late.id, loadId: load.id })).status).toBe(
      200,
    );
    const statuses = (await tripsOf(load.id)).map((trip) => trip.status).sort();
    expect(statuses).toEqual(['cancelled', 'confirmed']);
  });
});

describe('GET /api/trips/getbyloadid/:loadId', () => {
  it('answers 404 before a trip, then the trip to its group and to the load’s shipper only', async () => {
    const { shipper, load, quoteA, carrier, providers } = await acceptedStage();
    const url = `/api/trips/getbyloadid/${load.id}`;
    const none = await get(t, url, carrier.token);
    expect(none.status).toBe(404);
    expect(none.body.success).toBe(false);

    const started = await startTrip(carrier.token, { quoteId: quoteA.id, loadId: load.id });
    const tripId = (started.body.data as { tripId: string }).tripId;
    for (const viewer of [carrier, shipper]) {
      const response = await get(t, url, viewer.token);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, data: { tripId, status: 'confirmed' } });
    }
    const stranger = await signInShipper(t);
    expect((await get(t, url, stranger.token)).status).toBe(404);
    expect((await get(t, url, providers[1].token)).status).toBe(404);
    expect((await get(t, url)).status).toBe(401);
    expect((await get(t, '/api/trips/getbyloadid/not-a-uuid', carrier.token)).status).toBe(404);
  });
});
