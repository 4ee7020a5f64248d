import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSTORABLE_TEXT_MESSAGE } from '../../server/lib/storable-text';
import { addCharge } from './support/charges';
import { changedTables, snapshotDatabase } from './support/database-snapshot';
import { buildHostileWorld, type HostileWorld } from './support/hostile-world';
import { call, validLoad } from './support/marketplace';
import { createTestApp, type TestApp } from './support/test-app';
import { PDF_BYTES, upload } from './support/uploads';

/**
 * Regressions found by the hostile-input walk (seed 20261122): a NUL in any text, or half of a
 * surrogate pair in JSON, reached PostgreSQL and failed with 500 ("invalid byte sequence",
 * "unsupported Unicode escape sequence"). Each is now a 400 that writes nothing.
 */
let t: TestApp;
let world: HostileWorld;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
  world = await buildHostileWorld(t);
});
afterAll(async () => t.close());

async function sendJson(method: 'POST' | 'PUT', url: string, body: unknown, token?: string) {
  const response = await t.app.inject({
    method,
    url,
    // JSON.stringify writes a lone surrogate as the escape \ud800, as a hostile client would.
    payload: JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  return { status: response.statusCode, body: response.json() as unknown };
}

const refused = { success: false, msg: UNSTORABLE_TEXT_MESSAGE };

describe('text the database cannot keep', () => {
  it.each([
    ['a NUL', 'Cement\u0000bags'],
    ['a lone high surrogate', 'Cement \uD83D bags'],
    ['a lone low surrogate', '\uDE9A'],
  ])('is refused with 400 in a load’s material (%s)', async (_name, material) => {
    const before = await snapshotDatabase(t.db);
    const response = await sendJson(
      'POST',
      '/api/loads/create',
      validLoad({ material }),
      world.shipper.token,
    );
    expect(response).toEqual({ status: 400, body: refused });
    expect(changedTables(before, await snapshotDatabase(t.db))).toEqual([]);
  });

  it.each([
    [
      'a visitor’s draft (jsonb)',
      () => ({
        url: '/api/temp-loads',
        body: { deviceHash: world.deviceHash, draft: { material: '\uD800' } },
      }),
    ],
    [
      'a stop’s address (jsonb)',
      () => ({
        method: 'PUT' as const,
        url: `/api/loads/${world.quotedLoadId}/location`,
        body: { type: 'destination', address: 'Gate 4\u0000' },
        token: world.shipper.token,
      }),
    ],
    [
      'a profile',
      () => ({
        url: '/api/user/update-profile',
        body: { userId: world.shipper._id, userData: { lastName: 'Al\u0000Harbi' } },
        token: world.shipper.token,
      }),
    ],
    [
      'a Find Loads filter',
      () => ({ url: '/api/loads', body: { origin: 'Riyadh\u0000' }, token: world.provider.token }),
    ],
    [
      'a truck',
      () => ({
        url: '/api/trucks',
        body: { name: 'a\u0000', model: 'FH', licensePlate: 'RUH 1', type: '12M', weight: 20 },
        token: world.provider.token,
      }),
    ],
    [
      'a payment intent id',
      () => ({
        url: '/api/payments/test/confirm',
        body: { paymentIntentId: 'pi_\u0000', cardNumber: '4242424242424242' },
        token: world.shipper.token,
      }),
    ],
    [
      'an object key',
      () => ({
        url: `/api/driver-links/verify-device/${world.trip.linkId}`,
        body: {
          deviceInfo: { 'plat\u0000form': 'iPhone' },
          tripId: world.trip.tripId,
          deviceKey: world.trip.deviceKey,
        },
      }),
    ],
  ])('is refused with 400 in %s', async (_name, request) => {
    const {
      method = 'POST',
      url,
      body,
      token,
    } = request() as {
      method?: 'POST' | 'PUT';
      url: string;
      body: unknown;
      token?: string;
    };
    const before = await snapshotDatabase(t.db);
    expect(await sendJson(method, url, body, token)).toEqual({ status: 400, body: refused });
    expect(changedTables(before, await snapshotDatabase(t.db))).toEqual([]);
  });

  it('is refused in a query string', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/geocode/search?q=Riy%00adh',
      headers: { authorization: `Bearer ${world.shipper.token}` },
    });
    expect({ status: response.statusCode, body: response.json() as unknown }).toEqual({
      status: 400,
      body: refused,
    });
  });

  it('is refused in a charge’s reason and a file’s label, storing no charge and no file', async () => {
    const before = await snapshotDatabase(t.db);
    const link = {
      linkId: world.trip.linkId,
      deviceKey: world.trip.deviceKey,
      tripId: world.trip.tripId,
    };
    const reason = await addCharge(t, link, { fields: { reason: 'Toll\u0000' } });
    expect({ status: reason.status, body: reason.body }).toEqual({ status: 400, body: refused });
    const labelled = await upload(
      t,
      `/api/trucks/docs/${world.trip.truck.id}`,
      [{ name: 'registration.pdf', bytes: PDF_BYTES }],
      { token: world.provider.token, labels: ['Registration\u0000'] },
    );
    expect(labelled).toEqual({ status: 400, body: refused });
    expect(changedTables(before, await snapshotDatabase(t.db))).toEqual([]);
  });

  it('keeps Arabic, emoji, combining marks and bidirectional controls, which are text', async () => {
    const material = 'أسمنت 🚚 e\u0301 \u202Eabc\u202C \u200B';
    const response = await sendJson(
      'POST',
      '/api/loads/create',
      validLoad({ material }),
      world.shipper.token,
    );
    expect(response.status).toBe(200);
    const loadId = (response.body as { data: { loadId: string } }).data.loadId;
    const stored = await call<{ load: { material: string } }>(t, 'GET', `/api/loads/${loadId}`, {
      token: world.shipper.token,
    });
    expect(stored.body.data?.load.material).toBe(material.trim());
  });
});
