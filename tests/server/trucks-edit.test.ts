import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Truck } from '../../src/contract/trucks';
import { trucks } from '../../server/modules/trucks/trucks.schema';
import { addTruck, signInProvider, signInShipper } from './support/marketplace';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

const edited = (overrides: Record<string, unknown> = {}) => ({
  name: 'Reefer trailer',
  model: 'Scania R 450',
  licensePlate: 'JED 4410',
  type: '15M',
  weight: 28,
  weightUnit: 'ton',
  truckOption: 'reefer',
  ...overrides,
});

/** PUT /api/trucks/{id}, with an Idempotency-Key when given one. */
async function editTruck(token: string, truckId: string, body: unknown, key?: string) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/trucks/${truckId}`,
    payload: body as Record<string, unknown>,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
  });
  return {
    status: response.statusCode,
    body: response.json() as { success: boolean; msg?: string; data?: Truck },
  };
}

async function truckRow(truckId: string) {
  const [row] = await t.db.select().from(trucks).where(eq(trucks.id, truckId));
  if (!row) throw new Error('truck not found');
  return row;
}

describe('PUT /api/trucks/:id', () => {
  it('replaces the truck’s fields, keeps its id, number and status, and bumps updatedAt', async () => {
    const provider = await signInProvider(t, 'Edit Co');
    const truck = await addTruck(t, provider.groupId);
    t.clock.advance(60_000);
    const response = await editTruck(
      provider.token,
      truck.id,
      edited({ name: ' Reefer trailer ' }),
    );
    expect(response.status).toBe(200);
    expect(response.body.msg).toBe('Truck updated successfully');
    expect(response.body.data).toMatchObject({
      _id: truck.id,
      id: `TRK-${truck.number}`,
      name: 'Reefer trailer',
      model: 'Scania R 450',
      licensePlate: 'JED 4410',
      type: '15M',
      truckOption: 'reefer',
      weight: 28,
      weightUnit: 'ton',
      status: 'active',
      createdAt: truck.createdAt.toISOString(),
      updatedAt: t.clock.now().toISOString(),
    });
    expect(await truckRow(truck.id)).toMatchObject({
      version: truck.version + 1,
      name: 'Reefer trailer',
    });
  });

  it.each([
    [{ name: '' }, 'Name is required.'],
    [
      { type: '13.6M', truckOption: 'closed box', weight: 99 },
      'A 13.6M truck carries at most 25,000 kg (25 ton).',
    ],
    [
      { type: '7Ton', truckOption: 'reefer', weight: 7 },
      'Choose a body type this truck type offers.',
    ],
    [{ weight: -1 }, 'Max weight must be a positive number.'],
    [{ colour: 'red' }, 'Unknown field: colour'],
  ])('refuses %j as adding does, with “%s”, and changes nothing', async (change, message) => {
    const provider = await signInProvider(t);
    const truck = await addTruck(t, provider.groupId);
    const response = await editTruck(provider.token, truck.id, edited(change));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, msg: message });
    expect(await truckRow(truck.id)).toEqual(truck);
  });

  it('refuses another truck’s plate in the group with 409, but keeps its own plate fine', async () => {
    const provider = await signInProvider(t, 'Two Plates Co');
    const first = await addTruck(t, provider.groupId, { licensePlate: 'RUH 5050' });
    const second = await addTruck(t, provider.groupId, { licensePlate: 'RUH 6060' });
    const clash = await editTruck(provider.token, second.id, edited({ licensePlate: 'ruh5050' }));
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({
      success: false,
      msg: 'A truck with this license plate is already in your fleet.',
    });
    expect(await truckRow(second.id)).toEqual(second);
    const same = await editTruck(provider.token, first.id, edited({ licensePlate: 'RUH  5050' }));
    expect(same.status).toBe(200);
  });

  it('treats another group’s truck as not found, and lets no shipper or stranger in', async () => {
    const owner = await signInProvider(t, 'Owner Co');
    const truck = await addTruck(t, owner.groupId);
    const rival = await signInProvider(t, 'Rival Co');
    const response = await editTruck(rival.token, truck.id, edited());
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, msg: 'Truck not found' });
    const shipper = await signInShipper(t);
    expect((await editTruck(shipper.token, truck.id, edited())).status).toBe(403);
    expect((await editTruck('', truck.id, edited())).status).toBe(401);
    expect(await truckRow(truck.id)).toEqual(truck);
  });

  it('answers a retry with the same Idempotency-Key with the first answer, and edits once', async () => {
    const provider = await signInProvider(t, 'Retry Co');
    const truck = await addTruck(t, provider.groupId);
    t.clock.advance(60_000);
    const first = await editTruck(provider.token, truck.id, edited(), 'edit-truck-1');
    t.clock.advance(60_000);
    const retry = await editTruck(provider.token, truck.id, edited(), 'edit-truck-1');
    expect(first.status).toBe(200);
    expect(retry).toEqual(first);
    expect(await truckRow(truck.id)).toMatchObject({ version: truck.version + 1 });
  });
});
