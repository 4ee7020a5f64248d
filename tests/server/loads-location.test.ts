import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadStatus } from '../../src/contract/loads';
import { createTestApp, type TestApp } from './support/test-app';
import {
  call,
  loadRow,
  postLoad,
  setLoadStatus,
  signInProvider,
  signInShipper,
} from './support/marketplace';

let t: TestApp;
let shipper: Awaited<ReturnType<typeof signInShipper>>;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
  shipper = await signInShipper(t);
});
afterAll(async () => t.close());

const details = {
  address: 'Jebel Ali Free Zone, Gate 7',
  contactPerson: 'Anil',
  contactNumber: '+971501234567',
  coordinates: [55.06, 24.99],
};

const updateLocation = (loadId: string, body: Record<string, unknown>, token = shipper.token) =>
  call(t, 'PUT', `/api/loads/${loadId}/location`, { body, token });
const markReady = (loadId: string, token = shipper.token) =>
  call(t, 'PUT', `/api/loads/${loadId}/ready`, { token });

describe('PUT /api/loads/:id/location', () => {
  it('stores a stop’s details and changes nothing else', async () => {
    const loadId = await postLoad(t, shipper.token);
    const response = await updateLocation(loadId, { type: 'destination', ...details });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    const row = await loadRow(t, loadId);
    expect(row.destination).toEqual({
      country: 'United Arab Emirates',
      city: 'Dubai',
      ...details,
    });
    expect(row.source.address).toBeNull();
    expect(row.destinationCity).toBe('Dubai');
  });

  it('clears the coordinates when there is no exact location, and blank fields', async () => {
    const loadId = await postLoad(t, shipper.token);
    await updateLocation(loadId, { type: 'source', ...details });
    await updateLocation(loadId, {
      type: 'source',
      address: 'Near the cement silo',
      contactPerson: '',
      contactNumber: '966500000000',
    });
    expect((await loadRow(t, loadId)).source).toEqual({
      country: 'Saudi Arabia',
      city: 'Riyadh',
      address: 'Near the cement silo',
      contactPerson: null,
      contactNumber: '966500000000',
      coordinates: null,
    });
    await updateLocation(loadId, { type: 'source', ...details, coordinates: null });
    expect((await loadRow(t, loadId)).source.coordinates).toBeNull();
  });

  it.each([
    [{ contactNumber: '050-123' }, 'contactNumber: Contact number: digits only'],
    [{ coordinates: [200, 24] }, 'coordinates.0: Too big: expected number to be <=180'],
    [{ type: 'warehouse' }, 'type: Invalid option: expected one of "source"|"destination"'],
    [{ city: 'Doha' }, 'Unknown field: city'],
  ])('refuses %j and changes nothing', async (change, message) => {
    const loadId = await postLoad(t, shipper.token);
    const response = await updateLocation(loadId, { type: 'source', ...details, ...change });
    expect(response.status).toBe(400);
    expect(response.body.msg).toBe(message);
    expect((await loadRow(t, loadId)).source.address).toBeNull();
  });

  const pickupFrozen: LoadStatus[] = ['loaded', 'out_to_unload', 'completed', 'cancelled'];
  const pickupOpen: LoadStatus[] = ['pending', 'confirmed', 'out_to_collect'];

  it.each(pickupOpen)('lets the pickup change while the load is %s', async (status) => {
    const loadId = await postLoad(t, shipper.token);
    await setLoadStatus(t, loadId, status);
    expect((await updateLocation(loadId, { type: 'source', ...details })).status).toBe(200);
  });

  it.each(pickupFrozen)('freezes the pickup once the load is %s', async (status) => {
    const loadId = await postLoad(t, shipper.token);
    await setLoadStatus(t, loadId, status);
    const response = await updateLocation(loadId, { type: 'source', ...details });
    expect(response.status).toBe(409);
    expect(response.body.msg).toBe(
      `Pickup details can no longer be changed: the load is ${status.replaceAll('_', ' ')}.`,
    );
    expect((await loadRow(t, loadId)).source.address).toBeNull();
  });

  it.each(['loaded', 'out_to_unload'] as const)(
    'still lets the delivery change while the load is %s',
    async (status) => {
      const loadId = await postLoad(t, shipper.token);
      await setLoadStatus(t, loadId, status);
      expect((await updateLocation(loadId, { type: 'destination', ...details })).status).toBe(200);
    },
  );

  it.each(['completed', 'cancelled'] as const)(
    'freezes the delivery once the load is %s',
    async (status) => {
      const loadId = await postLoad(t, shipper.token);
      await setLoadStatus(t, loadId, status);
      const response = await updateLocation(loadId, { type: 'destination', ...details });
      expect(response.status).toBe(409);
      expect(response.body.msg).toBe(
        `Delivery details can no longer be changed: the load is ${status}.`,
      );
    },
  );

  it('is not found for another shipper and refused to a provider', async () => {
    const loadId = await postLoad(t, shipper.token);
    const stranger = await signInShipper(t);
    const response = await updateLocation(loadId, { type: 'source', ...details }, stranger.token);
    expect(response.status).toBe(404);
    const provider = await signInProvider(t);
    expect(
      (await updateLocation(loadId, { type: 'source', ...details }, provider.token)).status,
    ).toBe(403);
    expect((await loadRow(t, loadId)).source.address).toBeNull();
  });
});

describe('PUT /api/loads/:id/ready', () => {
  it('sets the ready time once; a repeat keeps the first time', async () => {
    const loadId = await postLoad(t, shipper.token);
    expect((await markReady(loadId)).status).toBe(200);
    const first = (await loadRow(t, loadId)).loadReadyAt;
    expect(first?.toISOString()).toBe(t.clock.now().toISOString());
    t.clock.advance(3_600_000);
    expect((await markReady(loadId)).status).toBe(200);
    expect((await loadRow(t, loadId)).loadReadyAt).toEqual(first);
    const load = await call<{ load: { timestamp: { loadReadyAt: string } } }>(
      t,
      'GET',
      `/api/loads/${loadId}`,
      { token: shipper.token },
    );
    expect(load.body.data?.load.timestamp.loadReadyAt).toBe(first?.toISOString());
  });

  it.each([
    [
      'out_to_collect',
      'The truck is already on its way to collect this load, so it can no longer be marked ready.',
    ],
    ['loaded', 'This load has already been collected, so it can no longer be marked ready.'],
    ['out_to_unload', 'This load has already been collected, so it can no longer be marked ready.'],
    ['completed', 'This load has been delivered, so it can no longer be marked ready.'],
    ['cancelled', 'This load has been cancelled, so it can no longer be marked ready.'],
  ] as const)('is refused once the load is %s, and changes nothing', async (status, message) => {
    // Stamped after the truck set out it would claim the load was ready after it was collected.
    const loadId = await postLoad(t, shipper.token);
    await setLoadStatus(t, loadId, status);
    const response = await markReady(loadId);
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ success: false, msg: message });
    expect((await loadRow(t, loadId)).loadReadyAt).toBeNull();
  });

  it('is still allowed once the trip is confirmed, before the truck sets out', async () => {
    const loadId = await postLoad(t, shipper.token);
    await setLoadStatus(t, loadId, 'confirmed');
    expect((await markReady(loadId)).status).toBe(200);
    expect((await loadRow(t, loadId)).loadReadyAt).not.toBeNull();
  });

  it('is not found for another shipper and refused to a provider', async () => {
    const loadId = await postLoad(t, shipper.token);
    const stranger = await signInShipper(t);
    expect((await markReady(loadId, stranger.token)).status).toBe(404);
    const provider = await signInProvider(t);
    expect((await markReady(loadId, provider.token)).status).toBe(403);
    expect((await loadRow(t, loadId)).loadReadyAt).toBeNull();
  });
});
