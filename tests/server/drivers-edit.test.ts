import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../../src/contract/drivers';
import { drivers } from '../../server/modules/drivers/drivers.schema';
import { addDriver } from './support/fleet';
import { signInProvider, signInShipper } from './support/marketplace';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

const edited = (overrides: Record<string, unknown> = {}) => ({
  name: 'Yousef Al Mansoori',
  phone: '501112233',
  licenseNo: 'UAE-44102',
  countryCode: '+971',
  country: 'United Arab Emirates',
  ...overrides,
});

/** PUT /api/drivers/{id}, with an Idempotency-Key when given one. */
async function editDriver(token: string, driverId: string, body: unknown, key?: string) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/drivers/${driverId}`,
    payload: body as Record<string, unknown>,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
  });
  return {
    status: response.statusCode,
    body: response.json() as { success: boolean; msg?: string; data?: Driver },
  };
}

async function driverRow(driverId: string) {
  const [row] = await t.db.select().from(drivers).where(eq(drivers.id, driverId));
  if (!row) throw new Error('driver not found');
  return row;
}

describe('PUT /api/drivers/:id', () => {
  it('replaces the driver’s fields, keeps id and status, and bumps updatedAt', async () => {
    const provider = await signInProvider(t, 'Edit Drivers Co');
    const driver = await addDriver(t, provider.groupId);
    t.clock.advance(60_000);
    const response = await editDriver(
      provider.token,
      driver.id,
      edited({ name: ' Yousef Al Mansoori ', licenseNo: ' UAE-44102 ' }),
    );
    expect(response.status).toBe(200);
    expect(response.body.msg).toBe('Driver updated successfully');
    expect(response.body.data).toMatchObject({
      _id: driver.id,
      id: `DRV-${driver.number}`,
      name: 'Yousef Al Mansoori',
      phone: '501112233',
      countryCode: '+971',
      country: 'United Arab Emirates',
      licenseNo: 'UAE-44102',
      status: 'active',
      updatedAt: t.clock.now().toISOString(),
    });
  });

  it.each([
    [{ name: ' ' }, 'Name is required.'],
    [{ licenseNo: '' }, 'License number is required.'],
    // The UAE's numbers have 9 digits; Qatar's 8.
    [{ phone: '50111223' }, 'Phone number must be 9 digits'],
    [{ country: 'Qatar' }, 'The country for +971 is United Arab Emirates.'],
    [{ status: 'inactive' }, 'Unknown field: status'],
  ])('refuses %j as adding does, with “%s”, and changes nothing', async (change, message) => {
    const provider = await signInProvider(t);
    const driver = await addDriver(t, provider.groupId);
    const response = await editDriver(provider.token, driver.id, edited(change));
    expect(response.status).toBe(400);
    expect(response.body.msg).toMatch(new RegExp(`${message.replace(/[.+]/g, '\\$&')}$`));
    expect(await driverRow(driver.id)).toEqual(driver);
  });

  it('refuses a phone another driver of the group has, with 409', async () => {
    const provider = await signInProvider(t, 'Phones Co');
    const first = await addDriver(t, provider.groupId);
    const second = await addDriver(t, provider.groupId);
    const clash = await editDriver(
      provider.token,
      second.id,
      edited({ phone: first.phone, countryCode: '+966', country: 'Saudi Arabia' }),
    );
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({
      success: false,
      msg: 'A driver with this phone number is already in your team.',
    });
    expect(await driverRow(second.id)).toEqual(second);
  });

  it('treats another group’s driver as not found, and lets no shipper or stranger in', async () => {
    const owner = await signInProvider(t, 'Owner Co');
    const driver = await addDriver(t, owner.groupId);
    const rival = await signInProvider(t, 'Rival Co');
    const response = await editDriver(rival.token, driver.id, edited());
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, msg: 'Driver not found' });
    const shipper = await signInShipper(t);
    expect((await editDriver(shipper.token, driver.id, edited())).status).toBe(403);
    expect((await editDriver('', driver.id, edited())).status).toBe(401);
    expect(await driverRow(driver.id)).toEqual(driver);
  });

  it('answers a retry with the same Idempotency-Key with the first answer, and edits once', async () => {
    const provider = await signInProvider(t, 'Retry Drivers Co');
    const driver = await addDriver(t, provider.groupId);
    t.clock.advance(60_000);
    const first = await editDriver(provider.token, driver.id, edited(), 'edit-driver-1');
    const edit = await driverRow(driver.id);
    t.clock.advance(60_000);
    const retry = await editDriver(provider.token, driver.id, edited(), 'edit-driver-1');
    expect(first.status).toBe(200);
    expect(retry).toEqual(first);
    expect(await driverRow(driver.id)).toEqual(edit);
  });
});
