import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryProof } from '../../src/contract/delivery-proofs';
import type { LinkTripView } from '../../src/contract/driver-links';
import type { Load } from '../../src/contract/loads';
import type { TripDetails } from '../../src/contract/trips';
import { idempotencyKeys } from '../../server/modules/idempotency/idempotency.schema';
import { trips } from '../../server/modules/trips/trips.schema';
import { deactivateLink, tripWithBoundLink } from './support/charges';
import {
  DOOR_PHOTO,
  proofFileRows,
  proofRowsOf,
  sendDeliveryProof,
} from './support/delivery-proof';
import { linkCall, updateStatus } from './support/driver-link';
import { setTripStatus } from './support/fleet';
import { call, signInProvider, signInShipper } from './support/marketplace';
import { createTestApp, type TestApp } from './support/test-app';
import { download, EXE_BYTES, PDF_BYTES, PNG_BYTES } from './support/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

/** Dubai's delivery stop, and a door about 1.1 km north-east of it. */
const DELIVERY_POINT = [55.2708, 25.2048] as const;
const DOOR = [55.2788, 25.2118] as const;
const loadWithDeliveryPoint = {
  destination: {
    country: 'United Arab Emirates',
    city: 'Dubai',
    address: 'Jebel Ali Free Zone, Gate 5',
    coordinates: DELIVERY_POINT,
  },
};

const proofFilesOf = async (proof: DeliveryProof) => {
  const rows = await proofFileRows(t);
  const urls = [proof.signatureUrl, ...proof.photos.map((photo) => photo.url)];
  return rows.filter((row) => urls.includes(`/api/files/${row.id}`));
};

describe('POST /api/driver-links/{id}/delivery-proof', () => {
  it('keeps the name, signature, photos, position and time, and answers them', async () => {
    const { link, tripId } = await tripWithBoundLink(t);
    const recordedAt = new Date(t.clock.now().getTime() - 60_000).toISOString();
    const response = await sendDeliveryProof(t, link, {
      fields: {
        recipientName: '  Khalid Al Mansoori  ',
        coordinates: JSON.stringify(DOOR),
        accuracy: '12.5',
        recordedAt,
      },
      photos: [DOOR_PHOTO, { name: 'pallets.png', bytes: PNG_BYTES, type: 'image/png' }],
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      msg: 'Proof of delivery sent',
      data: {
        proof: {
          recipientName: 'Khalid Al Mansoori',
          signatureUrl: expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}$/),
          photos: [
            { url: expect.stringMatching(/^\/api\/files\//) },
            { url: expect.stringMatching(/^\/api\/files\//) },
          ],
          coordinates: [...DOOR],
          accuracy: 12.5,
          recordedAt,
          receivedAt: t.clock.now().toISOString(),
          // The load's delivery stop has no exact point: nothing to measure from.
          distanceFromDeliveryMeters: null,
        },
      },
    });
    const proof = response.body.data?.proof as DeliveryProof;
    const files = await proofFilesOf(proof);
    expect(files.map((file) => file.contentType).sort()).toEqual([
      'image/jpeg',
      'image/png',
      'image/png',
    ]);
    expect(await proofRowsOf(t, tripId)).toHaveLength(1);
  });

  it('takes a proof without a position: a driver may have refused the phone its location', async () => {
    const { link } = await tripWithBoundLink(t);
    const response = await sendDeliveryProof(t, link, {
      fields: { coordinates: undefined, accuracy: undefined },
    });
    expect(response.status).toBe(200);
    expect(response.body.data?.proof).toMatchObject({
      coordinates: null,
      accuracy: null,
      distanceFromDeliveryMeters: null,
    });
  });

  it.each([
    [
      'no name',
      { recipientName: undefined },
      'Please enter the name of the person who received the goods.',
    ],
    [
      'a blank name',
      { recipientName: '   ' },
      'Please enter the name of the person who received the goods.',
    ],
    [
      'a name too long',
      { recipientName: 'A'.repeat(121) },
      'Use at most 120 characters for the name.',
    ],
    [
      'a longitude out of range',
      { coordinates: '[181, 25]' },
      'Send the position as [longitude, latitude].',
    ],
    [
      'a latitude out of range',
      { coordinates: '[55, -91]' },
      'Send the position as [longitude, latitude].',
    ],
    [
      'coordinates that are not JSON',
      { coordinates: '55,25' },
      'Send the position as [longitude, latitude].',
    ],
    ['a negative accuracy', { accuracy: '-1' }, 'Send the accuracy in metres.'],
    ['no time', { recordedAt: undefined }, 'Send the time of delivery as an ISO date and time.'],
    [
      'a time that is no time',
      { recordedAt: 'yesterday' },
      'Send the time of delivery as an ISO date and time.',
    ],
    ['an unknown field', { tip: '5' }, 'Unknown field: tip'],
  ])('refuses %s with 400 and stores nothing', async (_case, fields, msg) => {
    const { link, tripId } = await tripWithBoundLink(t);
    const before = (await proofFileRows(t)).length;
    const response = await sendDeliveryProof(t, link, { fields, photos: [DOOR_PHOTO] });
    expect(response).toMatchObject({ status: 400, body: { success: false, msg } });
    expect(await proofRowsOf(t, tripId)).toEqual([]);
    expect((await proofFileRows(t)).length).toBe(before);
  });

  it('refuses a time of delivery in the future beyond a phone clock’s drift', async () => {
    const { link } = await tripWithBoundLink(t);
    const ahead = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();
    expect(
      await sendDeliveryProof(t, link, { fields: { recordedAt: ahead(10 * 60_000) } }),
    ).toMatchObject({
      status: 400,
      body: { msg: 'The time of delivery cannot be in the future.' },
    });
    expect(
      (await sendDeliveryProof(t, link, { fields: { recordedAt: ahead(60_000) } })).status,
    ).toBe(200);
  });

  it.each([
    ['no signature', null, "Add the recipient's signature as a PNG image."],
    [
      'a program named signature.png',
      { name: 'signature.png', bytes: EXE_BYTES, type: 'image/png' },
      'signature.png is not a file type we accept. Use PNG.',
    ],
    [
      'a PDF',
      { name: 'sign.png', bytes: PDF_BYTES, type: 'application/pdf' },
      'sign.png is not a file type we accept. Use PNG.',
    ],
    [
      'a JPEG (a drawn signature is a PNG)',
      DOOR_PHOTO,
      'door.jpg is not a file type we accept. Use PNG.',
    ],
  ])('refuses %s as the signature with 400 and stores nothing', async (_case, signature, msg) => {
    const { link, tripId } = await tripWithBoundLink(t);
    const filesBefore = (await proofFileRows(t)).length;
    const response = await sendDeliveryProof(t, link, { signature, photos: [DOOR_PHOTO] });
    expect(response).toMatchObject({ status: 400, body: { success: false, msg } });
    expect(await proofRowsOf(t, tripId)).toEqual([]);
    expect((await proofFileRows(t)).length).toBe(filesBefore);
  });

  it('refuses a signature too large to be one drawn on a phone', async () => {
    const { link } = await tripWithBoundLink(t);
    const huge = Buffer.concat([PNG_BYTES, Buffer.alloc(600 * 1024, 0)]);
    const response = await sendDeliveryProof(t, link, {
      signature: { name: 'signature.png', bytes: huge, type: 'image/png' },
    });
    expect(response).toMatchObject({
      status: 413,
      body: { msg: 'The signature image is too large.' },
    });
  });

  it('refuses photos that are not JPG, PNG or WebP images, and more than five', async () => {
    const { link, tripId } = await tripWithBoundLink(t);
    const pdf = { name: 'door.jpg', bytes: PDF_BYTES, type: 'image/jpeg' };
    expect(await sendDeliveryProof(t, link, { photos: [DOOR_PHOTO, pdf] })).toMatchObject({
      status: 400,
      body: { msg: 'door.jpg is not a file type we accept. Use JPG, PNG or WEBP.' },
    });
    expect(
      await sendDeliveryProof(t, link, { photos: Array.from({ length: 6 }, () => DOOR_PHOTO) }),
    ).toMatchObject({
      status: 400,
      body: { msg: 'Add at most 5 photos to a proof of delivery.' },
    });
    expect(await proofRowsOf(t, tripId)).toEqual([]);
  });

  it('refuses an inactive link, another device and a phone without its key', async () => {
    const { link, tripId } = await tripWithBoundLink(t);
    const stranger = await sendDeliveryProof(t, link, {
      headers: { 'x-device-key': 'another-phone-key-another-phone-key-0123' },
    });
    expect(stranger).toMatchObject({ status: 403, body: { msg: 'Access denied' } });
    const keyless = await sendDeliveryProof(t, link, { headers: { 'x-device-key': undefined } });
    expect(keyless).toMatchObject({ status: 403, body: { msg: 'Access denied' } });
    await deactivateLink(t, link.linkId);
    const inactive = await sendDeliveryProof(t, link);
    expect(inactive).toMatchObject({
      status: 403,
      body: { msg: 'This link is no longer active.' },
    });
    expect(await proofRowsOf(t, tripId)).toEqual([]);
  });

  it('answers a replay with the first proof and stores nothing twice', async () => {
    const { link, tripId } = await tripWithBoundLink(t);
    const headers = { 'idempotency-key': 'proof-replay-1' };
    const first = await sendDeliveryProof(t, link, { headers, photos: [DOOR_PHOTO] });
    expect(first.status).toBe(200);
    const again = await sendDeliveryProof(t, link, { headers, photos: [DOOR_PHOTO] });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    // The kept answer lost (a crash between the commit and the answer): the handler runs again.
    await t.db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, 'proof-replay-1'));
    const afterCrash = await sendDeliveryProof(t, link, { headers, photos: [DOOR_PHOTO] });
    expect(afterCrash.status).toBe(200);
    expect(afterCrash.body.data).toEqual(first.body.data);
    expect(await proofRowsOf(t, tripId)).toHaveLength(1);
    expect(await proofFilesOf(first.body.data?.proof as DeliveryProof)).toHaveLength(2);
    const owners = (await proofFileRows(t)).filter((row) =>
      [first.body.data?.proof.signatureUrl].includes(`/api/files/${row.id}`),
    );
    expect(owners).toHaveLength(1);
  });

  it('refuses a second, different proof for the same trip with 409', async () => {
    const { link, tripId } = await tripWithBoundLink(t);
    await sendDeliveryProof(t, link, { headers: { 'idempotency-key': 'proof-a' } });
    const second = await sendDeliveryProof(t, link, {
      headers: { 'idempotency-key': 'proof-b' },
      fields: { recipientName: 'Someone else' },
    });
    expect(second).toMatchObject({
      status: 409,
      body: { msg: 'A proof of delivery was already sent for this trip.' },
    });
    expect((await proofRowsOf(t, tripId)).map((row) => row.recipientName)).toEqual([
      'Khalid Al Mansoori',
    ]);
  });

  it('refuses a proof once the trip has ended without one', async () => {
    const { link, tripId } = await tripWithBoundLink(t);
    // A trip completed before proofs existed, its link still on.
    await setTripStatus(t, tripId, 'completed');
    expect(await sendDeliveryProof(t, link)).toMatchObject({
      status: 409,
      body: { msg: 'This trip has ended; a proof of delivery can no longer be added.' },
    });
  });
});

describe('a proof and then Completed', () => {
  it('refuses Completed without a proof, changing nothing, and takes it once the proof came', async () => {
    const { link, tripId } = await tripWithBoundLink(t);
    expect((await updateStatus(t, link, { status: 'out_to_unload' })).status).toBe(200);
    expect(await updateStatus(t, link, { status: 'completed' })).toMatchObject({
      status: 409,
      body: { success: false, msg: 'Send the proof of delivery before completing the trip.' },
    });
    const [stillRunning] = await t.db
      .select({ status: trips.status })
      .from(trips)
      .where(eq(trips.id, tripId));
    expect(stillRunning?.status).toBe('out_to_unload');
    expect((await sendDeliveryProof(t, link)).status).toBe(200);
    expect(await updateStatus(t, link, { status: 'completed' })).toMatchObject({
      status: 200,
      body: { data: { status: 'completed' } },
    });
  });

  it('the proof resent after Completed closed the link still answers the first', async () => {
    const { link } = await tripWithBoundLink(t);
    expect((await updateStatus(t, link, { status: 'out_to_unload' })).status).toBe(200);
    const headers = { 'idempotency-key': 'proof-before-done' };
    const sent = await sendDeliveryProof(t, link, { headers });
    expect(sent.status).toBe(200);
    expect(await updateStatus(t, link, { status: 'completed' })).toMatchObject({
      status: 200,
      body: { data: { status: 'completed' } },
    });
    // Completed closed the link; the outbox resending the proof's own request still gets its answer.
    await t.db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, 'proof-before-done'));
    const resent = await sendDeliveryProof(t, link, { headers });
    expect(resent).toMatchObject({ status: 200, body: { data: sent.body.data } });
    expect(await sendDeliveryProof(t, link)).toMatchObject({
      status: 403,
      body: { msg: 'This link is no longer active.' },
    });
  });
});

describe('PUT /api/trips/{id}/proof-settings', () => {
  it('lets the trip’s provider require photos, which the proof then must carry', async () => {
    const { link, tripId, provider } = await tripWithBoundLink(t);
    const set = await call(t, 'PUT', `/api/trips/${tripId}/proof-settings`, {
      token: provider.token,
      body: { photosRequired: true },
    });
    expect(set).toMatchObject({
      status: 200,
      body: {
        success: true,
        msg: 'Proof of delivery settings saved',
        data: { photosRequired: true },
      },
    });
    const details = await call<TripDetails>(t, 'GET', `/api/trips/getbyid/${tripId}`, {
      token: provider.token,
    });
    expect(details.body.data?.proofSettings).toEqual({ photosRequired: true });
    const view = await linkCall<LinkTripView>(t, 'GET', `/api/trips/getbyid/${tripId}`, {
      deviceKey: link.deviceKey,
      linkId: link.linkId,
    });
    expect(view.body.data?.proofSettings).toEqual({ photosRequired: true });

    expect(await sendDeliveryProof(t, link)).toMatchObject({
      status: 400,
      body: { msg: 'This trip needs at least one photo of the delivery.' },
    });
    expect((await sendDeliveryProof(t, link, { photos: [DOOR_PHOTO] })).status).toBe(200);
  });

  it('is the owning group’s alone, and refused once the trip has ended', async () => {
    const { tripId, provider } = await tripWithBoundLink(t);
    const other = await signInProvider(t, 'Other Haulage');
    const shipper = await signInShipper(t);
    const body = { photosRequired: true };
    const url = `/api/trips/${tripId}/proof-settings`;
    expect(await call(t, 'PUT', url, { token: other.token, body })).toMatchObject({
      status: 404,
      body: { msg: 'Trip not found' },
    });
    expect((await call(t, 'PUT', url, { token: shipper.token, body })).status).toBe(403);
    expect((await call(t, 'PUT', url, { body })).status).toBe(401);
    await setTripStatus(t, tripId, 'cancelled');
    expect(await call(t, 'PUT', url, { token: provider.token, body })).toMatchObject({
      status: 409,
      body: { msg: 'This trip has ended; its proof of delivery settings can no longer change.' },
    });
  });
});

describe('everyone sees the proof', () => {
  it('on the load, the trip and the driver link’s trip view, measured from the delivery stop', async () => {
    const { link, tripId, loadId, shipper, provider } = await tripWithBoundLink(t, {
      load: loadWithDeliveryPoint,
    });
    const before = await call<{ load: Load }>(t, 'GET', `/api/loads/${loadId}`, {
      token: shipper.token,
    });
    expect(before.body.data?.load.deliveryProof).toBeNull();

    await sendDeliveryProof(t, link, {
      fields: { coordinates: JSON.stringify(DOOR) },
      photos: [DOOR_PHOTO],
    });
    const shipperView = await call<{ load: Load }>(t, 'GET', `/api/loads/${loadId}`, {
      token: shipper.token,
    });
    const proof = shipperView.body.data?.load.deliveryProof;
    expect(proof).toMatchObject({
      recipientName: 'Khalid Al Mansoori',
      coordinates: [...DOOR],
      photos: [{ url: expect.any(String) }],
    });
    // About 1.1 km by the haversine formula.
    expect(proof?.distanceFromDeliveryMeters).toBeGreaterThan(1000);
    expect(proof?.distanceFromDeliveryMeters).toBeLessThan(1150);

    const providerLoad = await call<{ load: Load }>(t, 'GET', `/api/loads/${loadId}`, {
      token: provider.token,
    });
    expect(providerLoad.body.data?.load.deliveryProof).toEqual(proof);
    const trip = await call<TripDetails>(t, 'GET', `/api/trips/getbyid/${tripId}`, {
      token: provider.token,
    });
    expect(trip.body.data?.deliveryProof).toEqual(proof);
    const view = await linkCall<LinkTripView>(t, 'GET', `/api/trips/getbyid/${tripId}`, {
      deviceKey: link.deviceKey,
      linkId: link.linkId,
    });
    expect(view.body.data?.deliveryProof).toEqual(proof);
    // Driver Link Details, for the provider and for the link's own phone.
    const details = await call<{ deliveryProof: DeliveryProof | null }>(
      t,
      'GET',
      `/api/driver-links/details/${link.linkId}`,
      { token: provider.token },
    );
    expect(details.body.data?.deliveryProof).toEqual(proof);
    const phoneDetails = await linkCall<{ deliveryProof: DeliveryProof | null }>(
      t,
      'GET',
      `/api/driver-links/details/${link.linkId}`,
      { deviceKey: link.deviceKey, linkId: link.linkId },
    );
    expect(phoneDetails.body.data?.deliveryProof).toEqual(proof);
  });

  it('opens the signature and photos to the shipper, the provider and the bound phone only', async () => {
    const { link, shipper, provider } = await tripWithBoundLink(t);
    const sent = await sendDeliveryProof(t, link, { photos: [DOOR_PHOTO] });
    const proof = sent.body.data?.proof as DeliveryProof;
    const urls = [proof.signatureUrl, proof.photos[0]?.url ?? ''];
    const stranger = await signInShipper(t);
    const otherProvider = await signInProvider(t, 'Other Haulage');
    for (const url of urls) {
      const byShipper = await download(t, url, shipper.token);
      expect(byShipper.status).toBe(200);
      expect((await download(t, url, provider.token)).status).toBe(200);
      const byPhone = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'x-device-key': link.deviceKey, 'x-link-id': link.linkId },
      });
      expect(byPhone.statusCode).toBe(200);
      expect((await download(t, url, stranger.token)).status).toBe(404);
      expect((await download(t, url, otherProvider.token)).status).toBe(404);
      expect((await download(t, url)).status).toBe(401);
    }
    expect((await download(t, proof.signatureUrl, shipper.token)).bytes).toEqual(PNG_BYTES);
  });
});
