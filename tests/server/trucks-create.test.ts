import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Truck } from '../../src/contract/trucks';
import { trucks } from '../../server/modules/trucks/trucks.schema';
import { createTestApp, type TestApp } from './support/test-app';
import { addTruck, call, signInProvider, signInShipper } from './support/marketplace';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

const validTruck = (overrides: Record<string, unknown> = {}) => ({
  name: 'Curtain trailer',
  model: 'Volvo FH 460',
  licensePlate: 'DMM 7316',
  type: '12M',
  weight: 20,
  weightUnit: 'ton',
  truckOption: 'curtain side',
  ...overrides,
});

const addTruckCall = (token: string, body: unknown) =>
  call<Truck>(t, 'POST', '/api/trucks', { token, body });

describe('POST /api/trucks', () => {
  it('adds a truck to the caller’s group and lists it', async () => {
    const provider = await signInProvider(t, 'Fleet Co');
    const response = await addTruckCall(provider.token, validTruck({ name: '  Curtain trailer ' }));
    expect(response.status).toBe(200);
    expect(response.body.msg).toBe('Truck added successfully');
    const truck = response.body.data;
    expect(truck).toMatchObject({
      name: 'Curtain trailer',
      model: 'Volvo FH 460',
      licensePlate: 'DMM 7316',
      type: '12M',
      truckOption: 'curtain side',
      weight: 20,
      weightUnit: 'ton',
      status: 'active',
      docs: { urls: [] },
    });
    expect(truck?.id).toMatch(/^TRK-\d+$/);
    const [row] = await t.db
      .select()
      .from(trucks)
      .where(eq(trucks.id, String(truck?._id)));
    expect(row?.groupId).toBe(provider.groupId);

    const listed = await call<Truck[]>(t, 'GET', '/api/trucks', { token: provider.token });
    expect(listed.body.data?.map((item) => item._id)).toEqual([truck?._id]);
  });

  it('defaults the unit to ton and allows no body type', async () => {
    const provider = await signInProvider(t, 'Plain Co');
    const response = await addTruckCall(
      provider.token,
      validTruck({ weightUnit: undefined, truckOption: undefined }),
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ weightUnit: 'ton', truckOption: null });
  });

  it.each([
    [{ name: '' }, 'Name is required.'],
    [{ name: '   ' }, 'Name is required.'],
    [{ model: '' }, 'Model is required.'],
    [{ licensePlate: ' ' }, 'License plate is required.'],
    [{ type: '40Ton' }, 'Choose a truck type.'],
    // 4.2Ton trucks come with an open side grill only.
    [{ type: '4.2Ton', truckOption: 'reefer' }, 'Choose a body type this truck type offers.'],
    [{ weight: 0 }, 'Max weight must be a positive number.'],
    [{ weight: -3 }, 'Max weight must be a positive number.'],
    [{ colour: 'red' }, 'Unknown field: colour'],
  ])('refuses %j with “%s” and stores nothing', async (change, message) => {
    const provider = await signInProvider(t);
    const response = await addTruckCall(provider.token, validTruck(change));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, msg: message });
    const stored = await t.db.select().from(trucks).where(eq(trucks.groupId, provider.groupId));
    expect(stored).toHaveLength(0);
  });

  it('is for signed-in providers only', async () => {
    const shipper = await signInShipper(t);
    expect((await addTruckCall(shipper.token, validTruck())).status).toBe(403);
    expect((await addTruckCall('', validTruck())).status).toBe(401);
  });
});

describe('GET /api/trucks/truckId/:id', () => {
  it('answers the group’s own truck with its documents', async () => {
    const provider = await signInProvider(t, 'Detail Co');
    const truck = await addTruck(t, provider.groupId, { licensePlate: 'RUH 2020' });
    const response = await call<Truck>(t, 'GET', `/api/trucks/truckId/${truck.id}`, {
      token: provider.token,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      _id: truck.id,
      id: `TRK-${truck.number}`,
      licensePlate: 'RUH 2020',
      docs: { urls: [] },
    });
  });

  it('treats another group’s truck as not found and leaves it as it was', async () => {
    const owner = await signInProvider(t, 'Owner Co');
    const truck = await addTruck(t, owner.groupId);
    const rival = await signInProvider(t, 'Rival Co');
    const response = await call(t, 'GET', `/api/trucks/truckId/${truck.id}`, {
      token: rival.token,
    });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, msg: 'Truck not found' });
    const [after] = await t.db.select().from(trucks).where(eq(trucks.id, truck.id));
    expect(after).toEqual(truck);
  });

  it('is for signed-in providers only', async () => {
    const provider = await signInProvider(t);
    const truck = await addTruck(t, provider.groupId);
    const shipper = await signInShipper(t);
    const url = `/api/trucks/truckId/${truck.id}`;
    expect((await call(t, 'GET', url, { token: shipper.token })).status).toBe(403);
    expect((await call(t, 'GET', url)).status).toBe(401);
  });
});
