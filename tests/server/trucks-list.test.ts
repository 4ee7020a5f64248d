import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Truck } from '../../src/contract/trucks';
import { storedFiles } from '../../server/modules/files/files.schema';
import { createTestApp, type TestApp } from './support/test-app';
import { addTruck, call, signInProvider, signInShipper } from './support/marketplace';

/** Without page or limit the whole list is one page: here an empty one. */
const NO_ROWS = { page: 1, limit: 0, total: 0, totalPages: 1 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

const list = (token: string) => call<Truck[]>(t, 'GET', '/api/trucks', { token });

describe('GET /api/trucks', () => {
  it('lists the group’s own trucks, newest first, with display ids and documents', async () => {
    const provider = await signInProvider(t);
    const rival = await signInProvider(t, 'Rival');
    await addTruck(t, rival.groupId, { licensePlate: 'RIVAL 1' });
    const older = await addTruck(t, provider.groupId, {
      name: 'Box trailer',
      model: 'Volvo FH 460',
      licensePlate: 'DMM 7316',
      createdAt: new Date('2026-11-01T00:00:00Z'),
    });
    const [registration] = await t.db
      .insert(storedFiles)
      .values({
        storageKey: 'registration-0001.pdf',
        contentType: 'application/pdf',
        extension: 'pdf',
        size: 1024,
        label: 'Registration',
        originalName: 'registration.pdf',
        ownerKind: 'truck',
        ownerId: older.id,
      })
      .returning();
    const newer = await addTruck(t, provider.groupId, {
      type: '3Ton',
      truckOption: 'open side grill',
      weight: 3000,
      weightUnit: 'kg',
      createdAt: new Date('2026-11-10T00:00:00Z'),
    });
    const response = await list(provider.token);
    expect(response.status).toBe(200);
    expect(response.body.data?.map((truck) => truck._id)).toEqual([newer.id, older.id]);
    expect(response.body.data?.[1]).toEqual({
      _id: older.id,
      id: `TRK-${older.number}`,
      name: 'Box trailer',
      model: 'Volvo FH 460',
      type: '12M',
      truckOption: 'closed box',
      licensePlate: 'DMM 7316',
      weight: 20,
      weightUnit: 'ton',
      status: 'active',
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: older.updatedAt.toISOString(),
      docs: {
        urls: [
          {
            label: 'Registration',
            url: `/api/files/${registration?.id}`,
            contentType: 'application/pdf',
            size: 1024,
          },
        ],
      },
    });
    expect(response.body.data?.[0]).toMatchObject({ weight: 3000, weightUnit: 'kg' });
  });

  it('answers an empty list for a group without trucks', async () => {
    const provider = await signInProvider(t, 'Empty Yard');
    expect((await list(provider.token)).body).toEqual({
      success: true,
      data: [],
      pagination: NO_ROWS,
    });
  });

  it('is for providers only', async () => {
    const shipper = await signInShipper(t);
    expect((await list(shipper.token)).status).toBe(403);
    expect((await list('')).status).toBe(401);
  });
});
