import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Load } from '../../src/contract/loads';
import type { TripDetails } from '../../src/contract/trips';
import { truckPositions } from '../../server/modules/positions/positions.schema';
import { setTripStatus } from './support/fleet';
import { call, signInShipper } from './support/marketplace';
import { reportPosition, tripWithLink } from './support/driver-link';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

const minutesAgo = (minutes: number) =>
  new Date(t.clock.now().getTime() - minutes * 60_000).toISOString();

async function storedFixes(tripId: string) {
  return t.db.select().from(truckPositions).where(eq(truckPositions.tripId, tripId));
}

/** What the shipper's Load Details and the provider's Trip Details say about the truck. */
async function locations(link: Awaited<ReturnType<typeof tripWithLink>>) {
  const [load, trip] = await Promise.all([
    call<{ load: Load }>(t, 'GET', `/api/loads/${link.loadId}`, { token: link.shipper.token }),
    call<TripDetails>(t, 'GET', `/api/trips/getbyid/${link.tripId}`, {
      token: link.provider.token,
    }),
  ]);
  return {
    shipper: load.body.data?.load.driverDetails?.location,
    provider: trip.body.data?.location,
  };
}

async function linkedTrip() {
  return tripWithLink(t, { shipper: await signInShipper(t) });
}

describe('POST /api/driver-links/:id/location', () => {
  it('shows the newest fix to the shipper and the provider', async () => {
    const link = await linkedTrip();
    expect(await locations(link)).toEqual({ shipper: null, provider: null });

    const recordedAt = minutesAgo(1);
    const response = await reportPosition(t, link, {
      coordinates: [46.71, 24.69],
      recordedAt,
      accuracy: 12.5,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: { accepted: true } });
    const expected = { coordinates: [46.71, 24.69], updatedAt: recordedAt, accuracy: 12.5 };
    expect(await locations(link)).toEqual({ shipper: expected, provider: expected });
  });

  it('keeps every fix, but an older one delivered later does not replace the newest', async () => {
    const link = await linkedTrip();
    await reportPosition(t, link, { coordinates: [46.9, 24.8], recordedAt: minutesAgo(5) });
    await reportPosition(t, link, { coordinates: [46.5, 24.5], recordedAt: minutesAgo(20) });
    expect(await storedFixes(link.tripId)).toHaveLength(2);
    const { shipper } = await locations(link);
    expect(shipper).toEqual({
      coordinates: [46.9, 24.8],
      updatedAt: minutesAgo(5),
      accuracy: null,
    });
  });

  it('refuses fixes from the future and older than 7 days', async () => {
    const link = await linkedTrip();
    const inMinutes = (minutes: number) => minutesAgo(-minutes);
    expect(
      await reportPosition(t, link, { coordinates: [46.7, 24.7], recordedAt: inMinutes(3) }),
    ).toMatchObject({
      status: 400,
      body: { msg: "This position's time is in the future. Check the phone's date and time." },
    });
    expect(
      await reportPosition(t, link, {
        coordinates: [46.7, 24.7],
        recordedAt: minutesAgo(7 * 24 * 60 + 1),
      }),
    ).toMatchObject({ status: 400, body: { msg: 'This position is more than 7 days old.' } });
    expect(await storedFixes(link.tripId)).toHaveLength(0);

    // A phone clock a minute fast is still believed.
    expect(
      (await reportPosition(t, link, { coordinates: [46.7, 24.7], recordedAt: inMinutes(1) }))
        .status,
    ).toBe(200);
  });

  it('tracks only trips in progress, through an active link', async () => {
    const link = await linkedTrip();
    const fix = { coordinates: [46.7, 24.7], recordedAt: minutesAgo(1) };
    for (const status of ['completed', 'cancelled'] as const) {
      await setTripStatus(t, link.tripId, status);
      expect(await reportPosition(t, link, fix)).toMatchObject({
        status: 409,
        body: { success: false, msg: 'Tracking is only for trips in progress.' },
      });
    }
    await setTripStatus(t, link.tripId, 'loaded');
    await call(t, 'PUT', `/api/driver-links/deactivate/${link.linkId}`, {
      token: link.provider.token,
    });
    expect(await reportPosition(t, link, fix)).toMatchObject({
      status: 403,
      body: { success: false, msg: 'This link is no longer active.' },
    });
    expect(await storedFixes(link.tripId)).toHaveLength(0);
  });

  it('stores a replayed fix once', async () => {
    const link = await linkedTrip();
    const fix = { coordinates: [46.7, 24.7], recordedAt: minutesAgo(1) };
    const first = await reportPosition(t, link, fix, { idempotencyKey: 'fix-1' });
    const replay = await reportPosition(t, link, fix, { idempotencyKey: 'fix-1' });
    expect(first.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(await storedFixes(link.tripId)).toHaveLength(1);
  });

  it('limits how many reports one link sends in a minute', async () => {
    const link = await linkedTrip();
    // Refused bodies still count: the limit runs before anything else.
    const junk = () => reportPosition(t, link, { coordinates: 'here' });
    for (let report = 0; report < 120; report += 1) expect((await junk()).status).toBe(400);
    expect(await junk()).toMatchObject({
      status: 429,
      body: { msg: 'Too many positions were sent for this link. Please wait a minute.' },
    });
    // Another link is not held back.
    const other = await linkedTrip();
    expect(
      (await reportPosition(t, other, { coordinates: [46.7, 24.7], recordedAt: minutesAgo(1) }))
        .status,
    ).toBe(200);
  });

  it('refuses coordinates off the map', async () => {
    const link = await linkedTrip();
    const response = await reportPosition(t, link, {
      coordinates: [200, 24.7],
      recordedAt: minutesAgo(1),
    });
    expect(response.status).toBe(400);
    expect(await storedFixes(link.tripId)).toHaveLength(0);
  });
});
