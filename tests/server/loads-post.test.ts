import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Load, LoadSummary } from '../../src/contract/loads';
import { createTestApp, type TestApp } from './support/test-app';
import {
  call,
  loadRow,
  postLoad,
  setLoadStatus,
  signInProvider,
  signInShipper,
  quote,
  validLoad,
} from './support/marketplace';
import { payFor, putQuoteStatus } from './support/payment-fixtures';
import { signIn } from './support/sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

const create = (token: string, overrides: Record<string, unknown> = {}) =>
  call<{ loadId: string }>(t, 'POST', '/api/loads/create', { body: validLoad(overrides), token });

const myLoads = (token: string, status: 'pending' | 'done') =>
  call<{ list: LoadSummary[] }>(t, 'GET', `/api/loads/user?status=${status}`, { token });

const details = async (token: string, loadId: string) =>
  (await call<{ load: Load }>(t, 'GET', `/api/loads/${loadId}`, { token })).body.data?.load;

/** What Post a Load sends when the shipper fills in both stops' address, contact and pin. */
const pickup = {
  country: 'Saudi Arabia',
  city: 'Riyadh',
  address: 'Gate 4, Second Industrial City',
  contactPerson: 'Faisal Al Qahtani',
  contactNumber: '+966512345678',
  coordinates: [46.8463, 24.6172],
};
const delivery = {
  country: 'United Arab Emirates',
  city: 'Dubai',
  address: 'Warehouse 7, Jebel Ali Free Zone',
  contactPerson: 'Huda Saeed',
  contactNumber: '+971501234567',
  coordinates: [55.0272, 24.9857],
};
const hidden = { address: null, contactPerson: null, contactNumber: null, coordinates: null };

describe('POST /api/loads/create', () => {
  it('stores the load with its weight in kg and answers its id', async () => {
    const shipper = await signInShipper(t);
    const response = await create(shipper.token, { weight: { value: 12.5, unit: 'ton' } });
    expect(response.status).toBe(200);
    const loadId = String(response.body.data?.loadId);
    expect(loadId).toMatch(/^[0-9a-f-]{36}$/);
    const row = await loadRow(t, loadId);
    expect(row).toMatchObject({
      shipperUserId: shipper._id,
      status: 'pending',
      weightValue: 12.5,
      weightUnit: 'ton',
      weightKg: 12500,
      sourceCity: 'Riyadh',
      destinationCity: 'Dubai',
      truckType: '12M',
      truckSubType: 'curtain side',
      currency: 'SAR',
    });
    expect(row.source).toEqual({
      country: 'Saudi Arabia',
      city: 'Riyadh',
      address: null,
      contactPerson: null,
      contactNumber: null,
      coordinates: null,
    });
  });

  it('stores places and truck with the reference spelling whatever the case sent', async () => {
    const shipper = await signInShipper(t);
    const loadId = await postLoad(t, shipper.token, {
      source: { country: 'saudi arabia', city: 'RIYADH' },
      truckType: '12m',
      truckSubType: 'Closed Box',
      currency: 'sar',
    });
    const row = await loadRow(t, loadId);
    expect(row.source.country).toBe('Saudi Arabia');
    expect(row.sourceCity).toBe('Riyadh');
    expect([row.truckType, row.truckSubType, row.currency]).toEqual(['12M', 'closed box', 'SAR']);
  });

  it('keeps no truck for LTL, even when one is sent', async () => {
    const shipper = await signInShipper(t);
    const withoutTruck = await postLoad(t, shipper.token, {
      loadType: 'LTL',
      truckType: null,
      truckSubType: null,
    });
    expect((await loadRow(t, withoutTruck)).truckType).toBeNull();
    const sentTruck = await postLoad(t, shipper.token, { loadType: 'LTL' });
    const row = await loadRow(t, sentTruck);
    expect([row.truckType, row.truckSubType]).toEqual([null, null]);
  });

  it.each([
    [
      { source: { country: 'Egypt', city: 'Cairo' } },
      'Pickup country must be one of: Bahrain, Kuwait, Oman, Qatar, Saudi Arabia, United Arab Emirates.',
    ],
    [
      { destination: { country: 'Qatar', city: 'Dubai' } },
      'Delivery city "Dubai" is not a city of Qatar.',
    ],
    [{ currency: 'USD' }, 'Currency must be one of: AED, BHD, KWD, OMR, QAR, SAR.'],
    [{ truckType: null }, 'Truck type is required.'],
    [
      { truckType: '20Ton' },
      'Truck type must be one of: 3Ton, 4.2Ton, 7Ton, 10Ton, 12M, 13.6M, 15M.',
    ],
    [
      { truckType: '4.2Ton', truckSubType: null },
      'Choose a body type for the 4.2Ton truck: open side grill.',
    ],
    [
      { truckType: '3Ton', truckSubType: 'reefer' },
      'The 3Ton truck comes as: open side grill, closed box.',
    ],
    [{ weight: { value: 0, unit: 'ton' } }, 'Weight must be a positive number.'],
    [{ material: '  ' }, 'material: Material is required'],
    // The test clock stands at 2026-11-22 08:00 UTC, 11:00 in Riyadh.
    [{ scheduledDate: '2026-11-21T23:00:00+03:00' }, 'Scheduled date cannot be in the past.'],
  ])('refuses %j with a clear message and stores nothing', async (overrides, message) => {
    const shipper = await signInShipper(t);
    const response = await create(shipper.token, overrides);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, msg: message });
    expect((await myLoads(shipper.token, 'pending')).body.data?.list).toEqual([]);
  });

  it('allows today in the shipper’s own time zone, earlier hours included', async () => {
    const shipper = await signInShipper(t);
    // 07:00 on 22 November in Riyadh is already past at 11:00, but it is still today.
    const response = await create(shipper.token, { scheduledDate: '2026-11-22T07:00:00+03:00' });
    expect(response.status).toBe(200);
    // 23:30 UTC on the 21st is the 22nd in Dubai (UTC+4): today there.
    const dubai = await create(shipper.token, { scheduledDate: '2026-11-22T03:30:00+04:00' });
    expect(dubai.status).toBe(200);
  });

  it('is for shippers only', async () => {
    const provider = await signInProvider(t);
    expect((await create(provider.token)).status).toBe(403);
    const newcomer = await signIn(t);
    expect((await create(newcomer.token)).status).toBe(403);
    expect((await create('')).status).toBe(401);
  });
});

describe('POST /api/loads/create with the stops’ addresses and contacts', () => {
  it('stores them where the location dialog does, and shows them to the shipper', async () => {
    const shipper = await signInShipper(t);
    const response = await create(shipper.token, { source: pickup, destination: delivery });
    expect(response.status).toBe(200);
    const loadId = String(response.body.data?.loadId);
    const row = await loadRow(t, loadId);
    expect(row.source).toEqual(pickup);
    expect(row.destination).toEqual(delivery);
    const load = await details(shipper.token, loadId);
    expect(load?.source).toEqual(pickup);
    expect(load?.destination).toEqual(delivery);
  });

  it('stores what was left blank or out as nothing', async () => {
    const shipper = await signInShipper(t);
    const loadId = await postLoad(t, shipper.token, {
      source: { ...pickup, address: '   ', contactPerson: null, coordinates: null },
      destination: { country: 'United Arab Emirates', city: 'Dubai', contactNumber: '' },
    });
    const row = await loadRow(t, loadId);
    expect(row.source).toEqual({
      ...pickup,
      address: null,
      contactPerson: null,
      coordinates: null,
    });
    expect(row.destination).toEqual({ country: 'United Arab Emirates', city: 'Dubai', ...hidden });
  });

  it('shows a provider only the cities until its quote is accepted, then everything', async () => {
    const shipper = await signInShipper(t);
    const loadId = await postLoad(t, shipper.token, { source: pickup, destination: delivery });
    const winner = await signInProvider(t, 'Desert Line');
    const loser = await signInProvider(t, 'Falcon Freight');
    const cityOnly = {
      source: { country: pickup.country, city: pickup.city, ...hidden },
      destination: { country: delivery.country, city: delivery.city, ...hidden },
    };
    // An open load, before and after quoting.
    expect(await details(winner.token, loadId)).toMatchObject(cityOnly);
    const winning = await quote(t, winner.token, loadId, 2500);
    await quote(t, loser.token, loadId, 2400);
    expect(await details(winner.token, loadId)).toMatchObject(cityOnly);

    const quoteId = String(winning.body.data?._id);
    const paymentIntentId = await payFor(t, shipper.token, { id: quoteId, loadId });
    const accepted = await putQuoteStatus(t, shipper.token, {
      quoteId,
      status: 'accepted',
      paymentIntentId,
    });
    expect(accepted.status).toBe(200);

    expect(await details(winner.token, loadId)).toMatchObject({
      source: pickup,
      destination: delivery,
    });
    expect(await details(loser.token, loadId)).toMatchObject(cityOnly);
  });

  it.each([
    [
      { source: { ...pickup, contactNumber: '050-123 4567' } },
      'source.contactNumber: Contact number: digits only',
    ],
    [
      { destination: { ...delivery, contactNumber: '+9715012345678901' } },
      'destination.contactNumber: Contact number: digits only',
    ],
    [
      { source: { ...pickup, coordinates: [46.8, 124.6] } },
      'source.coordinates.1: Too big: expected number to be <=90',
    ],
    [
      { destination: { ...delivery, coordinates: [-181, 25] } },
      'destination.coordinates.0: Too small: expected number to be >=-180',
    ],
    [
      { source: { ...pickup, address: 'x'.repeat(301) } },
      'source.address: Too big: expected string to have <=300 characters',
    ],
  ])('refuses %j with the contract’s message and creates nothing', async (overrides, message) => {
    const shipper = await signInShipper(t);
    const response = await create(shipper.token, overrides);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, msg: message });
    expect((await myLoads(shipper.token, 'pending')).body.data?.list).toEqual([]);
  });
});

describe('GET /api/loads/user', () => {
  it('lists the caller’s own loads, newest first, split into active and done', async () => {
    const shipper = await signInShipper(t);
    const other = await signInShipper(t);
    await postLoad(t, other.token);
    const first = await postLoad(t, shipper.token, { material: 'First' });
    t.clock.advance(60_000);
    const second = await postLoad(t, shipper.token, { material: 'Second' });
    t.clock.advance(60_000);
    const delivered = await postLoad(t, shipper.token, { material: 'Delivered' });
    t.clock.advance(60_000);
    const cancelled = await postLoad(t, shipper.token, { material: 'Cancelled' });
    t.clock.advance(60_000);
    const moving = await postLoad(t, shipper.token, { material: 'Moving' });
    await setLoadStatus(t, delivered, 'completed');
    await setLoadStatus(t, cancelled, 'cancelled');
    await setLoadStatus(t, moving, 'out_to_unload');

    const active = await myLoads(shipper.token, 'pending');
    expect(active.status).toBe(200);
    expect(active.body.data?.list.map((load) => load._id)).toEqual([moving, second, first]);
    const done = await myLoads(shipper.token, 'done');
    expect(done.body.data?.list.map((load) => load._id)).toEqual([cancelled, delivered]);

    const summary = active.body.data?.list[2];
    expect(summary).toMatchObject({
      _id: first,
      status: 'pending',
      source: { country: 'Saudi Arabia', city: 'Riyadh' },
      destination: { country: 'United Arab Emirates', city: 'Dubai' },
      weight: { value: 12, unit: 'ton' },
      material: 'First',
      scheduledDate: '2026-11-25T06:00:00.000Z',
      createdAt: '2026-11-22T08:00:00.000Z',
      completedAt: null,
      quoteCount: 0,
      currency: 'SAR',
    });
    expect(summary?.id).toMatch(/^LD-\d+$/);
  });

  it('counts each load’s quotes', async () => {
    const shipper = await signInShipper(t);
    const loadId = await postLoad(t, shipper.token);
    for (const company of ['One', 'Two']) {
      const provider = await signInProvider(t, company);
      await call(t, 'POST', '/api/quote/create', {
        body: { loadId, offer: 900, status: 'pending' },
        token: provider.token,
      });
    }
    const list = (await myLoads(shipper.token, 'pending')).body.data?.list;
    expect(list?.find((load) => load._id === loadId)?.quoteCount).toBe(2);
  });

  it('refuses an unknown filter and other roles', async () => {
    const shipper = await signInShipper(t);
    expect((await myLoads(shipper.token, 'all' as 'done')).status).toBe(400);
    const provider = await signInProvider(t);
    expect((await myLoads(provider.token, 'pending')).status).toBe(403);
  });
});
