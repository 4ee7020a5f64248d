import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LinkTripView } from '../../src/contract/driver-links';
import { trips } from '../../server/modules/trips/trips.schema';
import { addCharge, chargeRowsOf, deactivateLink } from './support/charges';
import { linkCall, tripWithLink } from './support/driver-link';
import { createTestApp, type TestApp } from './support/test-app';
import { PNG_BYTES } from './support/uploads';

/**
 * docs/architecture.md §5: a phone's calls need only `X-Device-Key`. The trip view and the status
 * update find the trip's link the key bound; add charge reads `linkId` from its body. `X-Link-Id`
 * is still accepted and must name that same link; either way the Idempotency-Key means one intent.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

type Link = Awaited<ReturnType<typeof tripWithLink>>;
type Headers = { linkId?: string; deviceKey?: string; idempotencyKey?: string };

const ACCESS_DENIED = { success: false, msg: 'Access denied' };

const tripView = (tripId: string, headers: Headers) =>
  linkCall<LinkTripView>(t, 'GET', `/api/trips/getbyid/${tripId}`, headers);

const updateStatus = (tripId: string, status: string, headers: Headers) =>
  linkCall<{ status: string }>(t, 'PUT', `/api/trips/update/status/${tripId}`, {
    body: { status },
    ...headers,
  });

async function tripStatusOf(tripId: string) {
  const [row] = await t.db.select({ status: trips.status }).from(trips).where(eq(trips.id, tripId));
  return row?.status;
}

let link: Link;
let other: Link;
beforeAll(async () => {
  link = await tripWithLink(t);
  other = await tripWithLink(t, { provider: link.provider });
});

describe('GET /api/trips/getbyid/{tripId} from the phone', () => {
  it('answers the link trip view with the device key alone, and with the matching link id', async () => {
    const alone = await tripView(link.tripId, { deviceKey: link.deviceKey });
    expect(alone.status).toBe(200);
    expect(alone.body.data).toMatchObject({ _id: link.tripId, isActive: true });
    const named = await tripView(link.tripId, { deviceKey: link.deviceKey, linkId: link.linkId });
    expect(named.body).toEqual(alone.body);
  });

  it('refuses a link id that disagrees, and a key bound to another trip’s link', async () => {
    const disagreeing = await tripView(link.tripId, {
      deviceKey: link.deviceKey,
      linkId: other.linkId,
    });
    expect(disagreeing.status).toBe(403);
    expect(disagreeing.body).toEqual(ACCESS_DENIED);
    const foreignKey = await tripView(link.tripId, { deviceKey: other.deviceKey });
    expect(foreignKey.status).toBe(403);
    expect(foreignKey.body).toEqual(ACCESS_DENIED);
    expect(foreignKey.body).not.toHaveProperty('data');
  });
});

describe('PUT /api/trips/update/status/{tripId} from the phone', () => {
  it('moves the trip with the device key alone, and with the matching link id', async () => {
    const trip = await tripWithLink(t, { provider: link.provider });
    const alone = await updateStatus(trip.tripId, 'out_to_collect', { deviceKey: trip.deviceKey });
    expect(alone.status).toBe(200);
    expect(await tripStatusOf(trip.tripId)).toBe('out_to_collect');
    const named = await updateStatus(trip.tripId, 'loaded', {
      deviceKey: trip.deviceKey,
      linkId: trip.linkId,
    });
    expect(named.status).toBe(200);
    expect(await tripStatusOf(trip.tripId)).toBe('loaded');
  });

  it('refuses a disagreeing link id and a key bound to another trip’s link, changing nothing', async () => {
    const trip = await tripWithLink(t, { provider: link.provider });
    // The link id of another trip, with the key that bound it: that link is not this trip's.
    const otherTripsLink = await updateStatus(trip.tripId, 'out_to_collect', {
      deviceKey: other.deviceKey,
      linkId: other.linkId,
    });
    expect(otherTripsLink.status).toBe(404);
    expect(otherTripsLink.body).toEqual({ success: false, msg: 'Invalid link' });
    // This trip's key with another link's id: the two disagree.
    const disagreeing = await updateStatus(trip.tripId, 'out_to_collect', {
      deviceKey: trip.deviceKey,
      linkId: other.linkId,
    });
    expect(disagreeing.status).toBe(403);
    const foreignKey = await updateStatus(trip.tripId, 'out_to_collect', {
      deviceKey: other.deviceKey,
    });
    expect(foreignKey.status).toBe(403);
    expect(foreignKey.body).toEqual(ACCESS_DENIED);
    expect(await tripStatusOf(trip.tripId)).toBe('confirmed');
  });

  it('refuses an inactive link as before', async () => {
    const trip = await tripWithLink(t, { provider: link.provider });
    await deactivateLink(t, trip.linkId);
    const response = await updateStatus(trip.tripId, 'out_to_collect', {
      deviceKey: trip.deviceKey,
    });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ success: false, msg: 'This link is no longer active.' });
    expect(await tripStatusOf(trip.tripId)).toBe('confirmed');
  });

  it('treats a replay with and without X-Link-Id as the same intent', async () => {
    const trip = await tripWithLink(t, { provider: link.provider });
    const idempotencyKey = randomUUID();
    const first = await updateStatus(trip.tripId, 'out_to_collect', {
      deviceKey: trip.deviceKey,
      idempotencyKey,
    });
    const named = await updateStatus(trip.tripId, 'out_to_collect', {
      deviceKey: trip.deviceKey,
      linkId: trip.linkId,
      idempotencyKey,
    });
    expect(first.status).toBe(200);
    expect(named.headers['idempotent-replayed']).toBe('true');
    expect(named.body).toEqual(first.body);

    const secondKey = randomUUID();
    const namedFirst = await updateStatus(trip.tripId, 'loaded', {
      deviceKey: trip.deviceKey,
      linkId: trip.linkId,
      idempotencyKey: secondKey,
    });
    const alone = await updateStatus(trip.tripId, 'loaded', {
      deviceKey: trip.deviceKey,
      idempotencyKey: secondKey,
    });
    expect(namedFirst.status).toBe(200);
    expect(alone.headers['idempotent-replayed']).toBe('true');
    expect(alone.body).toEqual(namedFirst.body);
    expect(await tripStatusOf(trip.tripId)).toBe('loaded');
  });
});

describe('POST /api/trip-charges/add from the phone', () => {
  const withoutHeader = { 'x-link-id': undefined };

  it('takes the link from the body’s linkId, photos included', async () => {
    const response = await addCharge(t, link, {
      headers: withoutHeader,
      photos: [{ name: 'receipt.png', bytes: PNG_BYTES, type: 'image/png' }],
    });
    expect(response.status).toBe(200);
    expect(response.body.data?.charge.images).toHaveLength(1);
    const rows = await chargeRowsOf(t, link.tripId);
    expect(rows.map((row) => row.linkId)).toEqual([link.linkId]);
  });

  it('refuses a body naming a link the key did not bind, before reading its photos', async () => {
    const photo = { name: 'receipt.png', bytes: PNG_BYTES, type: 'image/png' };
    const foreign = await addCharge(t, other, {
      headers: { ...withoutHeader, 'x-device-key': link.deviceKey },
      photos: [photo],
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual(ACCESS_DENIED);
    const photoFirst = await addCharge(t, other, {
      headers: withoutHeader,
      fields: { linkId: undefined },
      photos: [photo],
    });
    expect(photoFirst.status).toBe(400);
    expect(photoFirst.body).toEqual({ success: false, msg: 'Send linkId before the photos.' });
    const noLink = await addCharge(t, other, { headers: withoutHeader, fields: { linkId: '' } });
    expect(noLink.status).toBe(400);
    expect(noLink.body).toEqual({ success: false, msg: 'Invalid link' });
    expect(await chargeRowsOf(t, other.tripId)).toEqual([]);
  });

  it('refuses an inactive link as before', async () => {
    const trip = await tripWithLink(t, { provider: link.provider });
    await deactivateLink(t, trip.linkId);
    const response = await addCharge(t, trip, { headers: withoutHeader });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      success: false,
      msg: 'This link is no longer active. You cannot add new charges.',
    });
    expect(await chargeRowsOf(t, trip.tripId)).toEqual([]);
  });

  it('treats a replay with and without X-Link-Id as the same intent', async () => {
    const trip = await tripWithLink(t, { provider: link.provider });
    const idempotencyKey = randomUUID();
    const alone = await addCharge(t, trip, {
      headers: { ...withoutHeader, 'idempotency-key': idempotencyKey },
    });
    const named = await addCharge(t, trip, { headers: { 'idempotency-key': idempotencyKey } });
    expect(alone.status).toBe(200);
    expect(named.headers['idempotent-replayed']).toBe('true');
    expect(named.body).toEqual(alone.body);
    expect(await chargeRowsOf(t, trip.tripId)).toHaveLength(1);
  });
});
