import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Load } from '../../src/contract/loads';
import type { StopWaits } from '../../src/contract/stop-waits';
import type { TripDetails } from '../../src/contract/trips';
import { tripCharges } from '../../server/modules/trip-charges/trip-charges.schema';
import { deliverWithProof } from './support/delivery-proof';
import { reportPosition, tripWithLink, updateStatus } from './support/driver-link';
import { call, signInProvider, signInShipper } from './support/marketplace';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

/** The shipper's gate in Riyadh's 2nd Industrial City and the consignee's in Dammam. */
const PICKUP: [number, number] = [46.8, 24.6];
const DELIVERY: [number, number] = [50.1, 26.4];
/** About 110 m, 1.1 km and 5.5 km north of a point (0.001° of latitude is about 111 m). */
const north = ([lng, lat]: [number, number], degrees: number): [number, number] => [
  lng,
  lat + degrees,
];
const AT_GATE = 0.001;
const ONE_KM = 0.01;
const DRIVEN_OFF = 0.05;

const minutesAgo = (minutes: number) =>
  new Date(t.clock.now().getTime() - minutes * 60_000).toISOString();

type Link = Awaited<ReturnType<typeof tripWithLink>>;

async function watchedTrip(): Promise<Link> {
  return tripWithLink(t, {
    shipper: await signInShipper(t),
    load: {
      source: { country: 'Saudi Arabia', city: 'Riyadh', coordinates: PICKUP },
      destination: { country: 'Saudi Arabia', city: 'Dammam', coordinates: DELIVERY },
    },
  });
}

let fixNumber = 0;
/** A fix as the outbox sends it: with its own Idempotency-Key, unless a replay reuses one. */
async function fix(link: Link, coordinates: [number, number], minutes: number, key?: string) {
  fixNumber += 1;
  const response = await reportPosition(
    t,
    link,
    { coordinates, recordedAt: minutesAgo(minutes), accuracy: 15 },
    { idempotencyKey: key ?? `fix-${fixNumber}-${Date.now()}` },
  );
  expect(response.status).toBe(200);
}

async function waitsSeen(link: Link): Promise<{ provider: StopWaits; shipper: StopWaits }> {
  const [trip, load] = await Promise.all([
    call<TripDetails>(t, 'GET', `/api/trips/getbyid/${link.tripId}`, {
      token: link.provider.token,
    }),
    call<{ load: Load }>(t, 'GET', `/api/loads/${link.loadId}`, { token: link.shipper.token }),
  ]);
  const shipper = load.body.data?.load.stopWaits;
  if (!trip.body.data || !shipper) throw new Error('no stop waits');
  return { provider: trip.body.data.stopWaits, shipper };
}

const addWaitingCharge = (
  link: Pick<Link, 'tripId'>,
  token: string,
  body: Record<string, unknown>,
  idempotencyKey?: string,
) =>
  t.app
    .inject({
      method: 'POST',
      url: `/api/trips/${link.tripId}/waiting-charge`,
      headers: {
        authorization: `Bearer ${token}`,
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      payload: body,
    })
    .then((response) => ({ status: response.statusCode, body: response.json() }));

describe('arrival and departure from the driver’s positions', () => {
  it('stamps arrival at the first fix within 300 m and departure at the first fix well away', async () => {
    const link = await watchedTrip();
    await fix(link, north(PICKUP, DRIVEN_OFF), 300);
    await fix(link, north(PICKUP, ONE_KM), 290);
    expect((await waitsSeen(link)).provider).toEqual({ pickup: null, delivery: null });

    await fix(link, north(PICKUP, AT_GATE), 280);
    await fix(link, PICKUP, 200);
    // Drift at the gate, within the departure margin: still there.
    await fix(link, north(PICKUP, 0.004), 150);
    const waiting = (await waitsSeen(link)).provider.pickup;
    expect(waiting).toMatchObject({
      arrivedAt: minutesAgo(280),
      departedAt: null,
      stillThere: true,
      waitedMinutes: 280,
      freeMinutes: 120,
      extraMinutes: 160,
      waitingCharged: false,
    });

    await fix(link, north(PICKUP, ONE_KM), 100);
    await fix(link, north(PICKUP, DRIVEN_OFF), 90);
    const seen = await waitsSeen(link);
    const pickup = {
      arrivedAt: minutesAgo(280),
      departedAt: minutesAgo(100),
      stillThere: false,
      waitedMinutes: 180,
      freeMinutes: 120,
      extraMinutes: 60,
      waitingCharged: false,
    };
    expect(seen.provider).toEqual({ pickup, delivery: null });
    expect(seen.shipper).toEqual(seen.provider);
  });

  it('never stamps from fixes 1 km away, nor from a fix too coarse to place the truck', async () => {
    const link = await watchedTrip();
    await fix(link, north(PICKUP, ONE_KM), 60);
    await fix(link, north(DELIVERY, ONE_KM), 50);
    await reportPosition(
      t,
      link,
      { coordinates: PICKUP, recordedAt: minutesAgo(40), accuracy: 900 },
      { idempotencyKey: `coarse-${Date.now()}` },
    );
    expect((await waitsSeen(link)).provider).toEqual({ pickup: null, delivery: null });
  });

  it('stamps once, with the earliest time, whatever order the outbox replays the fixes in', async () => {
    const link = await watchedTrip();
    // Online: the truck is seen at the gate at 200 and leaving at 60.
    await fix(link, PICKUP, 200, 'gate-200');
    await fix(link, north(PICKUP, DRIVEN_OFF), 60, 'away-60');
    // The phone's outbox then delivers what it kept offline: an earlier fix at the gate, the
    // same fix again, and an earlier departure.
    await fix(link, north(PICKUP, AT_GATE), 240, 'gate-240');
    await fix(link, PICKUP, 200, 'gate-200');
    await fix(link, north(PICKUP, DRIVEN_OFF), 90, 'away-90');
    await fix(link, north(PICKUP, AT_GATE), 240, 'gate-240');
    const { provider } = await waitsSeen(link);
    expect(provider.pickup).toMatchObject({
      arrivedAt: minutesAgo(240),
      departedAt: minutesAgo(90),
      waitedMinutes: 150,
    });
  });

  it('counts the delivery only once the pickup was reached, and ends it at Completed', async () => {
    const link = await watchedTrip();
    // Passing the consignee on the way to collect is not arriving to deliver.
    await fix(link, DELIVERY, 900);
    await fix(link, PICKUP, 800);
    await fix(link, north(PICKUP, DRIVEN_OFF), 700);
    await fix(link, north(DELIVERY, AT_GATE), 400);
    expect((await waitsSeen(link)).provider.delivery).toMatchObject({
      arrivedAt: minutesAgo(400),
      stillThere: true,
      waitedMinutes: 400,
    });
    // Offline replay: the fix at the consignee before the pickup arrives late, and changes nothing.
    await fix(link, north(DELIVERY, AT_GATE), 850);
    for (const status of ['out_to_collect', 'loaded', 'out_to_unload', 'completed']) {
      if (status === 'completed') await deliverWithProof(t, link);
      expect((await updateStatus(t, link, { status })).status).toBe(200);
    }
    expect((await waitsSeen(link)).provider.delivery).toEqual({
      arrivedAt: minutesAgo(400),
      departedAt: null,
      stillThere: false,
      waitedMinutes: 400,
      freeMinutes: 120,
      extraMinutes: 280,
      waitingCharged: false,
    });
  });
});

describe('the waiting charge', () => {
  it('is refused within the free time and added, once, beyond it', async () => {
    const link = await watchedTrip();
    await fix(link, PICKUP, 300);
    await fix(link, north(PICKUP, DRIVEN_OFF), 200);
    await fix(link, north(DELIVERY, AT_GATE), 130);
    await fix(link, north(DELIVERY, DRIVEN_OFF), 36);

    const token = link.provider.token;
    expect(await addWaitingCharge(link, token, { stop: 'pickup', ratePerHour: 100 })).toMatchObject(
      {
        status: 409,
        body: { msg: 'Waiting at the pickup did not go beyond your free waiting time.' },
      },
    );
    // 94 minutes waited: beyond this group's 60 free minutes once it sets them (34 minutes,
    // billed as 45). Without a rate saved for SAR, the tap asks for one.
    const terms = `/api/truckgroup/${link.provider.groupId}/waiting-terms`;
    const setTerms = (body: Record<string, unknown>) => call(t, 'PUT', terms, { token, body });
    expect(await setTerms({ freeWaitingMinutes: 60, waitingRates: {} })).toMatchObject({
      status: 200,
    });
    expect(await addWaitingCharge(link, token, { stop: 'delivery' })).toMatchObject({
      status: 400,
      body: { msg: 'Enter your hourly waiting rate for this currency first.', rateNeeded: true },
    });
    expect(await setTerms({ freeWaitingMinutes: 60, waitingRates: { SAR: 120 } })).toMatchObject({
      status: 200,
      body: { data: { freeWaitingMinutes: 60, waitingRates: { SAR: 120 } } },
    });
    const tap = await addWaitingCharge(link, token, { stop: 'delivery' }, 'wait-delivery-1');
    expect(tap).toMatchObject({
      status: 200,
      body: {
        msg: 'Waiting charge added',
        data: {
          charge: {
            reason: 'Waiting at delivery',
            amount: 90,
            approvedAmount: 90,
            status: 'approved',
            waitingStop: 'delivery',
          },
        },
      },
    });
    // The same tap again answers the same charge; a new tap is refused.
    expect(await addWaitingCharge(link, token, { stop: 'delivery' }, 'wait-delivery-1')).toEqual(
      tap,
    );
    expect(
      await addWaitingCharge(link, token, { stop: 'delivery' }, 'wait-delivery-2'),
    ).toMatchObject({
      status: 409,
      body: { msg: 'A waiting charge for the delivery was already added.' },
    });
    const stored = await t.db.select().from(tripCharges).where(eq(tripCharges.tripId, link.tripId));
    expect(stored).toHaveLength(1);

    // The shipper sees it as any approved charge, in the trip's price.
    const load = await call<{ load: Load }>(t, 'GET', `/api/loads/${link.loadId}`, {
      token: link.shipper.token,
    });
    expect(load.body.data?.load.charges).toEqual([
      {
        title: 'Waiting at delivery',
        description: 'Waiting beyond the free waiting time',
        amount: 90,
      },
    ]);
    expect(load.body.data?.load.price).toMatchObject({ approvedCharges: 90, total: 1590 });
    expect(load.body.data?.load.stopWaits?.delivery).toMatchObject({
      waitedMinutes: 94,
      freeMinutes: 60,
      extraMinutes: 34,
      waitingCharged: true,
    });
  });

  it('is refused while the truck is still there, and to a stranger', async () => {
    const link = await watchedTrip();
    await fix(link, PICKUP, 300);
    const token = link.provider.token;
    expect(await addWaitingCharge(link, token, { stop: 'pickup', ratePerHour: 100 })).toMatchObject(
      {
        status: 409,
        body: {
          msg: 'The truck is still at the pickup. Add the waiting charge once it has left.',
        },
      },
    );
    expect(
      await addWaitingCharge(link, token, { stop: 'delivery', ratePerHour: 100 }),
    ).toMatchObject({
      status: 409,
      body: { msg: 'The truck has not arrived at the delivery yet.' },
    });
    await fix(link, north(PICKUP, DRIVEN_OFF), 60);
    const stranger = await signInProvider(t, 'Other Haulage');
    expect(
      await addWaitingCharge(link, stranger.token, { stop: 'pickup', ratePerHour: 100 }),
    ).toMatchObject({ status: 404, body: { msg: 'Trip not found' } });
    expect(
      await addWaitingCharge(link, link.shipper.token, { stop: 'pickup', ratePerHour: 100 }),
    ).toMatchObject({ status: 403 });
    expect(
      await call(t, 'PUT', `/api/truckgroup/${link.provider.groupId}/waiting-terms`, {
        token: stranger.token,
        body: { freeWaitingMinutes: 0, waitingRates: {} },
      }),
    ).toMatchObject({ status: 404 });
    // 240 minutes, 120 free: 2 hours at the rate sent, in a 2-decimal currency; the rate is kept.
    expect(
      await addWaitingCharge(link, token, { stop: 'pickup', ratePerHour: 99.995 }),
    ).toMatchObject({ status: 200, body: { data: { charge: { amount: 199.99 } } } });
    expect(
      await call(t, 'GET', `/api/truckgroup/${link.provider.groupId}/waiting-terms`, { token }),
    ).toMatchObject({ body: { data: { freeWaitingMinutes: 120, waitingRates: { SAR: 99.995 } } } });
  });

  it('refuses terms out of range', async () => {
    const provider = await signInProvider(t, 'Terms Haulage');
    const terms = `/api/truckgroup/${provider.groupId}/waiting-terms`;
    for (const body of [
      { freeWaitingMinutes: -1, waitingRates: {} },
      { freeWaitingMinutes: 60.5, waitingRates: {} },
      { freeWaitingMinutes: 60, waitingRates: { SAR: 0 } },
      { freeWaitingMinutes: 60, waitingRates: { XYZ: 10 } },
    ]) {
      expect((await call(t, 'PUT', terms, { token: provider.token, body })).status).toBe(400);
    }
  });
});
