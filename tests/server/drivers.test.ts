import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../../src/contract/drivers';
import { drivers } from '../../server/modules/drivers/drivers.schema';
import { createTestApp, type TestApp } from './support/test-app';
import { call, signInProvider, signInShipper } from './support/marketplace';

/** Without page or limit the whole list is one page: here an empty one. */
const NO_ROWS = { page: 1, limit: 0, total: 0, totalPages: 1 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

const saudiDriver = (overrides: Record<string, unknown> = {}) => ({
  name: 'Faisal Al Qahtani',
  phone: '512345678',
  licenseNo: 'KSA-77812',
  countryCode: '+966',
  country: 'Saudi Arabia',
  ...overrides,
});

const addDriver = (token: string, body: unknown) =>
  call<Driver>(t, 'POST', '/api/drivers', { token, body });
const listDrivers = (token: string) => call<Driver[]>(t, 'GET', '/api/drivers', { token });

async function storedDriversOf(groupId: string) {
  return t.db.select().from(drivers).where(eq(drivers.groupId, groupId));
}

describe('POST /api/drivers', () => {
  it('adds a driver to the caller’s group', async () => {
    const provider = await signInProvider(t, 'Driver Co');
    const response = await addDriver(provider.token, saudiDriver({ name: ' Faisal Al Qahtani ' }));
    expect(response.status).toBe(200);
    expect(response.body.msg).toBe('Driver added successfully');
    expect(response.body.data).toMatchObject({
      name: 'Faisal Al Qahtani',
      phone: '512345678',
      countryCode: '+966',
      country: 'Saudi Arabia',
      licenseNo: 'KSA-77812',
      status: 'active',
      docs: { urls: [] },
    });
    expect(response.body.data?.id).toMatch(/^DRV-\d+$/);
    expect(await storedDriversOf(provider.groupId)).toHaveLength(1);
  });

  it('needs the exact phone length of the chosen country', async () => {
    const provider = await signInProvider(t);
    // The error handler may put the field's name in front of SPEC's text.
    const saudiShort = await addDriver(provider.token, saudiDriver({ phone: '51234567' }));
    expect(saudiShort.status).toBe(400);
    expect(saudiShort.body.msg).toMatch(/Phone number must be 9 digits$/);
    const qatariLong = await addDriver(
      provider.token,
      saudiDriver({ phone: '512345678', countryCode: '+974', country: 'Qatar' }),
    );
    expect(qatariLong.status).toBe(400);
    expect(qatariLong.body.msg).toMatch(/Phone number must be 8 digits$/);
    expect(await storedDriversOf(provider.groupId)).toHaveLength(0);

    const qatari = await addDriver(
      provider.token,
      saudiDriver({ phone: '33123456', countryCode: '+974', country: 'Qatar' }),
    );
    expect(qatari.status).toBe(200);
  });

  it.each([
    [{ phone: '5123 4567' }, 'Phone number must contain digits only.'],
    [{ phone: '+512345678' }, 'Phone number must contain digits only.'],
    [{ countryCode: '+1', country: 'United States' }, 'Choose a country code.'],
    [{ name: ' ' }, 'Name is required.'],
    [{ licenseNo: '' }, 'License number is required.'],
    [{ nickname: 'Abu Fahad' }, 'Unknown field: nickname'],
  ])('refuses %j with “%s”', async (change, message) => {
    const provider = await signInProvider(t);
    const response = await addDriver(provider.token, saudiDriver(change));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, msg: message });
    expect(await storedDriversOf(provider.groupId)).toHaveLength(0);
  });

  it('refuses the same phone twice in one group, but not in another', async () => {
    const provider = await signInProvider(t);
    expect((await addDriver(provider.token, saudiDriver())).status).toBe(200);
    const again = await addDriver(provider.token, saudiDriver({ name: 'Someone Else' }));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      success: false,
      msg: 'A driver with this phone number is already in your team.',
    });
    expect(await storedDriversOf(provider.groupId)).toHaveLength(1);

    const other = await signInProvider(t);
    expect((await addDriver(other.token, saudiDriver())).status).toBe(200);
  });

  it('is for signed-in providers only', async () => {
    const shipper = await signInShipper(t);
    expect((await addDriver(shipper.token, saudiDriver())).status).toBe(403);
    expect((await addDriver('', saudiDriver())).status).toBe(401);
  });
});

describe('GET /api/drivers', () => {
  it('lists only the group’s own drivers, newest first', async () => {
    const provider = await signInProvider(t);
    const rival = await signInProvider(t);
    await addDriver(rival.token, saudiDriver({ phone: '599999999' }));
    const first = await addDriver(provider.token, saudiDriver({ phone: '511111111' }));
    t.clock.advance(60_000);
    const second = await addDriver(provider.token, saudiDriver({ phone: '522222222' }));

    const response = await listDrivers(provider.token);
    expect(response.status).toBe(200);
    expect(response.body.data?.map((driver) => driver._id)).toEqual([
      second.body.data?._id,
      first.body.data?._id,
    ]);
    expect(response.body.data?.[0]).toEqual(second.body.data);
  });

  it('answers an empty list for a new group, and only to providers', async () => {
    const provider = await signInProvider(t);
    expect((await listDrivers(provider.token)).body).toEqual({
      success: true,
      data: [],
      pagination: NO_ROWS,
    });
    const shipper = await signInShipper(t);
    expect((await listDrivers(shipper.token)).status).toBe(403);
    expect((await listDrivers('')).status).toBe(401);
  });
});

describe('GET /api/drivers/:id', () => {
  it('answers the group’s own driver; another group’s is not found', async () => {
    const owner = await signInProvider(t);
    const added = await addDriver(owner.token, saudiDriver());
    const url = `/api/drivers/${added.body.data?._id}`;

    const own = await call<Driver>(t, 'GET', url, { token: owner.token });
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual(added.body.data);

    const rival = await signInProvider(t);
    const stranger = await call(t, 'GET', url, { token: rival.token });
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ success: false, msg: 'Driver not found' });

    const shipper = await signInShipper(t);
    expect((await call(t, 'GET', url, { token: shipper.token })).status).toBe(403);
  });
});
