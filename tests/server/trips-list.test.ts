import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TripListItem } from '../../src/contract/trips';
import { trips } from '../../server/modules/trips/trips.schema';
import { addDriver, setTripStatus, startedTrip } from './support/fleet';
import { addTruck, call, loadRow, signInProvider, signInShipper } from './support/marketplace';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

const myTrips = (token: string, body: unknown) =>
  call<TripListItem[]>(t, 'POST', '/api/trips/getmytrips', { token, body });

/** The ids of the listed trips, in the order listed; fails loudly on anything but 200. */
async function listed(token: string, filters: Record<string, string>, timeZone = 'UTC') {
  const response = await myTrips(token, { filters, timeZone });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body.data ?? []).map((row) => row._id);
}

/**
 * One fleet's three trips, started an hour apart:
 * - late: scheduled 2026-11-25T22:30Z (the 26th in Riyadh), driver and truck one, confirmed;
 * - next: scheduled 2026-11-27 09:00 Riyadh, driver and truck two, loaded;
 * - bare: scheduled 2026-12-05 09:00 Riyadh, nobody assigned, confirmed.
 * And a rival group's trip on the same day as `late`, which the fleet must never see.
 */
async function fleetWithTrips() {
  const fleet = await signInProvider(t, 'Fleet One');
  const rival = await signInProvider(t, 'Rival Haulage');
  const shipper = await signInShipper(t);
  const [driverOne, driverTwo] = [
    await addDriver(t, fleet.groupId, { name: 'Salem' }),
    await addDriver(t, fleet.groupId, { name: 'Hamad' }),
  ];
  const truckOne = await addTruck(t, fleet.groupId, { model: 'Actros', licensePlate: 'RUH 1' });
  const truckTwo = await addTruck(t, fleet.groupId, { model: 'Scania R', licensePlate: 'RUH 2' });

  const start = async (scheduledDate: string, provider = fleet, truckId?: string) => {
    t.clock.advance(60 * 60_000);
    return startedTrip(t, provider, { shipper, load: { scheduledDate }, truckId });
  };
  const late = await start('2026-11-25T22:30:00Z', fleet, truckOne.id);
  const next = await start('2026-11-27T09:00:00+03:00', fleet, truckTwo.id);
  const bare = await start('2026-12-05T09:00:00+03:00');
  const rivals = await start('2026-11-25T22:30:00Z', rival);
  await t.db.update(trips).set({ driverId: driverOne.id }).where(eq(trips.id, late.tripId));
  await t.db.update(trips).set({ driverId: driverTwo.id }).where(eq(trips.id, next.tripId));
  await setTripStatus(t, next.tripId, 'loaded');
  return {
    fleet,
    rival,
    shipper,
    driverOne,
    driverTwo,
    truckOne,
    truckTwo,
    late,
    next,
    bare,
    rivals,
  };
}

let stage: Awaited<ReturnType<typeof fleetWithTrips>>;
beforeAll(async () => {
  stage = await fleetWithTrips();
});

describe('POST /api/trips/getmytrips', () => {
  it('lists the group’s trips newest first, joined with load, driver and truck', async () => {
    const { fleet, late, next, bare, driverOne, truckOne } = stage;
    const response = await myTrips(fleet.token, { filters: {}, timeZone: 'Asia/Riyadh' });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    const rows = response.body.data ?? [];
    expect(rows.map((row) => row._id)).toEqual([bare.tripId, next.tripId, late.tripId]);
    const load = await loadRow(t, late.loadId);
    expect(rows[2]).toEqual({
      _id: late.tripId,
      id: late.tripNumber,
      status: 'confirmed',
      loadId: late.loadId,
      loadDisplayId: `LD-${load.number}`,
      origin: { city: 'Riyadh', country: 'Saudi Arabia' },
      destination: { city: 'Dubai', country: 'United Arab Emirates' },
      scheduledDate: '2026-11-25T22:30:00.000Z',
      createdAt: load.createdAt.toISOString(),
      driverDetails: { _id: driverOne.id, id: `DRV-${driverOne.number}`, name: 'Salem' },
      truckDetails: {
        _id: truckOne.id,
        id: `TRK-${truckOne.number}`,
        model: 'Actros',
        licensePlate: 'RUH 1',
      },
      basePrice: 1500,
      currency: 'SAR',
    });
    expect(rows[0]).toMatchObject({ driverDetails: null, truckDetails: null });
  });

  it('treats a missing body part and empty strings as no filter', async () => {
    const { fleet, late, next, bare } = stage;
    const all = [bare.tripId, next.tripId, late.tripId];
    expect((await myTrips(fleet.token, {})).body.data?.map((row) => row._id)).toEqual(all);
    const empty = { startDate: '', endDate: '', status: '', loadId: '', driverId: '', truckId: '' };
    expect(await listed(fleet.token, empty)).toEqual(all);
    expect(await listed(fleet.token, { loadId: '   ', driverId: ' ' })).toEqual(all);
  });

  it('filters by the scheduled day in the caller’s time zone, inclusive at both ends', async () => {
    const { fleet, late, next, bare } = stage;
    // 2026-11-25T22:30Z is already the 26th in Riyadh (UTC+3), still the 25th in UTC.
    const day = (date: string, timeZone: string) =>
      listed(fleet.token, { startDate: date, endDate: date }, timeZone);
    expect(await day('2026-11-26', 'Asia/Riyadh')).toEqual([late.tripId]);
    expect(await day('2026-11-25', 'Asia/Riyadh')).toEqual([]);
    expect(await day('2026-11-25', 'UTC')).toEqual([late.tripId]);
    expect(await day('2026-11-26', 'UTC')).toEqual([]);
    expect(
      await listed(fleet.token, { startDate: '2026-11-26', endDate: '2026-11-27' }, 'Asia/Riyadh'),
    ).toEqual([next.tripId, late.tripId]);
    expect(
      await listed(fleet.token, { startDate: '2026-12-05', endDate: '2026-11-26' }, 'Asia/Riyadh'),
    ).toEqual([]);
    expect(await day('2026-12-05', 'Asia/Dubai')).toEqual([bare.tripId]);
  });

  it('leaves a range open-ended when only one end is given', async () => {
    const { fleet, late, next, bare } = stage;
    expect(await listed(fleet.token, { startDate: '2026-11-27' }, 'Asia/Riyadh')).toEqual([
      bare.tripId,
      next.tripId,
    ]);
    expect(await listed(fleet.token, { endDate: '2026-11-27' }, 'Asia/Riyadh')).toEqual([
      next.tripId,
      late.tripId,
    ]);
    expect(await listed(fleet.token, { endDate: '2026-11-27', startDate: '' })).toEqual([
      next.tripId,
      late.tripId,
    ]);
  });

  it('filters by status', async () => {
    const { fleet, late, next, bare } = stage;
    expect(await listed(fleet.token, { status: 'loaded' })).toEqual([next.tripId]);
    expect(await listed(fleet.token, { status: 'confirmed' })).toEqual([bare.tripId, late.tripId]);
    expect(await listed(fleet.token, { status: 'completed' })).toEqual([]);
  });

  it('matches a load by LD-n, n, ld-n or its uuid, trimmed', async () => {
    const { fleet, late } = stage;
    const { number } = await loadRow(t, late.loadId);
    for (const loadId of [
      `LD-${number}`,
      `ld-${number}`,
      `LD${number}`,
      String(number),
      `  LD-${number} `,
      late.loadId,
      late.loadId.toUpperCase(),
    ]) {
      expect(await listed(fleet.token, { loadId }), loadId).toEqual([late.tripId]);
    }
  });

  it('matches a driver by DRV-n, n or uuid, and a truck by TRK-n, n or uuid', async () => {
    const { fleet, late, next, driverTwo, truckOne } = stage;
    for (const driverId of [
      `DRV-${driverTwo.number}`,
      `drv-${driverTwo.number}`,
      String(driverTwo.number),
      ` ${driverTwo.id} `,
    ]) {
      expect(await listed(fleet.token, { driverId }), driverId).toEqual([next.tripId]);
    }
    for (const truckId of [
      `TRK-${truckOne.number}`,
      `trk-${truckOne.number}`,
      String(truckOne.number),
      truckOne.id,
    ]) {
      expect(await listed(fleet.token, { truckId }), truckId).toEqual([late.tripId]);
    }
  });

  it('answers an empty list, not an error, for an id that matches nothing', async () => {
    const { fleet, driverOne, rivals } = stage;
    const { number: rivalLoad } = await loadRow(t, rivals.loadId);
    const nothingMatches: Record<string, string>[] = [
      { loadId: 'LD-2147483647' },
      { loadId: 'LD-99999999999' },
      { loadId: 'LD-0' },
      { loadId: 'nonsense' },
      { loadId: `DRV-${driverOne.number}` },
      { loadId: `LD-${rivalLoad}` },
      { loadId: rivals.loadId },
      { driverId: 'DRV-abc' },
      { driverId: '00000000-0000-4000-8000-000000000000' },
      { truckId: 'TRK--1' },
    ];
    for (const filters of nothingMatches) {
      expect(await listed(fleet.token, filters), JSON.stringify(filters)).toEqual([]);
    }
  });

  it('combines filters with AND', async () => {
    const { fleet, late, driverOne, truckOne } = stage;
    const { number } = await loadRow(t, late.loadId);
    const dayInRiyadh = { startDate: '2026-11-26', endDate: '2026-11-26' };
    expect(
      await listed(
        fleet.token,
        {
          ...dayInRiyadh,
          status: 'confirmed',
          loadId: `LD-${number}`,
          driverId: `DRV-${driverOne.number}`,
          truckId: truckOne.id,
        },
        'Asia/Riyadh',
      ),
    ).toEqual([late.tripId]);
    expect(
      await listed(fleet.token, { driverId: driverOne.id, status: 'loaded' }, 'Asia/Riyadh'),
    ).toEqual([]);
    expect(
      await listed(fleet.token, { ...dayInRiyadh, truckId: `TRK-${stage.truckTwo.number}` }),
    ).toEqual([]);
  });

  it('never lists another group’s trips', async () => {
    const { fleet, rival, late, rivals } = stage;
    expect(await listed(rival.token, {})).toEqual([rivals.tripId]);
    expect(await listed(rival.token, { loadId: late.loadId })).toEqual([]);
    const newcomer = await signInProvider(t, 'Newcomer');
    expect(await listed(newcomer.token, {})).toEqual([]);
    expect(await listed(fleet.token, {})).not.toContain(rivals.tripId);
  });

  it('is for providers only, and refuses malformed filters', async () => {
    const { fleet, shipper } = stage;
    const asShipper = await myTrips(shipper.token, { filters: {} });
    expect(asShipper.status).toBe(403);
    expect(asShipper.body.success).toBe(false);
    expect((await myTrips('', { filters: {} })).status).toBe(401);
    for (const body of [
      { filters: { startDate: '2026-02-31' } },
      { filters: { endDate: '26/11/2026' } },
      { filters: { status: 'lost' } },
      { filters: {}, timeZone: 'Mars/Olympus' },
      { filters: {}, extra: true },
    ]) {
      const response = await myTrips(fleet.token, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.success).toBe(false);
    }
    expect(
      (await myTrips(fleet.token, { filters: { startDate: '2026-02-31' } })).body.msg,
    ).toContain('Use a date as yyyy-MM-dd.');
  });
});
