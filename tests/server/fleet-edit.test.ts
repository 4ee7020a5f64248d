import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../server/modules/drivers/drivers.schema';
import { trucks } from '../../server/modules/trucks/trucks.schema';
import { addDriver } from './support/fleet';
import { addTruck, signInProvider, signInShipper } from './support/marketplace';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

type Body = Record<string, unknown>;
type Row = { id: string; number: number; createdAt: Date };

/**
 * PUT /api/trucks/:id and PUT /api/drivers/:id: the same edit under each member's own rules.
 * Each kind: how one is stored for the test, an edit that passes, what it answers, edits its
 * rules refuse, and an edit that takes another member's unique key (a plate, a phone).
 */
const KINDS = [
  {
    kind: 'trucks',
    add: (groupId: string, overrides: Body = {}) => addTruck(t, groupId, overrides),
    stored: async (id: string) => (await t.db.select().from(trucks).where(eq(trucks.id, id)))[0],
    edited: (overrides: Body = {}) => ({
      name: 'Reefer trailer',
      model: 'Scania R 450',
      licensePlate: 'JED 4410',
      type: '15M',
      weight: 28,
      weightUnit: 'ton',
      truckOption: 'reefer',
      ...overrides,
    }),
    padded: { name: ' Reefer trailer ' },
    answered: (row: Row) => ({
      id: `TRK-${row.number}`,
      name: 'Reefer trailer',
      model: 'Scania R 450',
      licensePlate: 'JED 4410',
      type: '15M',
      truckOption: 'reefer',
      weight: 28,
      weightUnit: 'ton',
    }),
    updated: 'Truck updated successfully',
    refusals: [
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
    ] as [Body, string | RegExp][],
    // Plates compare without case or spaces.
    clash: { first: { licensePlate: 'RUH 5050' }, edit: { licensePlate: 'ruh5050' } },
    taken: 'A truck with this license plate is already in your fleet.',
    notFound: 'Truck not found',
  },
  {
    kind: 'drivers',
    add: (groupId: string, overrides: Body = {}) => addDriver(t, groupId, overrides),
    stored: async (id: string) => (await t.db.select().from(drivers).where(eq(drivers.id, id)))[0],
    edited: (overrides: Body = {}) => ({
      name: 'Yousef Al Mansoori',
      phone: '501112233',
      licenseNo: 'UAE-44102',
      countryCode: '+971',
      country: 'United Arab Emirates',
      ...overrides,
    }),
    padded: { name: ' Yousef Al Mansoori ', licenseNo: ' UAE-44102 ' },
    answered: (row: Row) => ({
      id: `DRV-${row.number}`,
      name: 'Yousef Al Mansoori',
      phone: '501112233',
      countryCode: '+971',
      country: 'United Arab Emirates',
      licenseNo: 'UAE-44102',
    }),
    updated: 'Driver updated successfully',
    // The message may name the field first.
    refusals: [
      [{ name: ' ' }, /Name is required\.$/],
      [{ licenseNo: '' }, /License number is required\.$/],
      // The UAE's numbers have 9 digits; Qatar's 8.
      [{ phone: '50111223' }, /Phone number must be 9 digits$/],
      [{ country: 'Qatar' }, /The country for \+971 is United Arab Emirates\.$/],
      [{ status: 'inactive' }, /Unknown field: status$/],
    ] as [Body, RegExp][],
    clash: {
      first: { phone: '555550505' },
      edit: { phone: '555550505', countryCode: '+966', country: 'Saudi Arabia' },
    },
    taken: 'A driver with this phone number is already in your team.',
    notFound: 'Driver not found',
  },
];

describe.each(KINDS)('PUT /api/$kind/:id', (fleet) => {
  /** The edit call, with an Idempotency-Key when given one. */
  async function edit(token: string, id: string, body: Body, key?: string) {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/${fleet.kind}/${id}`,
      payload: body,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
    });
    return {
      status: response.statusCode,
      body: response.json() as { success: boolean; msg?: string; data?: Body },
    };
  }

  it('replaces its fields (trimmed), keeps its id, number, status and creation, bumps updatedAt', async () => {
    const provider = await signInProvider(t, 'Edit Co');
    const member = await fleet.add(provider.groupId);
    t.clock.advance(60_000);
    const response = await edit(provider.token, member.id, fleet.edited(fleet.padded));
    expect(response.status).toBe(200);
    expect(response.body.msg).toBe(fleet.updated);
    expect(response.body.data).toMatchObject({
      ...fleet.answered(member),
      _id: member.id,
      status: 'active',
      createdAt: member.createdAt.toISOString(),
      updatedAt: t.clock.now().toISOString(),
    });
  });

  it.each(fleet.refusals)(
    'refuses %j as adding does, with “%s”, and changes nothing',
    async (change, message) => {
      const provider = await signInProvider(t);
      const member = await fleet.add(provider.groupId);
      const response = await edit(provider.token, member.id, fleet.edited(change));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        msg: typeof message === 'string' ? message : expect.stringMatching(message),
      });
      expect(await fleet.stored(member.id)).toEqual(member);
    },
  );

  it('refuses the unique key another member of the group has, with 409', async () => {
    const provider = await signInProvider(t, 'Clash Co');
    await fleet.add(provider.groupId, fleet.clash.first);
    const second = await fleet.add(provider.groupId);
    const clash = await edit(provider.token, second.id, fleet.edited(fleet.clash.edit));
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({ success: false, msg: fleet.taken });
    expect(await fleet.stored(second.id)).toEqual(second);
  });

  it('treats another group’s member as not found, and lets no shipper or stranger in', async () => {
    const owner = await signInProvider(t, 'Owner Co');
    const member = await fleet.add(owner.groupId);
    const rival = await signInProvider(t, 'Rival Co');
    const response = await edit(rival.token, member.id, fleet.edited());
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, msg: fleet.notFound });
    const shipper = await signInShipper(t);
    expect((await edit(shipper.token, member.id, fleet.edited())).status).toBe(403);
    expect((await edit('', member.id, fleet.edited())).status).toBe(401);
    expect(await fleet.stored(member.id)).toEqual(member);
  });

  it('answers a retry with the same Idempotency-Key with the first answer, and edits once', async () => {
    const provider = await signInProvider(t, 'Retry Co');
    const member = await fleet.add(provider.groupId);
    t.clock.advance(60_000);
    const first = await edit(provider.token, member.id, fleet.edited(), `edit-${fleet.kind}-1`);
    const edited = await fleet.stored(member.id);
    t.clock.advance(60_000);
    const retry = await edit(provider.token, member.id, fleet.edited(), `edit-${fleet.kind}-1`);
    expect(first.status).toBe(200);
    expect(retry).toEqual(first);
    expect(await fleet.stored(member.id)).toEqual(edited);
  });
});

describe('PUT /api/trucks/:id, its plate', () => {
  it('keeps its own plate however it is spaced, and counts each edit in its version', async () => {
    const provider = await signInProvider(t, 'Own Plate Co');
    const truck = await addTruck(t, provider.groupId, { licensePlate: 'RUH 5050' });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/trucks/${truck.id}`,
      payload: KINDS[0]!.edited({ licensePlate: 'RUH  5050' }),
      headers: { authorization: `Bearer ${provider.token}` },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(trucks).where(eq(trucks.id, truck.id));
    expect(row).toMatchObject({ version: truck.version + 1, licensePlate: 'RUH  5050' });
  });
});
