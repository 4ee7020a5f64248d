import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DriverLink, LinkTripView } from '../../src/contract/driver-links';
import type { TripDetails } from '../../src/contract/trips';
import { sha256 } from '../../server/lib/secrets';
import { driverLinks } from '../../server/modules/driver-links/driver-links.schema';
import { addDriver, setTripStatus } from './support/fleet';
import {
  assign,
  createLink,
  linkCall,
  newDeviceKey,
  reportPosition,
  tripReadyForLink,
  tripWithLink,
  updateStatus,
  verifyDevice,
} from './support/driver-link';
import { call } from './support/marketplace';
import { newVisitorId } from './support/visitor-draft-key';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

const ACCESS_DENIED = { success: false, msg: 'Access denied' };
const INVALID_LINK = { success: false, msg: 'Invalid link' };

async function linkRow(linkId: string) {
  const [row] = await t.db.select().from(driverLinks).where(eq(driverLinks.id, linkId));
  if (!row) throw new Error('link not found');
  return row;
}

/** A trip with a fresh, unbound link. */
async function unboundLink() {
  const trip = await tripReadyForLink(t);
  const created = await createLink(t, trip.provider.token, { tripId: trip.tripId });
  return { ...trip, linkId: created.body.data?.link._id ?? '' };
}

const linkDetails = (linkId: string, deviceKey?: string) =>
  linkCall<{ link: DriverLink; charges: unknown[] }>(
    t,
    'GET',
    `/api/driver-links/details/${linkId}`,
    { deviceKey },
  );

const tripView = (tripId: string, headers: { linkId?: string; deviceKey?: string }) =>
  linkCall<LinkTripView>(t, 'GET', `/api/trips/getbyid/${tripId}`, headers);

describe('POST /api/driver-links/verify-device/:id', () => {
  it('binds the first device key; the same key is welcome again, any other refused', async () => {
    const { tripId, linkId } = await unboundLink();
    const deviceKey = newDeviceKey();
    const first = await verifyDevice(t, linkId, {
      tripId,
      deviceKey,
      deviceFingerprint: 'fp-1',
      deviceInfo: { platform: 'iPhone', language: 'ar-SA', cpuCores: 6 },
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ verified: true, isActive: true });
    const bound = await linkRow(linkId);
    expect(bound).toMatchObject({
      deviceKeyHash: sha256(deviceKey),
      deviceFingerprint: 'fp-1',
      deviceInfo: { platform: 'iPhone', language: 'ar-SA', cpuCores: 6 },
      boundAt: t.clock.now(),
    });

    t.clock.advance(60_000);
    expect((await verifyDevice(t, linkId, { tripId, deviceKey })).status).toBe(200);
    const stranger = await verifyDevice(t, linkId, { tripId, deviceKey: newDeviceKey() });
    expect(stranger).toMatchObject({ status: 403, body: ACCESS_DENIED });
    expect(await linkRow(linkId)).toEqual(bound);
  });

  it('records the visitor id beside the key: another one is kept for the provider, never refused', async () => {
    const { provider, tripId, linkId } = await unboundLink();
    const deviceKey = newDeviceKey();
    const [bindingVisitor, otherVisitor] = [newVisitorId(), newVisitorId()];
    const bind = await verifyDevice(t, linkId, { tripId, deviceKey, visitorId: bindingVisitor });
    expect(bind.status).toBe(200);
    expect(await linkRow(linkId)).toMatchObject({
      visitorId: bindingVisitor,
      otherVisitorId: null,
      otherVisitorAt: null,
    });
    const providerSees = async () =>
      (
        await linkCall<DriverLink[]>(t, 'GET', `/api/driver-links/trip/${tripId}`, {
          token: provider.token,
        })
      ).body.data?.[0]?.otherVisitorAt;
    expect(await providerSees()).toBeNull();

    // The same visitor again, or none (the library was late): nothing to record.
    expect(
      (await verifyDevice(t, linkId, { tripId, deviceKey, visitorId: bindingVisitor })).status,
    ).toBe(200);
    expect((await verifyDevice(t, linkId, { tripId, deviceKey })).status).toBe(200);
    expect((await linkRow(linkId)).otherVisitorAt).toBeNull();

    t.clock.advance(60_000);
    const moved = await verifyDevice(t, linkId, { tripId, deviceKey, visitorId: otherVisitor });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toEqual({ verified: true, isActive: true });
    expect(await linkRow(linkId)).toMatchObject({
      visitorId: bindingVisitor,
      otherVisitorId: otherVisitor,
      otherVisitorAt: t.clock.now(),
    });
    expect(await providerSees()).toBe(t.clock.now().toISOString());

    // A stranger's visitor id is never recorded: the key is checked first.
    const stranger = await verifyDevice(t, linkId, {
      tripId,
      deviceKey: newDeviceKey(),
      visitorId: newVisitorId(),
    });
    expect(stranger.status).toBe(403);
    expect((await linkRow(linkId)).otherVisitorId).toBe(otherVisitor);
  });

  it('refuses a visitor id that is not FingerprintJS’s form', async () => {
    const { tripId, linkId } = await unboundLink();
    for (const visitorId of ['not-a-visitor-id', 'A'.repeat(32), 'a'.repeat(64)]) {
      const response = await verifyDevice(t, linkId, {
        tripId,
        deviceKey: newDeviceKey(),
        visitorId,
      });
      expect(response.status).toBe(400);
    }
    expect((await linkRow(linkId)).deviceKeyHash).toBeNull();
  });

  it('binds exactly one of two devices racing for a new link', async () => {
    const { tripId, linkId } = await unboundLink();
    const keys = [newDeviceKey(), newDeviceKey()];
    const answers = await Promise.all(
      keys.map((deviceKey) => verifyDevice(t, linkId, { tripId, deviceKey })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
    const winner = keys[answers.findIndex((answer) => answer.status === 200)] ?? '';
    expect((await linkRow(linkId)).deviceKeyHash).toBe(sha256(winner));
  });

  it('refuses a link of another trip and a link that does not exist', async () => {
    const { linkId } = await unboundLink();
    const other = await tripReadyForLink(t);
    const deviceKey = newDeviceKey();
    expect(await verifyDevice(t, linkId, { tripId: other.tripId, deviceKey })).toMatchObject({
      status: 404,
      body: INVALID_LINK,
    });
    expect(
      await verifyDevice(t, newDeviceKey().slice(0, 22), { tripId: other.tripId, deviceKey }),
    ).toMatchObject({ status: 404, body: INVALID_LINK });
    expect((await linkRow(linkId)).deviceKeyHash).toBeNull();
  });

  it('lets a deactivated link answer its own device but never bind a new one', async () => {
    const bound = await tripWithLink(t);
    const unbound = await unboundLink();
    for (const { provider, linkId } of [bound, unbound]) {
      await call(t, 'PUT', `/api/driver-links/deactivate/${linkId}`, { token: provider.token });
    }
    expect(
      await verifyDevice(t, bound.linkId, { tripId: bound.tripId, deviceKey: bound.deviceKey }),
    ).toMatchObject({ status: 200, body: { data: { verified: true, isActive: false } } });
    expect(
      await verifyDevice(t, unbound.linkId, { tripId: unbound.tripId, deviceKey: newDeviceKey() }),
    ).toMatchObject({ status: 403, body: ACCESS_DENIED });
    expect((await linkRow(unbound.linkId)).deviceKeyHash).toBeNull();
  });

  it('needs a well-formed device key', async () => {
    const { tripId, linkId } = await unboundLink();
    const missing = await linkCall(t, 'POST', `/api/driver-links/verify-device/${linkId}`, {
      body: { tripId, deviceInfo: {} },
    });
    expect(missing.status).toBe(400);
    const short = await linkCall(t, 'POST', `/api/driver-links/verify-device/${linkId}`, {
      body: { tripId, deviceKey: 'short' },
    });
    expect(short).toMatchObject({ status: 400, body: { msg: 'deviceKey: Access denied' } });
    expect((await linkRow(linkId)).deviceKeyHash).toBeNull();
  });

  it('limits checks from one address', async () => {
    const { tripId, linkId } = await unboundLink();
    const deviceKey = newDeviceKey();
    const check = () =>
      linkCall(t, 'POST', `/api/driver-links/verify-device/${linkId}`, {
        body: { tripId, deviceKey },
        ip: '10.99.0.1',
      });
    for (let attempt = 0; attempt < 30; attempt += 1) expect((await check()).status).toBe(200);
    expect(await check()).toMatchObject({
      status: 429,
      body: {
        success: false,
        msg: 'Too many link checks from this network. Please wait a minute.',
      },
    });
  });
});

describe('link-scoped calls need the bound device key', () => {
  it('refuses a missing or another key on every link-scoped route', async () => {
    const link = await tripWithLink(t);
    const { tripId, linkId } = link;
    for (const deviceKey of [undefined, newDeviceKey()]) {
      expect(await linkDetails(linkId, deviceKey)).toMatchObject({
        status: 403,
        body: ACCESS_DENIED,
      });
      expect(await tripView(tripId, { linkId, deviceKey })).toMatchObject({
        status: 403,
        body: ACCESS_DENIED,
      });
      const stranger = { tripId, linkId, deviceKey: deviceKey ?? '' };
      expect(await updateStatus(t, stranger, { status: 'loaded' })).toMatchObject({
        status: 403,
        body: ACCESS_DENIED,
      });
      expect(
        await reportPosition(t, stranger, {
          coordinates: [46.7, 24.7],
          recordedAt: t.clock.now().toISOString(),
        }),
      ).toMatchObject({ status: 403, body: ACCESS_DENIED });
    }
    const without = await linkCall(t, 'PUT', `/api/trips/update/status/${tripId}`, {
      body: { status: 'loaded' },
      linkId,
    });
    expect(without).toMatchObject({ status: 403, body: ACCESS_DENIED });
  });

  it('shows the bound device its link and charges, even once deactivated', async () => {
    const { provider, linkId, deviceKey } = await tripWithLink(t);
    const details = await linkDetails(linkId, deviceKey);
    expect(details.status).toBe(200);
    expect(details.body.data).toMatchObject({
      link: { _id: linkId, isActive: true, deviceHash: 'bound' },
      charges: [],
    });
    await call(t, 'PUT', `/api/driver-links/deactivate/${linkId}`, { token: provider.token });
    expect((await linkDetails(linkId, deviceKey)).body.data?.link.isActive).toBe(false);
  });
});

describe('GET /api/trips/getbyid/:id through a driver link', () => {
  const noStopDetails = {
    address: null,
    contactPerson: null,
    contactNumber: null,
    coordinates: null,
  };

  it('answers the link trip view to the bound device', async () => {
    const { tripId, tripNumber, linkId, deviceKey, driver, provider, truck } =
      await tripWithLink(t);
    const response = await tripView(tripId, { linkId, deviceKey });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      _id: tripId,
      tripNumber,
      status: 'confirmed',
      isActive: true,
      currency: 'SAR',
      createdAt: expect.any(String),
      loadDetails: {
        source: { city: 'Riyadh', country: 'Saudi Arabia', ...noStopDetails },
        destination: { city: 'Dubai', country: 'United Arab Emirates', ...noStopDetails },
        material: 'Cement bags',
        weight: { value: 12, unit: 'ton' },
        weightKg: 12_000,
        scheduledDate: '2026-11-25T06:00:00.000Z',
      },
      driverDetails: {
        name: 'Salem',
        licenseNo: driver.licenseNo,
        phone: `+966${driver.phone}`,
      },
      truckDetails: { model: 'Volvo FH', type: '12M', licensePlate: truck.licensePlate },
      truckGroup: { name: 'Desert Line' },
      // The trip's total, as the shipper and the provider see it (issue 18).
      price: { basePrice: 1500, approvedCharges: 0, total: 1500 },
      // No proof of delivery yet, and none of its photos asked for (issue 21).
      deliveryProof: null,
      proofSettings: { photosRequired: false },
    });

    // The provider's own token still reads the whole trip.
    const whole = await call<TripDetails>(t, 'GET', `/api/trips/getbyid/${tripId}`, {
      token: provider.token,
    });
    expect(whole.body.data).toMatchObject({ _id: tripId, quoteId: expect.any(String) });
  });

  it('gives the driver the stops’ address, contact and point, until the trip is cancelled', async () => {
    const link = await tripWithLink(t);
    const pickup = {
      address: 'Gate 4, Second Industrial City',
      contactPerson: 'Faisal',
      contactNumber: '+966512345678',
      coordinates: [46.8463, 24.6172],
    };
    const saved = await call(t, 'PUT', `/api/loads/${link.loadId}/location`, {
      token: link.shipper.token,
      body: { type: 'source', ...pickup },
    });
    expect(saved.status).toBe(200);
    const view = async () =>
      (await tripView(link.tripId, { linkId: link.linkId, deviceKey: link.deviceKey })).body.data
        ?.loadDetails;
    expect(await view()).toMatchObject({
      source: { city: 'Riyadh', country: 'Saudi Arabia', ...pickup },
      destination: { city: 'Dubai', ...noStopDetails },
    });
    await setTripStatus(t, link.tripId, 'cancelled');
    expect((await view())?.source).toEqual({
      city: 'Riyadh',
      country: 'Saudi Arabia',
      ...noStopDetails,
    });
  });

  it('refuses the trip to a new device until its check binds the link: the page asks again then', async () => {
    const { tripId, linkId } = await unboundLink();
    const deviceKey = newDeviceKey();
    // The driver's page asks for the trip beside the device check: first, before the binding.
    expect(await tripView(tripId, { linkId, deviceKey })).toMatchObject({
      status: 403,
      body: ACCESS_DENIED,
    });
    expect((await linkRow(linkId)).deviceKeyHash).toBeNull();
    expect((await verifyDevice(t, linkId, { tripId, deviceKey })).status).toBe(200);
    const again = await tripView(tripId, { linkId, deviceKey });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ _id: tripId, isActive: true });
  });

  it('answers the trip with the check when asked, so a first visit needs one request', async () => {
    const { tripId, linkId } = await unboundLink();
    const deviceKey = newDeviceKey();
    const first = await verifyDevice(t, linkId, { tripId, deviceKey, includeTrip: true });
    expect(first.status).toBe(200);
    const view = await tripView(tripId, { linkId, deviceKey });
    expect(first.body.data).toEqual({ verified: true, isActive: true, trip: view.body.data });
    // Without asking, the answer is as before; another device gets no trip, only the refusal.
    expect((await verifyDevice(t, linkId, { tripId, deviceKey })).body.data).toEqual({
      verified: true,
      isActive: true,
    });
    const stranger = await verifyDevice(t, linkId, {
      tripId,
      deviceKey: newDeviceKey(),
      includeTrip: true,
    });
    expect(stranger).toMatchObject({ status: 403, body: ACCESS_DENIED });
  });

  it('takes a visitor id sent after the binding as the binding’s own', async () => {
    const { tripId, linkId } = await unboundLink();
    const deviceKey = newDeviceKey();
    // The page checks the link without waiting for FingerprintJS, and checks again with its id.
    expect((await verifyDevice(t, linkId, { tripId, deviceKey })).status).toBe(200);
    const visitorId = newVisitorId();
    expect((await verifyDevice(t, linkId, { tripId, deviceKey, visitorId })).status).toBe(200);
    expect(await linkRow(linkId)).toMatchObject({
      visitorId,
      otherVisitorId: null,
      otherVisitorAt: null,
    });
  });

  it('refuses another trip’s id, with or without the link id, and a call with neither header', async () => {
    const link = await tripWithLink(t);
    const other = await tripReadyForLink(t);
    expect(
      await tripView(other.tripId, { linkId: link.linkId, deviceKey: link.deviceKey }),
    ).toMatchObject({ status: 404, body: INVALID_LINK });
    expect(await tripView(other.tripId, { deviceKey: link.deviceKey })).toMatchObject({
      status: 403,
      body: ACCESS_DENIED,
    });
    expect((await tripView(link.tripId, {})).status).toBe(401);
  });

  it('keeps showing a replaced driver’s phone the trip, as inactive, with its own driver', async () => {
    const { provider, tripId, linkId, deviceKey } = await tripWithLink(t);
    const newDriver = await addDriver(t, provider.groupId, { name: 'Hamad' });
    await assign(t, provider.token, tripId, newDriver.id);
    const response = await tripView(tripId, { linkId, deviceKey });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      isActive: false,
      driverDetails: { name: 'Salem' },
    });
  });
});
