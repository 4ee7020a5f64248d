import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindLoadsRow } from '../../src/contract/loads';
import type { Driver } from '../../src/contract/drivers';
import type { TripListItem } from '../../src/contract/trips';
import type { Truck } from '../../src/contract/trucks';
import { seedDemoAccounts } from '../../server/demo/seed-demo-accounts';
import { createDemoServices } from '../../server/demo/demo-services';
import { DEMO_TRIP_MATERIAL, seedDemoMarketplace } from '../../server/demo/seed-demo-marketplace';
import { loads } from '../../server/modules/loads/loads.schema';
import { trucks } from '../../server/modules/trucks/trucks.schema';
import { createTestApp, type TestApp } from './support/test-app';
import { call } from './support/marketplace';
import { signIn } from './support/sign-in';

let t: TestApp;
const silentLogger = { info: () => undefined };
const demoServices = () => createDemoServices(t.config, t.database, t.clock, silentLogger);
beforeAll(async () => {
  t = await createTestApp({
    OTP_TEST_PHONES: '+966500000001=123456,+966500000002=123456,+966500000004=123456',
  });
  await seedDemoAccounts(t.db, t.clock);
  await seedDemoMarketplace(demoServices(), t.clock);
  // Every start seeds again: nothing may double.
  await seedDemoMarketplace(demoServices(), t.clock);
});
afterAll(async () => t.close());

const tokens = new Map<string, string>();
/** One sign-in per demo phone: a second code within 30 s would be refused. */
async function signInDemo(phone: string) {
  const known = tokens.get(phone);
  if (known) return known;
  const sent = await call<{ otpId: string }>(t, 'POST', '/api/user/send-otp', {
    body: { phone, countryCode: '+966' },
  });
  const verified = await call<{ token: string }>(t, 'POST', '/api/user/verify-otp', {
    body: { phoneNumber: phone, otp: '123456', otpId: sent.body.data?.otpId },
  });
  tokens.set(phone, String(verified.body.data?.token));
  return String(verified.body.data?.token);
}

describe('demo marketplace seed', () => {
  it('gives the demo provider three trucks and the second provider two, once', async () => {
    const token = await signInDemo('500000002');
    const fleet = (await call<Truck[]>(t, 'GET', '/api/trucks', { token })).body.data ?? [];
    expect(fleet.map((truck) => truck.licensePlate).sort()).toEqual([
      'DMM 7316',
      'RUH 1294',
      'RUH 4821',
    ]);
    const competitor = await signInDemo('500000004');
    const secondFleet =
      (await call<Truck[]>(t, 'GET', '/api/trucks', { token: competitor })).body.data ?? [];
    expect(secondFleet.map((truck) => truck.licensePlate).sort()).toEqual([
      'DXB 52810',
      'SHJ 30917',
    ]);
    expect((await t.db.select().from(trucks)).length).toBe(5);
  });

  it('posts six loads scheduled ahead: five open to find, one won by the demo provider', async () => {
    const token = await signInDemo('500000002');
    const found = await call<FindLoadsRow[]>(t, 'POST', '/api/loads', { body: {}, token });
    expect(found.body).toMatchObject({ success: true, pagination: { total: 6 } });
    const rival = await signInDemo('500000004');
    const open = await call<FindLoadsRow[]>(t, 'POST', '/api/loads', { body: {}, token: rival });
    expect(open.body).toMatchObject({ success: true, pagination: { total: 5 } });
    const rows = await t.db.select().from(loads);
    expect(rows.length).toBe(6);
    for (const row of rows) {
      expect(row.status).toBe(row.material === DEMO_TRIP_MATERIAL ? 'confirmed' : 'pending');
      expect(row.scheduledDate.getTime()).toBeGreaterThan(t.clock.now().getTime());
    }
  });

  it('gives the demo provider drivers with documents and a paid trip with a driver, once', async () => {
    const token = await signInDemo('500000002');
    const team = (await call<Driver[]>(t, 'GET', '/api/drivers', { token })).body.data ?? [];
    expect(team).toHaveLength(3);
    for (const driver of team) {
      expect(driver.docs.urls.map((doc) => [doc.label, doc.contentType])).toEqual([
        ['Driving license', 'application/pdf'],
        ['ID card', 'image/png'],
      ]);
    }
    const trips = await call<TripListItem[]>(t, 'POST', '/api/trips/getmytrips', {
      body: { filters: {} },
      token,
    });
    expect(trips.body.data).toHaveLength(1);
    const [trip] = trips.body.data ?? [];
    expect(trip).toMatchObject({ status: 'confirmed', basePrice: 3800, currency: 'SAR' });
    expect(trip?.driverDetails?.name).toBe('Faisal Al Qahtani');
    // The trip's driver's licence is checked; the others' wait for the provider.
    const verified = await Promise.all(
      team.map(async (driver) => {
        const record = await call<{ licence: { verifiedAt: string | null } }>(
          t,
          'GET',
          `/api/drivers/${driver._id}/record`,
          { token },
        );
        return [driver.name, record.body.data?.licence.verifiedAt !== null];
      }),
    );
    expect(verified.filter(([, checked]) => checked).map(([name]) => name)).toEqual([
      'Faisal Al Qahtani',
    ]);
    // The licence downloads for the group, as stored.
    const licence = await t.app.inject({
      method: 'GET',
      url: String(team[0]?.docs.urls[0]?.url),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(licence.statusCode).toBe(200);
    expect(licence.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('gives the demo shipper one load of its own, and a complete second shipper', async () => {
    const token = await signInDemo('500000001');
    const mine = await call<{ list: unknown[] }>(t, 'GET', '/api/loads/user?status=pending', {
      token,
    });
    expect(mine.body.data?.list.length).toBe(1);
    const cement = await signIn(t, '500000003');
    const session = await call<{ user: { companyName: string; userType: string } }>(
      t,
      'POST',
      '/api/user/session-verify',
      { body: { sessionId: cement.sessionId, userId: cement._id }, token: cement.token },
    );
    expect(session.body.data?.user).toMatchObject({
      companyName: 'Gulf Cement Co',
      userType: 'user',
    });
  });
});
