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
    [
      { type: '4.2Ton', truckOption: 'reefer', weight: 4.2 },
      'Choose a body type this truck type offers.',
    ],
    // docs/product.md §3: a truck carries no more than its type: 25 t for a 13.6M, 3,000 kg for a 3Ton.
    [{ type: '13.6M', weight: 99 }, 'A 13.6M truck carries at most 25,000 kg (25 ton).'],
    [
      { type: '3Ton', truckOption: 'closed box', weight: 3000.5, weightUnit: 'kg' },
      'A 3Ton truck carries at most 3,000 kg (3 ton).',
    ],
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

  it('takes a truck at exactly its type’s capacity, in either unit', async () => {
    const provider = await signInProvider(t, 'Full Load Co');
    const tons = await addTruckCall(provider.token, validTruck({ type: '13.6M', weight: 25 }));
    expect(tons.status).toBe(200);
    const kilos = await addTruckCall(
      provider.token,
      validTruck({
        licensePlate: 'DMM 7317',
        type: '4.2Ton',
        truckOption: 'open side grill',
        weight: 4200,
        weightUnit: 'kg',
      }),
    );
    expect(kilos.status).toBe(200);
    expect(kilos.body.data).toMatchObject({ type: '4.2Ton', weight: 4200, weightUnit: 'kg' });
  });

  it('keeps one plate to one truck in a group, however it is spaced or cased', async () => {
    const provider = await signInProvider(t, 'Plate Co');
    expect((await addTruckCall(provider.token, validTruck())).status).toBe(200);
    const again = await addTruckCall(
      provider.token,
      validTruck({ name: 'Twin', licensePlate: ' dmm7316 ' }),
    );
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      success: false,
      msg: 'A truck with this license plate is already in your fleet.',
    });
    const stored = await t.db.select().from(trucks).where(eq(trucks.groupId, provider.groupId));
    expect(stored.map((row) => row.name)).toEqual(['Curtain trailer']);
    // Another group's truck may carry the same plate text: plates are each fleet's own records.
    const other = await signInProvider(t, 'Other Plate Co');
    expect((await addTruckCall(other.token, validTruck())).status).toBe(200);
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
