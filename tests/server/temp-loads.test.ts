import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempLoads } from '../../server/modules/temp-loads/temp-loads.schema';
import { createTestApp, type TestApp } from './support/test-app';
import { call } from './support/marketplace';
import { signIn } from './support/sign-in';
import { newDraftKey, newVisitorId } from './support/visitor-draft-key';

let t: TestApp;
let visitorNowSignedIn: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
  visitorNowSignedIn = await signIn(t);
});
afterAll(async () => t.close());

/** A distinct draft key per call, as the post-load page makes one. */
const newDevice = () => newDraftKey();
const SOME_KEY = `${'a'.repeat(32)}.${'b'.repeat(22)}`;

const draft = {
  sourceCountry: 'Saudi Arabia',
  sourceCity: 'Riyadh',
  destCountry: 'Qatar',
  destCity: 'Doha',
  scheduledDate: '2026-11-25',
  scheduledTime: '09:30',
  weight: '12.5',
  weightUnit: 'ton',
  material: 'Cement',
  loadType: 'FTL',
  currency: 'SAR',
  truckType: '12M',
  truckOption: 'closed box',
};

const save = (deviceHash: string, body: Record<string, unknown> = draft, ip = '10.0.0.1') =>
  call(t, 'POST', '/api/temp-loads', { body: { deviceHash, draft: body }, ip });
const read = (deviceHash: string, token: string = visitorNowSignedIn.token) =>
  call(t, 'GET', `/api/temp-loads/${deviceHash}`, { token });
const remove = (deviceHash: string, token: string = visitorNowSignedIn.token) =>
  call(t, 'DELETE', `/api/temp-loads/${deviceHash}`, { token });

describe('temp-loads (Post a Load drafts)', () => {
  it('lets a visitor save a draft that the signed-in user reads back, then deletes', async () => {
    const device = newDevice();
    const saved = await save(device);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ expiresAt: '2026-11-23T08:00:00.000Z' });
    expect((await read(device)).body).toEqual({ success: true, data: draft });
    expect((await remove(device)).status).toBe(200);
    expect((await read(device)).status).toBe(404);
  });

  it('keeps each stop’s address, contact and point with the draft', async () => {
    const device = newDevice();
    const withStops = {
      ...draft,
      sourceAddress: 'Gate 4, Second Industrial City',
      sourceContactPerson: 'Faisal',
      sourceContactNumber: '512345678',
      sourceCoordinates: [46.8463, 24.6172],
      destAddress: 'Building 12, Salwa Road',
      destCoordinates: [51.4721, 25.2609],
    };
    expect((await save(device, withStops)).status).toBe(200);
    expect((await read(device)).body.data).toEqual(withStops);
  });

  it('keeps one draft per device: a new save replaces it and restarts its day', async () => {
    const device = newDevice();
    await save(device);
    t.clock.advance(20 * 3_600_000);
    await save(device, { material: 'Steel bars' });
    t.clock.advance(20 * 3_600_000);
    expect((await read(device)).body.data).toEqual({ material: 'Steel bars' });
    expect(
      (await t.db.select().from(tempLoads).where(eq(tempLoads.deviceHash, device))).length,
    ).toBe(1);
  });

  it('forgets a draft after 24 hours, and sweeps it at the next save', async () => {
    const device = newDevice();
    await save(device);
    t.clock.advance(24 * 3_600_000);
    const response = await read(device);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, msg: 'No saved draft for this device.' });
    await save(newDevice());
    expect(await t.db.select().from(tempLoads).where(eq(tempLoads.deviceHash, device))).toEqual([]);
  });

  it('reads and deletes only for a signed-in caller', async () => {
    const device = newDevice();
    await save(device);
    expect((await call(t, 'GET', `/api/temp-loads/${device}`)).status).toBe(401);
    expect((await call(t, 'DELETE', `/api/temp-loads/${device}`)).status).toBe(401);
    expect((await read(device)).status).toBe(200);
  });

  it.each([
    [{ deviceHash: 'abc', draft }, 'deviceHash: Invalid device fingerprint'],
    [{ deviceHash: SOME_KEY, draft: { ...draft, password: 'x' } }, 'Unknown field: draft.password'],
    [
      { deviceHash: SOME_KEY, draft: { ...draft, weightUnit: 'lb' } },
      'draft.weightUnit: Invalid option: expected one of "ton"|"kg"',
    ],
    [
      { deviceHash: SOME_KEY, draft: { ...draft, destCoordinates: [51.5, 95] } },
      'draft.destCoordinates.1: Too big: expected number to be <=90',
    ],
  ])('refuses a malformed draft %#', async (body, message) => {
    const response = await call(t, 'POST', '/api/temp-loads', { body, ip: '10.0.0.2' });
    expect([response.status, response.body.msg]).toEqual([400, message]);
    expect(await t.db.select().from(tempLoads).where(eq(tempLoads.deviceHash, SOME_KEY))).toEqual(
      [],
    );
  });

  it.each([
    ['the old hash of screen, colour depth, time zone and language', 'c'.repeat(64)],
    ['a visitor id alone', newVisitorId()],
    ['a visitor id with a short random part', `${newVisitorId()}.abc`],
    ['upper-case hex', newDraftKey().toUpperCase()],
  ])('refuses a guessable key: %s', async (_case, deviceHash) => {
    const response = await save(deviceHash, draft, '10.0.0.3');
    expect(response.status).toBe(400);
    expect(response.body.msg).toBe('deviceHash: Invalid device fingerprint');
    expect((await read(deviceHash)).status).toBe(404);
  });

  it('keeps two visitors apart whose phones give the same visitor id', async () => {
    const samePhoneModel = newVisitorId();
    const first = newDraftKey(samePhoneModel);
    const second = newDraftKey(samePhoneModel);
    await save(first, { ...draft, material: 'First visitor' });
    await save(second, { ...draft, material: 'Second visitor' });
    expect((await read(first)).body.data).toMatchObject({ material: 'First visitor' });
    expect((await read(second)).body.data).toMatchObject({ material: 'Second visitor' });
  });

  it('finds no draft under a malformed fingerprint', async () => {
    expect((await read('not-a-hash')).status).toBe(404);
  });

  it('limits saves to 30 a minute from one address', async () => {
    const device = newDevice();
    for (let i = 0; i < 30; i += 1)
      expect((await save(device, draft, '10.9.9.9')).status).toBe(200);
    const limited = await save(device, draft, '10.9.9.9');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      success: false,
      msg: 'Too many drafts were saved from this network. Please wait a minute.',
    });
    expect((await save(device, draft, '10.9.9.10')).status).toBe(200);
  });
});
