import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TripDetails } from '../../src/contract/trips';
import { storedFiles } from '../../server/modules/files/files.schema';
import { randomToken } from '../../server/lib/secrets';
import {
  addCharge,
  chargeRowsOf,
  deactivateLink,
  insertDriverLink,
  tripWithBoundLink,
} from './support/charges';
import { call } from './support/marketplace';
import { createTestApp, type TestApp } from './support/test-app';
import { download, EXE_BYTES, PNG_BYTES } from './support/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

const chargePhotoRows = () =>
  t.db.select().from(storedFiles).where(eq(storedFiles.ownerKind, 'charge'));

describe('POST /api/trip-charges/add', () => {
  it('stores a pending charge waiting for approval and answers it', async () => {
    const { link, tripId } = await tripWithBoundLink(t);
    const response = await addCharge(t, link, {
      fields: { reason: '  Waiting time at the border  ', amount: '120.75' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      msg: 'Charge added successfully',
      data: {
        charge: {
          _id: expect.any(String),
          reason: 'Waiting time at the border',
          amount: 120.75,
          approvedAmount: 0,
          status: 'pending',
          createdAt: t.clock.now().toISOString(),
          images: [],
          // The driver's own charge, not the provider's waiting charge.
          waitingStop: null,
        },
      },
    });
    const rows = await chargeRowsOf(t, tripId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ linkId: link.linkId, decidedBy: null, decidedAt: null });
  });

  it.each([
    ['an empty reason', { reason: '' }, 'Please enter a reason for the charge'],
    ['a whitespace reason', { reason: '   ' }, 'Please enter a reason for the charge'],
    ['a missing reason', { reason: undefined }, 'Please enter a reason for the charge'],
    ['an amount of 0', { amount: '0' }, 'Please enter a valid amount'],
    ['a negative amount', { amount: '-5' }, 'Please enter a valid amount'],
    ['an amount that is not a number', { amount: 'ten' }, 'Please enter a valid amount'],
    ['a missing amount', { amount: undefined }, 'Please enter a valid amount'],
  ])('refuses %s with SPEC’s message and stores nothing', async (_case, fields, msg) => {
    const { link, tripId } = await tripWithBoundLink(t);
    const response = await addCharge(t, link, { fields });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, msg });
    expect(await chargeRowsOf(t, tripId)).toEqual([]);
  });

  it('refuses a body naming another link than the X-Link-Id header', async () => {
    const { link, tripId } = await tripWithBoundLink(t);
    const other = await tripWithBoundLink(t);
    const response = await addCharge(t, link, { fields: { linkId: other.link.linkId } });
    expect(response.status).toBe(400);
    expect(response.body.msg).toBe('Invalid link');
    expect(await chargeRowsOf(t, tripId)).toEqual([]);
    expect(await chargeRowsOf(t, other.tripId)).toEqual([]);
  });
});

describe('link checks', () => {
  it('refuses a call without the device key', async () => {
    const { link, tripId } = await tripWithBoundLink(t);
    const response = await addCharge(t, link, { headers: { 'x-device-key': undefined } });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ success: false, msg: 'Access denied' });
    expect(await chargeRowsOf(t, tripId)).toEqual([]);
  });

  it('refuses another device’s key', async () => {
    const { link, tripId } = await tripWithBoundLink(t);
    const response = await addCharge(t, link, { headers: { 'x-device-key': randomToken(32) } });
    expect(response.status).toBe(403);
    expect(response.body.msg).toBe('Access denied');
    expect(await chargeRowsOf(t, tripId)).toEqual([]);
  });

  it('refuses an inactive link with SPEC’s text', async () => {
    const { link, tripId } = await tripWithBoundLink(t);
    await deactivateLink(t, link.linkId);
    const response = await addCharge(t, link);
    expect(response.status).toBe(403);
    expect(response.body.msg).toBe('This link is no longer active. You cannot add new charges.');
    expect(await chargeRowsOf(t, tripId)).toEqual([]);
  });

  it('answers 404 for a link that does not exist', async () => {
    const { link } = await tripWithBoundLink(t);
    const unknown = { ...link, linkId: randomToken(16) };
    const response = await addCharge(t, unknown);
    expect(response.status).toBe(404);
    expect(response.body.msg).toBe('Invalid link');
  });

  it('refuses any key on a link no device has opened yet', async () => {
    const { provider, driver, tripId, link } = await tripWithBoundLink(t);
    await deactivateLink(t, link.linkId);
    const unbound = await insertDriverLink(
      t,
      { tripId, groupId: provider.groupId, driverId: driver.id, createdBy: provider._id },
      { bound: false },
    );
    const response = await addCharge(t, unbound);
    expect(response.status).toBe(403);
    expect(response.body.msg).toBe('Access denied');
    expect(await chargeRowsOf(t, tripId)).toEqual([]);
  });
});

describe('photos', () => {
  it('stores PNG photos with the charge and lists them on the trip', async () => {
    const { link, tripId, provider } = await tripWithBoundLink(t);
    const response = await addCharge(t, link, {
      photos: [
        { name: 'toll-receipt.png', bytes: PNG_BYTES, type: 'image/png' },
        { name: 'gate.png', bytes: PNG_BYTES, type: 'image/png' },
      ],
    });
    expect(response.status).toBe(200);
    const images = response.body.data?.charge.images ?? [];
    expect(images).toHaveLength(2);
    for (const image of images) expect(image.url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);

    const trip = await call<TripDetails>(t, 'GET', `/api/trips/getbyid/${tripId}`, {
      token: provider.token,
    });
    expect(trip.body.data?.charges.driverCharges).toEqual([response.body.data?.charge]);
    const photo = await download(t, images[0]?.url ?? '', provider.token);
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(photo.bytes, PNG_BYTES)).toBe(0);
  });

  it('refuses an executable named like a photo and stores no charge', async () => {
    const { link, tripId } = await tripWithBoundLink(t);
    const before = (await chargePhotoRows()).length;
    const response = await addCharge(t, link, {
      photos: [
        { name: 'receipt.png', bytes: PNG_BYTES, type: 'image/png' },
        { name: 'photo.jpg', bytes: EXE_BYTES, type: 'image/jpeg' },
      ],
    });
    expect(response.status).toBe(400);
    expect(response.body.msg).toBe(
      'photo.jpg is not a file type we accept. Use JPG, PNG, HEIC or WEBP.',
    );
    expect(await chargeRowsOf(t, tripId)).toEqual([]);
    expect(await chargePhotoRows()).toHaveLength(before);
  });

  it('refuses more than 5 photos and stores nothing', async () => {
    const { link, tripId } = await tripWithBoundLink(t);
    const before = (await chargePhotoRows()).length;
    const photos = Array.from({ length: 6 }, (_, index) => ({
      name: `photo-${index}.png`,
      bytes: PNG_BYTES,
      type: 'image/png',
    }));
    const response = await addCharge(t, link, { photos });
    expect(response.status).toBe(400);
    expect(response.body.msg).toBe('Add at most 5 photos to a charge.');
    expect(await chargeRowsOf(t, tripId)).toEqual([]);
    expect(await chargePhotoRows()).toHaveLength(before);
  });
});

describe('idempotency', () => {
  it('adds the charge once when the outbox sends it twice with one key', async () => {
    const { link, tripId } = await tripWithBoundLink(t);
    const send = () =>
      addCharge(t, link, {
        photos: [{ name: 'toll.png', bytes: PNG_BYTES, type: 'image/png' }],
        headers: { 'idempotency-key': 'charge-outbox-item-1' },
      });
    const first = await send();
    const second = await send();
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toEqual(first.body);
    const rows = await chargeRowsOf(t, tripId);
    expect(rows).toHaveLength(1);
    const photos = await t.db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.ownerKind, 'charge'), eq(storedFiles.ownerId, rows[0]?.id ?? '')));
    expect(photos).toHaveLength(1);
  });
});
