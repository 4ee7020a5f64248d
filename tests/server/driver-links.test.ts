import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DriverLink } from '../../src/contract/driver-links';
import { sha256 } from '../../server/lib/secrets';
import { driverLinks } from '../../server/modules/driver-links/driver-links.schema';
import { addDriver, setTripStatus, startedTrip } from './support/fleet';
import {
  assign,
  createLink,
  newDeviceKey,
  tripReadyForLink,
  tripWithLink,
  verifyDevice,
} from './support/driver-link';
import { addTruck, call, signInProvider, signInShipper } from './support/marketplace';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

const MESSAGES = {
  activeExists: 'This trip already has an active tracking link.',
  noDriver: 'No driver assigned to this trip',
  noTruck: 'No truck assigned to this trip',
};

const listLinks = (token: string) =>
  call<DriverLink[]>(t, 'GET', '/api/driver-links/provider', { token });
const tripLinks = (token: string, tripId: string) =>
  call<DriverLink[]>(t, 'GET', `/api/driver-links/trip/${tripId}`, { token });
const linkDetails = (token: string, linkId: string) =>
  call<{ link: DriverLink; charges: unknown[] }>(t, 'GET', `/api/driver-links/details/${linkId}`, {
    token,
  });
const deactivate = (token: string, linkId: string) =>
  call<{ link: DriverLink }>(t, 'PUT', `/api/driver-links/deactivate/${linkId}`, { token });

async function linkRow(linkId: string) {
  const [row] = await t.db.select().from(driverLinks).where(eq(driverLinks.id, linkId));
  if (!row) throw new Error('link not found');
  return row;
}

describe('POST /api/driver-links/create', () => {
  it('creates an unguessable link for the trip’s driver, not yet bound to a device', async () => {
    const { provider, tripId, tripNumber, driver } = await tripReadyForLink(t);
    const response = await createLink(t, provider.token, {
      tripId,
      driverId: driver.id,
      providerId: provider._id,
    });
    expect(response.status).toBe(200);
    expect(response.body.msg).toBe('Driver link created successfully');
    const link = response.body.data?.link;
    expect(link?._id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(response.body.data?.linkUrl).toBe(`/trip/${tripId}/details/${link?._id}`);
    expect(link).toEqual({
      _id: link?._id,
      id: expect.stringMatching(/^DL-\d+$/),
      isActive: true,
      linkUrl: `/trip/${tripId}/details/${link?._id}`,
      createdAt: t.clock.now().toISOString(),
      deviceHash: null,
      boundAt: null,
      otherVisitorAt: null,
      tripId: {
        _id: tripId,
        tripNumber,
        origin: { city: 'Riyadh', country: 'Saudi Arabia' },
        destination: { city: 'Dubai', country: 'United Arab Emirates' },
        status: 'confirmed',
        currency: 'SAR',
      },
      driverId: { _id: driver.id, name: 'Salem', phone: `+966${driver.phone}` },
    });
    expect(await linkRow(link?._id ?? '')).toMatchObject({
      driverId: driver.id,
      createdBy: provider._id,
      deviceKeyHash: null,
    });
  });

  it('needs a driver and a truck on the trip', async () => {
    const provider = await signInProvider(t, 'Desert Line');
    const noDriver = await startedTrip(t, provider, {
      truckId: (await addTruck(t, provider.groupId)).id,
    });
    expect(await createLink(t, provider.token, { tripId: noDriver.tripId })).toMatchObject({
      status: 400,
      body: { success: false, msg: MESSAGES.noDriver },
    });

    const noTruck = await startedTrip(t, provider);
    const driver = await addDriver(t, provider.groupId);
    await assign(t, provider.token, noTruck.tripId, driver.id);
    expect(await createLink(t, provider.token, { tripId: noTruck.tripId })).toMatchObject({
      status: 400,
      body: { success: false, msg: MESSAGES.noTruck },
    });
  });

  it('allows one active link per trip, and a new one once it is deactivated', async () => {
    const { provider, tripId } = await tripReadyForLink(t);
    const first = await createLink(t, provider.token, { tripId });
    const second = await createLink(t, provider.token, { tripId });
    expect(second).toMatchObject({ status: 409, body: { msg: MESSAGES.activeExists } });

    await deactivate(provider.token, first.body.data?.link._id ?? '');
    const third = await createLink(t, provider.token, { tripId });
    expect(third.status).toBe(200);
    expect(third.body.data?.link._id).not.toBe(first.body.data?.link._id);
  });

  it('lets only one of two simultaneous creations through', async () => {
    const { provider, tripId } = await tripReadyForLink(t);
    const answers = await Promise.all([
      createLink(t, provider.token, { tripId }),
      createLink(t, provider.token, { tripId }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const rows = await t.db.select().from(driverLinks).where(eq(driverLinks.tripId, tripId));
    expect(rows).toHaveLength(1);
  });

  it('refuses a trip that has ended, and a driver who is no longer the trip’s', async () => {
    const { provider, tripId } = await tripReadyForLink(t);
    const otherDriver = await addDriver(t, provider.groupId);
    expect(await createLink(t, provider.token, { tripId, driverId: otherDriver.id })).toMatchObject(
      {
        status: 409,
        body: { msg: 'This driver is no longer assigned to this trip. Refresh and try again.' },
      },
    );
    for (const status of ['completed', 'cancelled'] as const) {
      await setTripStatus(t, tripId, status);
      expect(await createLink(t, provider.token, { tripId })).toMatchObject({
        status: 409,
        body: { msg: 'This trip has ended; it cannot get a new tracking link.' },
      });
    }
  });
});

describe('listing, details and deactivation', () => {
  it('lists the group’s links newest first and a trip’s own links', async () => {
    const provider = await signInProvider(t, 'Desert Line');
    const first = await tripReadyForLink(t, { provider });
    const firstLink = await createLink(t, provider.token, { tripId: first.tripId });
    t.clock.advance(60_000);
    const second = await tripReadyForLink(t, { provider });
    const secondLink = await createLink(t, provider.token, { tripId: second.tripId });
    await deactivate(provider.token, firstLink.body.data?.link._id ?? '');

    const all = await listLinks(provider.token);
    expect(all.status).toBe(200);
    expect(all.body.data?.map((link) => [link._id, link.isActive])).toEqual([
      [secondLink.body.data?.link._id, true],
      [firstLink.body.data?.link._id, false],
    ]);
    const ofTrip = await tripLinks(provider.token, first.tripId);
    expect(ofTrip.body.data?.map((link) => link._id)).toEqual([firstLink.body.data?.link._id]);
  });

  it('shows the provider a link with the trip’s charges', async () => {
    const { provider, tripId } = await tripReadyForLink(t);
    const created = await createLink(t, provider.token, { tripId });
    const link = created.body.data?.link;
    const details = await linkDetails(provider.token, link?._id ?? '');
    expect(details.status).toBe(200);
    expect(details.body.data).toEqual({ link, charges: [], deliveryProof: null });
  });

  it('marks a bound link without ever showing the device key or its hash', async () => {
    const { provider, linkId, deviceKey } = await tripWithLink(t);
    const details = await linkDetails(provider.token, linkId);
    expect(details.body.data?.link).toMatchObject({
      deviceHash: 'bound',
      boundAt: t.clock.now().toISOString(),
    });
    const everything = JSON.stringify([details.body, (await listLinks(provider.token)).body]);
    expect(everything).not.toContain(deviceKey);
    expect(everything).not.toContain(sha256(deviceKey));
  });

  it('deactivates a link one way; deactivating it again changes nothing', async () => {
    const { provider, tripId } = await tripReadyForLink(t);
    const linkId = (await createLink(t, provider.token, { tripId })).body.data?.link._id ?? '';
    const response = await deactivate(provider.token, linkId);
    expect(response.status).toBe(200);
    expect(response.body.msg).toBe('Driver link deactivated');
    expect(response.body.data?.link.isActive).toBe(false);
    const row = await linkRow(linkId);
    expect(row.deactivatedAt).toEqual(t.clock.now());

    t.clock.advance(60_000);
    const again = await deactivate(provider.token, linkId);
    expect(again.status).toBe(200);
    expect(again.body.data?.link.isActive).toBe(false);
    expect(await linkRow(linkId)).toEqual(row);
  });

  it('deactivates the trip’s active link when its driver is replaced', async () => {
    const { provider, tripId, linkId, deviceKey } = await tripWithLink(t);
    const newDriver = await addDriver(t, provider.groupId, { name: 'Hamad' });
    expect((await assign(t, provider.token, tripId, newDriver.id)).status).toBe(200);
    expect(await linkRow(linkId)).toMatchObject({ isActive: false, deactivatedAt: t.clock.now() });

    // The old phone still opens its link, which now says it is inactive.
    const verified = await verifyDevice(t, linkId, { tripId, deviceKey });
    expect(verified.body.data).toEqual({ verified: true, isActive: false });
    const next = await createLink(t, provider.token, { tripId });
    expect(next.status).toBe(200);
    expect(next.body.data?.link.driverId).toMatchObject({ _id: newDriver.id, name: 'Hamad' });
  });
});

describe('another group', () => {
  it('cannot list, read, deactivate or create links of our trips', async () => {
    const { provider, tripId, linkId } = await tripWithLink(t);
    const other = await signInProvider(t, 'Falcon Freight');
    const notOurs = { success: false, msg: 'Invalid link' };

    expect((await listLinks(other.token)).body.data).toEqual([]);
    expect(await tripLinks(other.token, tripId)).toMatchObject({
      status: 404,
      body: { success: false, msg: 'Trip not found' },
    });
    expect(await linkDetails(other.token, linkId)).toMatchObject({ status: 404, body: notOurs });
    expect(await deactivate(other.token, linkId)).toMatchObject({ status: 404, body: notOurs });
    expect((await linkRow(linkId)).isActive).toBe(true);

    await deactivate(provider.token, linkId);
    expect(await createLink(t, other.token, { tripId })).toMatchObject({
      status: 404,
      body: { success: false, msg: 'Trip not found' },
    });
    expect(
      (await t.db.select().from(driverLinks).where(eq(driverLinks.tripId, tripId))).length,
    ).toBe(1);
  });

  it('refuses shippers and callers without a session', async () => {
    const { tripId, linkId } = await tripWithLink(t);
    const shipper = await signInShipper(t);
    expect((await listLinks(shipper.token)).status).toBe(403);
    expect((await createLink(t, shipper.token, { tripId })).status).toBe(403);
    expect((await linkDetails(shipper.token, linkId)).status).toBe(403);
    expect((await call(t, 'GET', '/api/driver-links/provider')).status).toBe(401);
    expect((await deactivate('', linkId)).status).toBe(401);
    expect((await linkRow(linkId)).isActive).toBe(true);
  });

  it('answers an id that cannot exist as not found', async () => {
    const provider = await signInProvider(t, 'Desert Line');
    expect(await linkDetails(provider.token, 'not-a-link')).toMatchObject({
      status: 404,
      body: { msg: 'Invalid link' },
    });
    expect(await linkDetails(provider.token, newDeviceKey().slice(0, 22))).toMatchObject({
      status: 404,
      body: { msg: 'Invalid link' },
    });
  });
});
