import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCharge } from './support/charges';
import { changedTables, snapshotDatabase } from './support/database-snapshot';
import { buildHostileWorld, type HostileWorld } from './support/hostile-world';
import { call, validLoad } from './support/marketplace';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Regressions found probing the hostile-input walk's edges: amounts and weights are stored with
 * 2 or 3 decimals, so a positive value below that (1e-300) was accepted and kept as 0, a quote
 * of 0 that could then not be paid. Each is now refused with the field's own message.
 */
let t: TestApp;
let world: HostileWorld;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
  world = await buildHostileWorld(t);
});
afterAll(async () => t.close());

async function refusedWithNothingKept<Response>(send: () => Promise<Response>) {
  const before = await snapshotDatabase(t.db);
  const response = await send();
  expect(changedTables(before, await snapshotDatabase(t.db))).toEqual([]);
  return response;
}

describe('amounts too small to store', () => {
  it.each([1e-300, 0.001, 0.009])('refuses an offer of %d', async (offer) => {
    const response = await refusedWithNothingKept(() =>
      call(t, 'POST', '/api/quote/update', {
        body: { loadId: world.quotedLoadId, offer },
        token: world.provider.token,
      }),
    );
    expect(response).toMatchObject({
      status: 400,
      body: { success: false, msg: 'offer: Enter an amount above 0' },
    });
  });

  it('takes an offer of 0.01', async () => {
    const response = await call(t, 'POST', '/api/quote/update', {
      body: { loadId: world.quotedLoadId, offer: 0.01 },
      token: world.provider.token,
    });
    expect(response.status).toBe(200);
    expect(response.body.data?.offer).toBe(0.01);
  });

  it.each([1e-300, 0.0004])('refuses a load weighing %d', async (value) => {
    const response = await refusedWithNothingKept(() =>
      call(t, 'POST', '/api/loads/create', {
        body: validLoad({ weight: { value, unit: 'kg' } }),
        token: world.shipper.token,
      }),
    );
    expect(response.status).toBe(400);
    expect(response.body.msg).toContain('Weight must be a positive number.');
  });

  it('refuses a truck’s max weight of 1e-300', async () => {
    const response = await refusedWithNothingKept(() =>
      call(t, 'POST', '/api/trucks', {
        body: { name: 'Tiny', model: 'FH', licensePlate: 'RUH 9', type: '12M', weight: 1e-300 },
        token: world.provider.token,
      }),
    );
    expect(response.status).toBe(400);
    expect(response.body.msg).toContain('Max weight must be a positive number.');
  });

  it.each(['1e-300', '0.0004'])('refuses a charge of %s', async (amount) => {
    const link = {
      linkId: world.trip.linkId,
      deviceKey: world.trip.deviceKey,
      tripId: world.trip.tripId,
    };
    const response = await refusedWithNothingKept(() => addCharge(t, link, { fields: { amount } }));
    expect(response).toMatchObject({
      status: 400,
      body: { success: false, msg: 'Please enter a valid amount' },
    });
  });
});
