import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Load } from '../../src/contract/loads';
import type { TripDetails } from '../../src/contract/trips';
import { createDriversService } from '../../server/modules/drivers/drivers-service';
import { createFilesService } from '../../server/modules/files/files-service';
import { loads } from '../../server/modules/loads/loads.schema';
import { quotes } from '../../server/modules/quotes/quotes.schema';
import { createTripAssignmentService } from '../../server/modules/trips/trip-assignment-service';
import { trips } from '../../server/modules/trips/trips.schema';
import { createTrucksService } from '../../server/modules/trucks/trucks-service';
import { addDriver, addDriverDocument, setTripStatus, startedTrip, tripRow } from './support/fleet';
import { addTruck, call, signInProvider, signInShipper } from './support/marketplace';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

const assign = (tripId: string, token: string, body: unknown) =>
  call<{ trip: TripDetails }>(t, 'POST', `/api/trips/${tripId}/assign`, { token, body });

/** A provider's confirmed trip with no driver or truck, and a driver and a truck to assign. */
async function unassignedTrip() {
  const provider = await signInProvider(t, 'Desert Line');
  const trip = await startedTrip(t, provider);
  const driver = await addDriver(t, provider.groupId, { name: 'Salem' });
  const truck = await addTruck(t, provider.groupId, { model: 'Actros' });
  return { provider, driver, truck, ...trip };
}

/** Runs `attempt`, expects the refusal, and that the trip's row did not change at all. */
async function expectRefused(
  tripId: string,
  attempt: () => ReturnType<typeof assign>,
  status: number,
  msg: string,
) {
  const before = await tripRow(t, tripId);
  t.clock.advance(60_000);
  const response = await attempt();
  expect(response.status).toBe(status);
  expect(response.body).toEqual({ success: false, msg });
  expect(await tripRow(t, tripId)).toEqual(before);
}

describe('POST /api/trips/:id/assign', () => {
  it('assigns a driver, then a truck, bumping version and updatedAt each time', async () => {
    const { provider, driver, truck, tripId } = await unassignedTrip();
    t.clock.advance(5 * 60_000);
    const withDriver = await assign(tripId, provider.token, {
      type: 'driver',
      driverId: driver.id,
    });
    expect(withDriver.status).toBe(200);
    expect(withDriver.body.success).toBe(true);
    expect(withDriver.body.msg).toBe('Driver assigned successfully');
    expect(withDriver.body.data?.trip).toMatchObject({
      _id: tripId,
      driverId: driver.id,
      truckId: null,
      driverDetails: { _id: driver.id, id: `DRV-${driver.number}`, name: 'Salem' },
      timestamp: { updatedAt: t.clock.now().toISOString() },
    });
    expect(await tripRow(t, tripId)).toMatchObject({
      driverId: driver.id,
      version: 2,
      updatedAt: t.clock.now(),
    });

    t.clock.advance(60_000);
    const withTruck = await assign(tripId, provider.token, { type: 'truck', truckId: truck.id });
    expect(withTruck.status).toBe(200);
    expect(withTruck.body.msg).toBe('Truck assigned successfully');
    expect(withTruck.body.data?.trip).toMatchObject({
      driverId: driver.id,
      truckId: truck.id,
      truckDetails: { _id: truck.id, model: 'Actros' },
    });
    expect(await tripRow(t, tripId)).toMatchObject({
      driverId: driver.id,
      truckId: truck.id,
      version: 3,
      updatedAt: t.clock.now(),
    });
  });

  it('reassigns the driver and the truck; assigning the same one again changes nothing', async () => {
    const { provider, driver, truck, tripId } = await unassignedTrip();
    await assign(tripId, provider.token, { type: 'driver', driverId: driver.id });
    await assign(tripId, provider.token, { type: 'truck', truckId: truck.id });
    const secondDriver = await addDriver(t, provider.groupId, { name: 'Hamad' });
    const secondTruck = await addTruck(t, provider.groupId);
    const reassigned = await assign(tripId, provider.token, {
      type: 'driver',
      driverId: secondDriver.id,
    });
    expect(reassigned.status).toBe(200);
    expect(reassigned.body.data?.trip.driverDetails?.name).toBe('Hamad');
    await assign(tripId, provider.token, { type: 'truck', truckId: secondTruck.id });
    const row = await tripRow(t, tripId);
    expect(row).toMatchObject({ driverId: secondDriver.id, truckId: secondTruck.id, version: 5 });

    t.clock.advance(60_000);
    const again = await assign(tripId, provider.token, {
      type: 'driver',
      driverId: secondDriver.id,
    });
    expect(again.status).toBe(200);
    expect(again.body.msg).toBe('Driver assigned successfully');
    expect(await tripRow(t, tripId)).toEqual(row);
  });

  it('calls the driver-link hook when a driver is replaced, not on the first assignment', async () => {
    const { provider, driver, tripId } = await unassignedTrip();
    const files = createFilesService({ db: t.db, clock: t.clock, storage: t.storage });
    const reassigned: string[] = [];
    const assignment = createTripAssignmentService({
      db: t.db,
      clock: t.clock,
      drivers: createDriversService({ db: t.db, clock: t.clock, files }),
      trucks: createTrucksService({ db: t.db, clock: t.clock, files }),
      onDriverReassigned: async (_tx, id) => {
        reassigned.push(id);
      },
    });
    await assignment.assign(provider.groupId, tripId, { type: 'driver', driverId: driver.id });
    expect(reassigned).toEqual([]);
    await assignment.assign(provider.groupId, tripId, { type: 'driver', driverId: driver.id });
    expect(reassigned).toEqual([]);
    const next = await addDriver(t, provider.groupId);
    await assignment.assign(provider.groupId, tripId, { type: 'driver', driverId: next.id });
    expect(reassigned).toEqual([tripId]);
  });

  it('refuses once the trip has started, leaving the row as it was', async () => {
    const { provider, driver, truck, tripId } = await unassignedTrip();
    for (const status of [
      'out_to_collect',
      'loaded',
      'out_to_unload',
      'completed',
      'cancelled',
    ] as const) {
      await setTripStatus(t, tripId, status);
      await expectRefused(
        tripId,
        () => assign(tripId, provider.token, { type: 'driver', driverId: driver.id }),
        409,
        'Driver and truck can only be assigned before the trip starts.',
      );
      await expectRefused(
        tripId,
        () => assign(tripId, provider.token, { type: 'truck', truckId: truck.id }),
        409,
        'Driver and truck can only be assigned before the trip starts.',
      );
    }
    await setTripStatus(t, tripId, 'pending');
    expect(
      (await assign(tripId, provider.token, { type: 'truck', truckId: truck.id })).status,
    ).toBe(200);
  });

  it('finds only the group’s own active drivers and trucks', async () => {
    const { provider, tripId } = await unassignedTrip();
    const rival = await signInProvider(t, 'Rival Haulage');
    const rivalDriver = await addDriver(t, rival.groupId);
    const rivalTruck = await addTruck(t, rival.groupId);
    const retiredDriver = await addDriver(t, provider.groupId, { status: 'inactive' });
    const retiredTruck = await addTruck(t, provider.groupId, { status: 'inactive' });
    const nobody = '00000000-0000-4000-8000-000000000000';
    for (const driverId of [rivalDriver.id, retiredDriver.id, nobody]) {
      await expectRefused(
        tripId,
        () => assign(tripId, provider.token, { type: 'driver', driverId }),
        404,
        'Driver not found',
      );
    }
    for (const truckId of [rivalTruck.id, retiredTruck.id, nobody]) {
      await expectRefused(
        tripId,
        () => assign(tripId, provider.token, { type: 'truck', truckId }),
        404,
        'Truck not found',
      );
    }
  });

  it('refuses a driver or truck on another of the group’s trips in progress', async () => {
    const { provider, driver, truck, tripId } = await unassignedTrip();
    const other = await startedTrip(t, provider);
    await t.db
      .update(trips)
      .set({ driverId: driver.id, truckId: truck.id })
      .where(eq(trips.id, other.tripId));
    // Another confirmed trip does not hold them: only one on the road does.
    expect(
      (await assign(tripId, provider.token, { type: 'driver', driverId: driver.id })).status,
    ).toBe(200);
    const fresh = await startedTrip(t, provider);
    for (const status of ['out_to_collect', 'loaded', 'out_to_unload'] as const) {
      await setTripStatus(t, other.tripId, status);
      await expectRefused(
        fresh.tripId,
        () => assign(fresh.tripId, provider.token, { type: 'driver', driverId: driver.id }),
        409,
        'This driver is on another trip in progress.',
      );
      await expectRefused(
        fresh.tripId,
        () => assign(fresh.tripId, provider.token, { type: 'truck', truckId: truck.id }),
        409,
        'This truck is on another trip in progress.',
      );
    }
    await setTripStatus(t, other.tripId, 'completed');
    expect(
      (await assign(fresh.tripId, provider.token, { type: 'truck', truckId: truck.id })).status,
    ).toBe(200);
  });

  it('is not found for another group’s trip, and for providers only', async () => {
    const { provider, shipper, driver, truck, tripId } = await unassignedTrip();
    const rival = await signInProvider(t, 'Rival Haulage');
    const rivalDriver = await addDriver(t, rival.groupId);
    await expectRefused(
      tripId,
      () => assign(tripId, rival.token, { type: 'driver', driverId: rivalDriver.id }),
      404,
      'Trip not found',
    );
    await expectRefused(
      tripId,
      () => assign(tripId, rival.token, { type: 'driver', driverId: driver.id }),
      404,
      'Trip not found',
    );
    await expectRefused(
      tripId,
      () => assign(tripId, shipper.token, { type: 'truck', truckId: truck.id }),
      403,
      'You do not have access to this.',
    );
    const unknown = await assign('00000000-0000-4000-8000-000000000000', provider.token, {
      type: 'driver',
      driverId: driver.id,
    });
    expect(unknown.status).toBe(404);
    expect((await assign(tripId, '', { type: 'truck', truckId: truck.id })).status).toBe(401);
    for (const body of [
      { type: 'driver', truckId: truck.id },
      { type: 'car', driverId: driver.id },
      { type: 'driver', driverId: 'DRV-1' },
      { type: 'truck', truckId: truck.id, driverId: driver.id },
    ]) {
      const before = await tripRow(t, tripId);
      expect((await assign(tripId, provider.token, body)).status, JSON.stringify(body)).toBe(400);
      expect(await tripRow(t, tripId)).toEqual(before);
    }
  });

  it('leaves a consistent row when assignments arrive together', async () => {
    const { provider, driver, truck, tripId } = await unassignedTrip();
    const secondDriver = await addDriver(t, provider.groupId);
    const responses = await Promise.all([
      assign(tripId, provider.token, { type: 'driver', driverId: driver.id }),
      assign(tripId, provider.token, { type: 'truck', truckId: truck.id }),
      assign(tripId, provider.token, { type: 'driver', driverId: secondDriver.id }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    const row = await tripRow(t, tripId);
    // Each request saw the one before it under the row lock: every change counted once.
    expect(row.version).toBe(4);
    expect(row.truckId).toBe(truck.id);
    expect([driver.id, secondDriver.id]).toContain(row.driverId);
    const read = await call<TripDetails>(t, 'GET', `/api/trips/getbyid/${tripId}`, {
      token: provider.token,
    });
    expect(read.body.data).toMatchObject({ driverId: row.driverId, truckId: truck.id });
  });
});

describe('the assigned driver on the shipper’s Load Details', () => {
  const loadDetails = (loadId: string, token: string) =>
    call<{ load: Load }>(t, 'GET', `/api/loads/${loadId}`, { token });

  it('shows the driver to the load’s shipper and the winning group, with stats from trips', async () => {
    const { provider, shipper, driver, loadId, tripId } = await unassignedTrip();
    expect((await loadDetails(loadId, shipper.token)).body.data?.load.driverDetails).toBeNull();
    await assign(tripId, provider.token, { type: 'driver', driverId: driver.id });

    // The driver's record: one trip completed, one cancelled, and this one under way.
    for (const status of ['completed', 'cancelled'] as const) {
      const earlier = await startedTrip(t, provider);
      await t.db
        .update(trips)
        .set({ driverId: driver.id, status })
        .where(eq(trips.id, earlier.tripId));
    }
    const expected = {
      name: 'Salem',
      isVerified: false,
      phone: driver.phone,
      countryCode: '+966',
      stats: { rating: null, ratingCount: 0, completionRate: 50, totalTrips: 1 },
      location: null,
    };
    const seen = await loadDetails(loadId, shipper.token);
    expect(seen.status).toBe(200);
    expect(seen.body.data?.load.driverDetails).toEqual(expected);
    expect((await loadDetails(loadId, provider.token)).body.data?.load.driverDetails).toEqual(
      expected,
    );

    // A document alone verifies nothing: the provider's check of the licence does (issue 19).
    await addDriverDocument(t, driver.id);
    expect((await loadDetails(loadId, shipper.token)).body.data?.load.driverDetails).toMatchObject({
      isVerified: false,
    });
  });

  it('shows it to nobody else', async () => {
    const { provider, driver, loadId, tripId } = await unassignedTrip();
    await assign(tripId, provider.token, { type: 'driver', driverId: driver.id });
    // A losing group's quote lets it open the load, but not see the trip or its driver.
    const loser = await signInProvider(t, 'Runner Up');
    const [load] = await t.db.select().from(loads).where(eq(loads.id, loadId));
    await t.db.insert(quotes).values({
      loadId,
      groupId: loser.groupId,
      providerUserId: loser._id,
      offer: 1400,
      loadCreatedAt: load!.createdAt,
      loadNumber: load!.number,
    });
    const seenByLoser = await loadDetails(loadId, loser.token);
    expect(seenByLoser.status).toBe(200);
    expect(seenByLoser.body.data?.load).toMatchObject({ tripId: null, driverDetails: null });
    expect((await loadDetails(loadId, (await signInProvider(t)).token)).status).toBe(404);
    expect((await loadDetails(loadId, (await signInShipper(t)).token)).status).toBe(404);
  });
});
