import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCharge, decideCharge } from './support/charges';
import { addDriver } from './support/fleet';
import {
  assign,
  newDeviceKey,
  reportPosition,
  tripReadyForLink,
  tripWithLink,
  updateStatus,
  verifyDevice,
} from './support/driver-link';
import { addTruck, call, loadRow, signInProvider, signInShipper } from './support/marketplace';
import {
  allNotificationRows,
  inboxOf,
  joinGroup,
  kindsOf,
  liveEventsOf,
  notesOfKind,
} from './support/notification-inbox';
import { createTestApp, type TestApp } from './support/test-app';
import { deliverWithProof } from './support/delivery-proof';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

/** Bystanders who must hear nothing: another shipper and another carrier. */
async function bystanders() {
  return { shipper: await signInShipper(t), provider: await signInProvider(t, 'Onlooker Freight') };
}

async function expectNothingFor(people: Awaited<ReturnType<typeof bystanders>>) {
  expect(await inboxOf(t, people.shipper.token)).toEqual([]);
  expect(await inboxOf(t, people.provider.token)).toEqual([]);
  expect(await liveEventsOf(t, people.shipper._id)).toEqual([]);
  expect(await liveEventsOf(t, people.provider._id)).toEqual([]);
}

/** The load reference and the words every trip notice uses for it. */
async function namesOf(loadId: string, tripNumber: string) {
  const load = await loadRow(t, loadId);
  return {
    ref: {
      _id: loadId,
      id: `LD-${load.number}`,
      source: { city: 'Riyadh', country: 'Saudi Arabia' },
      destination: { city: 'Dubai', country: 'United Arab Emirates' },
    },
    trip: `trip ${tripNumber} for LD-${load.number}`,
  };
}

const kindsIn = (token: string, kind: string) => notesOfKind(t, token, kind);

describe('notifications about a trip being set up', () => {
  it('tells the shipper the trip started and who drives it, and refreshes both parties', async () => {
    const others = await bystanders();
    const trip = await tripReadyForLink(t);
    const names = await namesOf(trip.loadId, trip.tripNumber);

    expect(await kindsOf(t, trip.shipper.token)).toEqual([
      'driver_assigned',
      'quote_received',
      'trip_started',
    ]);
    const [started] = await kindsIn(trip.shipper.token, 'trip_started');
    const [assigned] = await kindsIn(trip.shipper.token, 'driver_assigned');
    expect(started).toMatchObject({
      title: 'Trip started',
      description: `The carrier started ${names.trip} at SAR 1,500.00. A driver and a truck will be assigned next.`,
      loadId: names.ref,
      tripId: trip.tripId,
    });
    expect(assigned).toMatchObject({
      title: 'Driver assigned',
      description: `Salem will drive ${names.trip}.`,
      loadId: names.ref,
      tripId: trip.tripId,
    });
    // The carrier made these changes itself: its screens refresh, its inbox stays quiet.
    expect(await inboxOf(t, trip.provider.token)).toEqual([]);
    const tripEvent = { type: 'trip', tripId: trip.tripId, loadId: trip.loadId };
    expect(await liveEventsOf(t, trip.provider._id)).toContainEqual(tripEvent);
    expect(await liveEventsOf(t, trip.shipper._id)).toContainEqual(tripEvent);
    await expectNothingFor(others);
  });

  it('tells the shipper of a new truck, and not of assigning who is already assigned', async () => {
    const trip = await tripReadyForLink(t);
    const names = await namesOf(trip.loadId, trip.tripNumber);
    const truck = await addTruck(t, trip.provider.groupId, {
      model: 'Actros',
      type: '13.6M',
      licensePlate: 'RUH 77',
    });
    const response = await call(t, 'POST', `/api/trips/${trip.tripId}/assign`, {
      token: trip.provider.token,
      body: { type: 'truck', truckId: truck.id },
    });
    expect(response.status).toBe(200);
    const [latest] = await kindsIn(trip.shipper.token, 'truck_assigned');
    expect(latest).toMatchObject({
      title: 'Truck assigned',
      description: `A 13.6M truck (Actros) is assigned to ${names.trip}.`,
      tripId: trip.tripId,
    });

    expect((await assign(t, trip.provider.token, trip.tripId, trip.driver.id)).status).toBe(200);
    expect(await kindsOf(t, trip.shipper.token)).toEqual([
      'driver_assigned',
      'quote_received',
      'trip_started',
      'truck_assigned',
    ]);

    const next = await addDriver(t, trip.provider.groupId, { name: 'Yousef' });
    t.clock.advance(60_000);
    expect((await assign(t, trip.provider.token, trip.tripId, next.id)).status).toBe(200);
    const [reassigned] = await kindsIn(trip.shipper.token, 'driver_assigned');
    expect(reassigned?.description).toBe(`Yousef will drive ${names.trip}.`);
  });
});

describe('notifications from the driver link', () => {
  it('tells every user of the carrier once when the driver first opens the link', async () => {
    const provider = await signInProvider(t, 'Desert Line');
    const colleague = await signInProvider(t, 'Desert Line colleague');
    await joinGroup(t, provider.groupId, [colleague._id]);
    const others = await bystanders();
    const link = await tripWithLink(t, { provider });
    const names = await namesOf(link.loadId, link.tripNumber);

    for (const user of [provider, colleague]) {
      const opened = await kindsIn(user.token, 'driver_opened_link');
      expect(opened).toHaveLength(1);
      expect(opened[0]).toMatchObject({
        title: 'Driver opened the link',
        description: `Salem opened the tracking link of ${names.trip}. It now works on that phone only.`,
        loadId: names.ref,
        tripId: link.tripId,
      });
    }
    // The same phone again, then another phone: neither is a first opening.
    const again = await verifyDevice(t, link.linkId, {
      tripId: link.tripId,
      deviceKey: link.deviceKey,
    });
    expect(again.status).toBe(200);
    const stranger = await verifyDevice(t, link.linkId, {
      tripId: link.tripId,
      deviceKey: newDeviceKey(),
    });
    expect(stranger.status).toBe(403);
    expect(await kindsIn(provider.token, 'driver_opened_link')).toHaveLength(1);
    expect(await kindsIn(link.shipper.token, 'driver_opened_link')).toEqual([]);
    await expectNothingFor(others);
  });

  it('tells the shipper and the carrier of every status change the driver makes', async () => {
    const others = await bystanders();
    const link = await tripWithLink(t);
    const names = await namesOf(link.loadId, link.tripNumber);

    t.clock.advance(60_000);
    expect((await updateStatus(t, link, { status: 'out_to_collect' })).status).toBe(200);
    const [toShipper] = await inboxOf(t, link.shipper.token);
    expect(toShipper).toMatchObject({
      kind: 'trip_status_changed',
      title: 'Trip status: Out to Collect',
      description: `T${names.trip.slice(1)}: The truck is on its way to the pickup location.`,
      loadId: names.ref,
      tripId: link.tripId,
    });
    const [toCarrier] = await inboxOf(t, link.provider.token);
    expect(toCarrier).toMatchObject({
      kind: 'driver_status_changed',
      title: 'Driver update: Out to Collect',
      description: `Salem marked ${names.trip} as Out to Collect.`,
      loadId: names.ref,
      tripId: link.tripId,
    });

    t.clock.advance(60_000);
    await deliverWithProof(t, link);
    expect((await updateStatus(t, link, { status: 'completed' })).status).toBe(200);
    expect((await inboxOf(t, link.shipper.token))[0]).toMatchObject({
      title: 'Trip status: Completed',
      description: `T${names.trip.slice(1)}: The load has been delivered.`,
    });
    expect(await kindsIn(link.shipper.token, 'trip_status_changed')).toHaveLength(2);
    expect(await kindsIn(link.provider.token, 'driver_status_changed')).toHaveLength(2);
    const tripEvent = { type: 'trip', tripId: link.tripId, loadId: link.loadId };
    const shipperTripEvents = (await liveEventsOf(t, link.shipper._id)).filter(
      (event) => event.type === 'trip',
    );
    expect(shipperTripEvents.slice(-2)).toEqual([tripEvent, tripEvent]);
    await expectNothingFor(others);
  });

  it('writes no notification for a refused status change', async () => {
    const link = await tripWithLink(t);
    expect((await updateStatus(t, link, { status: 'loaded' })).status).toBe(200);
    const before = await allNotificationRows(t);
    const backwards = await updateStatus(t, link, { status: 'out_to_collect' });
    expect(backwards.status).toBe(409);
    const wrongPhone = await updateStatus(
      t,
      { ...link, deviceKey: newDeviceKey() },
      {
        status: 'out_to_unload',
      },
    );
    expect(wrongPhone.status).toBe(403);
    expect(await allNotificationRows(t)).toEqual(before);
  });
});

describe('notifications about charges', () => {
  it("asks the carrier to decide a driver's charge, and tells the shipper what was approved", async () => {
    const others = await bystanders();
    const link = await tripWithLink(t);
    const names = await namesOf(link.loadId, link.tripNumber);

    const added = await addCharge(t, link);
    expect(added.status).toBe(200);
    const [waiting] = await kindsIn(link.provider.token, 'charge_submitted');
    expect(waiting).toMatchObject({
      title: 'Charge waiting for approval',
      description: `Salem added a charge of SAR 45.50 for "Border toll" on ${names.trip}. Approve or reject it in Trip Details.`,
      loadId: names.ref,
      tripId: link.tripId,
    });
    // The shipper sees only approved charges, so a pending one is not its news.
    expect(await kindsIn(link.shipper.token, 'charge_submitted')).toEqual([]);

    const chargeId = added.body.data?.charge._id ?? '';
    const approved = await decideCharge(t, link.provider.token, chargeId, { decision: 'approve' });
    expect(approved.status).toBe(200);
    expect((await kindsIn(link.shipper.token, 'charge_approved'))[0]).toMatchObject({
      title: 'Charge approved',
      description: `A charge of SAR 45.50 for "Border toll" on ${names.trip} was approved.`,
      loadId: names.ref,
      tripId: link.tripId,
    });

    t.clock.advance(60_000);
    const second = await addCharge(t, link, { fields: { reason: 'Waiting time', amount: '80' } });
    const adjusted = await decideCharge(
      t,
      link.provider.token,
      second.body.data?.charge._id ?? '',
      {
        decision: 'approve',
        approvedAmount: 60,
      },
    );
    expect(adjusted.status).toBe(200);
    expect((await kindsIn(link.shipper.token, 'charge_approved'))[0]?.description).toBe(
      `A charge for "Waiting time" on ${names.trip} was approved at SAR 60.00 (the driver claimed SAR 80.00).`,
    );
    expect(await kindsIn(link.provider.token, 'charge_submitted')).toHaveLength(2);
    await expectNothingFor(others);
  });

  it('tells the shipper nothing of a rejected charge, and nothing when a decision is refused', async () => {
    const link = await tripWithLink(t);
    const added = await addCharge(t, link);
    const chargeId = added.body.data?.charge._id ?? '';
    const eventsBefore = (await liveEventsOf(t, link.shipper._id)).length;

    expect(
      (await decideCharge(t, link.provider.token, chargeId, { decision: 'reject' })).status,
    ).toBe(200);
    expect(await kindsIn(link.shipper.token, 'charge_approved')).toEqual([]);
    // Its screens still refresh: the trip's charges changed.
    expect((await liveEventsOf(t, link.shipper._id)).slice(eventsBefore)).toEqual([
      { type: 'trip', tripId: link.tripId, loadId: link.loadId },
    ]);

    const before = await allNotificationRows(t);
    const late = await decideCharge(t, link.provider.token, chargeId, { decision: 'approve' });
    expect(late.status).toBe(409);
    const stranger = await signInProvider(t, 'Stranger Cargo');
    const foreign = await decideCharge(t, stranger.token, chargeId, { decision: 'approve' });
    expect(foreign.status).toBe(404);
    expect(await allNotificationRows(t)).toEqual(before);
  });
});

describe('live positions', () => {
  it("announces a position to both parties only when it becomes the truck's newest", async () => {
    const others = await bystanders();
    const link = await tripWithLink(t);
    const positionEvents = async (userId: string) =>
      (await liveEventsOf(t, userId)).filter((event) => event.type === 'position');
    const at = (minutesAgo: number) =>
      new Date(t.clock.now().getTime() - minutesAgo * 60_000).toISOString();

    const fresh = await reportPosition(t, link, { coordinates: [46.7, 24.7], recordedAt: at(1) });
    expect(fresh.status).toBe(200);
    const expected = { type: 'position', tripId: link.tripId, loadId: link.loadId };
    expect(await positionEvents(link.shipper._id)).toEqual([expected]);
    expect(await positionEvents(link.provider._id)).toEqual([expected]);

    // A fix the outbox delivers late moves nobody's map.
    const late = await reportPosition(t, link, { coordinates: [46.6, 24.6], recordedAt: at(5) });
    expect(late.status).toBe(200);
    expect(await positionEvents(link.shipper._id)).toHaveLength(1);

    const newer = await reportPosition(t, link, { coordinates: [46.8, 24.8], recordedAt: at(0) });
    expect(newer.status).toBe(200);
    expect(await positionEvents(link.shipper._id)).toHaveLength(2);
    expect(await positionEvents(link.provider._id)).toHaveLength(2);
    // Positions are no notifications.
    expect(await inboxOf(t, link.shipper.token)).not.toContainEqual(
      expect.objectContaining({ kind: 'position' }),
    );
    await expectNothingFor(others);
  });
});
