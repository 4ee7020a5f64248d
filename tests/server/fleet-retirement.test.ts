import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../../src/contract/drivers';
import type { TripDetails } from '../../src/contract/trips';
import type { Truck } from '../../src/contract/trucks';
import { drivers } from '../../server/modules/drivers/drivers.schema';
import { quotes } from '../../server/modules/quotes/quotes.schema';
import { trucks } from '../../server/modules/trucks/trucks.schema';
import { addDriver, setTripStatus, startedTrip, tripRow } from './support/fleet';
import {
  addTruck,
  call,
  postLoad,
  quote,
  signInProvider,
  signInShipper,
} from './support/marketplace';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

type Kind = 'trucks' | 'drivers';
const put = <T>(token: string, kind: Kind, id: string, action: 'retire' | 'reinstate') =>
  call<T>(t, 'PUT', `/api/${kind}/${id}/${action}`, { token });
const listIds = async (token: string, kind: Kind, query = '') =>
  (
    (await call<{ _id: string }[]>(t, 'GET', `/api/${kind}${query}`, { token })).body.data ?? []
  ).map((row) => row._id);

async function truckRow(truckId: string) {
  const [row] = await t.db.select().from(trucks).where(eq(trucks.id, truckId));
  if (!row) throw new Error('truck not found');
  return row;
}

async function driverRow(driverId: string) {
  const [row] = await t.db.select().from(drivers).where(eq(drivers.id, driverId));
  if (!row) throw new Error('driver not found');
  return row;
}

describe('retiring and reinstating a truck', () => {
  it('retires it out of the active list, keeps it in the fleet, and reinstates it', async () => {
    const provider = await signInProvider(t, 'Retire Co');
    const kept = await addTruck(t, provider.groupId);
    const truck = await addTruck(t, provider.groupId);
    t.clock.advance(60_000);

    const retired = await put<Truck>(provider.token, 'trucks', truck.id, 'retire');
    expect(retired.status).toBe(200);
    expect(retired.body.msg).toBe('Truck retired');
    expect(retired.body.data).toMatchObject({
      _id: truck.id,
      status: 'inactive',
      updatedAt: t.clock.now().toISOString(),
    });
    expect(await listIds(provider.token, 'trucks', '?status=active')).toEqual([kept.id]);
    expect(await listIds(provider.token, 'trucks', '?status=inactive')).toEqual([truck.id]);
    expect(await listIds(provider.token, 'trucks')).toEqual([truck.id, kept.id]);

    // Retiring it again changes nothing.
    const row = await truckRow(truck.id);
    t.clock.advance(60_000);
    expect((await put(provider.token, 'trucks', truck.id, 'retire')).status).toBe(200);
    expect(await truckRow(truck.id)).toEqual(row);

    const back = await put<Truck>(provider.token, 'trucks', truck.id, 'reinstate');
    expect(back.status).toBe(200);
    expect(back.body.msg).toBe('Truck reinstated');
    expect(back.body.data?.status).toBe('active');
    expect(await listIds(provider.token, 'trucks', '?status=active')).toEqual([truck.id, kept.id]);
  });

  it('offers a retired truck for no quote or trip, and a quoted one stays home on Start Trip', async () => {
    const provider = await signInProvider(t, 'Quoting Co');
    const shipper = await signInShipper(t);
    const truck = await addTruck(t, provider.groupId);
    const loadId = await postLoad(t, shipper.token);
    const quoted = await quote(t, provider.token, loadId, 1500, { truckId: truck.id });
    expect(quoted.status).toBe(200);
    expect((await put(provider.token, 'trucks', truck.id, 'retire')).status).toBe(200);

    const otherLoad = await postLoad(t, shipper.token);
    const refused = await quote(t, provider.token, otherLoad, 1500, { truckId: truck.id });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ success: false, msg: 'Truck not found' });

    const trip = await startedTrip(t, provider);
    const assign = await call(t, 'POST', `/api/trips/${trip.tripId}/assign`, {
      token: provider.token,
      body: { type: 'truck', truckId: truck.id },
    });
    expect(assign.status).toBe(404);

    // The quote with the truck is accepted after the truck was retired: the trip starts without it.
    const quoteId = String(quoted.body.data?._id);
    await t.db.update(quotes).set({ status: 'accepted' }).where(eq(quotes.id, quoteId));
    const started = await call<{ tripId: string }>(t, 'POST', '/api/trips/create', {
      token: provider.token,
      body: { quoteId, loadId, truckId: truck.id },
    });
    expect(started.status).toBe(200);
    expect((await tripRow(t, String(started.body.data?.tripId))).truckId).toBeNull();
  });

  it('is refused while the truck is on a trip that has not ended, and allowed once it has', async () => {
    const provider = await signInProvider(t, 'Busy Co');
    const truck = await addTruck(t, provider.groupId);
    const trip = await startedTrip(t, provider, { truckId: truck.id });
    const before = await truckRow(truck.id);
    for (const status of ['confirmed', 'loaded'] as const) {
      await setTripStatus(t, trip.tripId, status);
      const refused = await put(provider.token, 'trucks', truck.id, 'retire');
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        success: false,
        msg: `This truck is on trip ${trip.tripNumber}, which has not ended. It can be retired once that trip is completed or cancelled.`,
      });
      expect(await truckRow(truck.id)).toEqual(before);
    }

    await setTripStatus(t, trip.tripId, 'completed');
    expect((await put(provider.token, 'trucks', truck.id, 'retire')).status).toBe(200);
    // The past trip still shows the truck it ran with.
    const details = await call<TripDetails>(t, 'GET', `/api/trips/getbyid/${trip.tripId}`, {
      token: provider.token,
    });
    expect(details.body.data?.truckDetails).toMatchObject({ _id: truck.id, model: truck.model });
  });

  it('treats another group’s truck as not found and leaves it as it was', async () => {
    const owner = await signInProvider(t, 'Owner Co');
    const truck = await addTruck(t, owner.groupId);
    const rival = await signInProvider(t, 'Rival Co');
    for (const action of ['retire', 'reinstate'] as const) {
      const response = await put(rival.token, 'trucks', truck.id, action);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, msg: 'Truck not found' });
    }
    expect(await truckRow(truck.id)).toEqual(truck);
  });
});

describe('retiring and reinstating a driver', () => {
  it('retires them out of the active list and from assignment, and reinstates them', async () => {
    const provider = await signInProvider(t, 'Team Co');
    const kept = await addDriver(t, provider.groupId, { createdAt: new Date('2026-11-01') });
    const driver = await addDriver(t, provider.groupId, { createdAt: new Date('2026-11-02') });

    const retired = await put<Driver>(provider.token, 'drivers', driver.id, 'retire');
    expect(retired.status).toBe(200);
    expect(retired.body.msg).toBe('Driver retired');
    expect(retired.body.data?.status).toBe('inactive');
    expect(await listIds(provider.token, 'drivers', '?status=active')).toEqual([kept.id]);
    expect(await listIds(provider.token, 'drivers')).toEqual([driver.id, kept.id]);

    const trip = await startedTrip(t, provider);
    const assign = await call(t, 'POST', `/api/trips/${trip.tripId}/assign`, {
      token: provider.token,
      body: { type: 'driver', driverId: driver.id },
    });
    expect(assign.status).toBe(404);
    expect(assign.body).toEqual({ success: false, msg: 'Driver not found' });

    const back = await put<Driver>(provider.token, 'drivers', driver.id, 'reinstate');
    expect(back.body).toMatchObject({ msg: 'Driver reinstated', data: { status: 'active' } });
    const again = await call(t, 'POST', `/api/trips/${trip.tripId}/assign`, {
      token: provider.token,
      body: { type: 'driver', driverId: driver.id },
    });
    expect(again.status).toBe(200);
  });

  it('is refused while the driver is on a trip that has not ended', async () => {
    const provider = await signInProvider(t, 'Driving Co');
    const driver = await addDriver(t, provider.groupId);
    const trip = await startedTrip(t, provider);
    const assigned = await call(t, 'POST', `/api/trips/${trip.tripId}/assign`, {
      token: provider.token,
      body: { type: 'driver', driverId: driver.id },
    });
    expect(assigned.status).toBe(200);
    const before = await driverRow(driver.id);

    const refused = await put(provider.token, 'drivers', driver.id, 'retire');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      msg: `This driver is on trip ${trip.tripNumber}, which has not ended. They can be retired once that trip is completed or cancelled.`,
    });
    expect(await driverRow(driver.id)).toEqual(before);

    await setTripStatus(t, trip.tripId, 'cancelled');
    expect((await put(provider.token, 'drivers', driver.id, 'retire')).status).toBe(200);
  });

  it('treats another group’s driver as not found and leaves them as they were', async () => {
    const owner = await signInProvider(t, 'Owner Co');
    const driver = await addDriver(t, owner.groupId);
    const rival = await signInProvider(t, 'Rival Co');
    for (const action of ['retire', 'reinstate'] as const) {
      const response = await put(rival.token, 'drivers', driver.id, action);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, msg: 'Driver not found' });
    }
    expect(await driverRow(driver.id)).toEqual(driver);
  });
});
