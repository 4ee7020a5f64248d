import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Load } from '../../src/contract/loads';
import { createFilesService } from '../../server/modules/files/files-service';
import { createLoadsService } from '../../server/modules/loads/loads-service';
import { quotes } from '../../server/modules/quotes/quotes.schema';
import { trips } from '../../server/modules/trips/trips.schema';
import { createTestApp, type TestApp } from './support/test-app';
import {
  addTruck,
  call,
  postLoad,
  quote,
  setLoadStatus,
  signInProvider,
  signInShipper,
} from './support/marketplace';
import { signIn } from './support/sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

const details = (token: string, loadId: string) =>
  call<{ load: Load }>(t, 'GET', `/api/loads/${loadId}`, { token });

const pickup = {
  type: 'source',
  address: 'Gate 4, Second Industrial City',
  contactPerson: 'Faisal',
  contactNumber: '+966512345678',
  coordinates: [46.8, 24.6],
};

/** A load with full pickup details, quoted by two providers. */
async function quotedLoad() {
  const shipper = await signInShipper(t);
  const loadId = await postLoad(t, shipper.token);
  await call(t, 'PUT', `/api/loads/${loadId}/location`, { body: pickup, token: shipper.token });
  const winner = await signInProvider(t, 'Desert Line');
  const other = await signInProvider(t, 'Falcon Freight');
  const truck = await addTruck(t, winner.groupId, { model: 'Volvo FH 460', type: '12M' });
  t.clock.advance(12 * 60_000);
  const winning = await quote(t, winner.token, loadId, 2500, { truckId: truck.id });
  t.clock.advance(60_000);
  const losing = await quote(t, other.token, loadId, 2300);
  return {
    shipper,
    loadId,
    winner,
    other,
    winningId: String(winning.body.data?._id),
    losingId: String(losing.body.data?._id),
  };
}

async function accept(quoteId: string) {
  await t.db.update(quotes).set({ status: 'accepted' }).where(eq(quotes.id, quoteId));
}

describe('GET /api/loads/:id for the owning shipper', () => {
  it('shows everything: stops, quotes with their carrier and truck, response time', async () => {
    const { shipper, loadId, winningId, losingId } = await quotedLoad();
    const response = await details(shipper.token, loadId);
    expect(response.status).toBe(200);
    const load = response.body.data?.load;
    expect(load).toMatchObject({
      _id: loadId,
      status: 'pending',
      statusText: 'Quotes received',
      statusDescription: '2 quotes are waiting for your decision.',
      source: {
        country: 'Saudi Arabia',
        city: 'Riyadh',
        address: pickup.address,
        contactPerson: 'Faisal',
        contactNumber: '+966512345678',
        coordinates: [46.8, 24.6],
      },
      destination: { country: 'United Arab Emirates', city: 'Dubai', address: null },
      hsnCode: '2523.29',
      loadType: 'FTL',
      truckType: '12M',
      truckSubType: 'curtain side',
      quoteCount: 2,
      tripId: null,
      firstQuoteMinutes: 12,
      timestamp: { loadReadyAt: null, completedAt: null },
    });
    expect(load?.quotes).toEqual([
      {
        _id: winningId,
        userName: 'Desert Line',
        userType: 'other',
        amount: 2500,
        currency: 'SAR',
        status: 'pending',
        createdAt: '2026-11-22T08:12:00.000Z',
        truck: { model: 'Volvo FH 460', type: '12M' },
      },
      expect.objectContaining({ _id: losingId, userName: 'Falcon Freight', truck: null }),
    ]);
  });

  it('describes each stage in words', async () => {
    const shipper = await signInShipper(t);
    const loadId = await postLoad(t, shipper.token);
    const text = async () => {
      const load = (await details(shipper.token, loadId)).body.data?.load;
      return [load?.statusText, load?.statusDescription];
    };
    expect(await text()).toEqual([
      'Awaiting quotes',
      'You will receive guaranteed responses within 60 minutes.',
    ]);
    const provider = await signInProvider(t);
    const quoted = await quote(t, provider.token, loadId);
    expect((await text())[1]).toBe('1 quote is waiting for your decision.');
    await accept(String(quoted.body.data?._id));
    expect(await text()).toEqual([
      'Quote accepted',
      'Waiting for the transport provider to start the trip.',
    ]);
    await setLoadStatus(t, loadId, 'out_to_unload');
    // The same words as every screen's status label (issue 18: one vocabulary).
    expect(await text()).toEqual([
      'Out to Unload',
      'The load is on its way to the delivery location.',
    ]);
    await setLoadStatus(t, loadId, 'cancelled');
    expect((await text())[0]).toBe('Cancelled');
  });

  it('answers the live trip’s id, and none once that trip is cancelled', async () => {
    const { shipper, loadId, winner, winningId } = await quotedLoad();
    await accept(winningId);
    const [trip] = await t.db
      .insert(trips)
      .values({ loadId, quoteId: winningId, groupId: winner.groupId, basePrice: 2500 })
      .returning();
    expect((await details(shipper.token, loadId)).body.data?.load.tripId).toBe(trip?.id);
    await t.db.update(trips).set({ status: 'cancelled' });
    expect((await details(shipper.token, loadId)).body.data?.load.tripId).toBeNull();
  });

  it('shows the times markStatus stamps as the trip moves on', async () => {
    const shipper = await signInShipper(t);
    const loadId = await postLoad(t, shipper.token);
    const files = createFilesService({ db: t.db, clock: t.clock, storage: t.storage });
    const loads = createLoadsService({ db: t.db, clock: t.clock, files });
    const collectAt = new Date('2026-11-25T05:00:00Z');
    const loadedAt = new Date('2026-11-25T07:30:00Z');
    await loads.markStatus(t.db, loadId, 'confirmed', new Date('2026-11-24T10:00:00Z'));
    await loads.markStatus(t.db, loadId, 'out_to_collect', collectAt);
    const row = await loads.markStatus(t.db, loadId, 'loaded', loadedAt);
    expect(row).toMatchObject({ status: 'loaded', outToCollectAt: collectAt, loadedAt });
    const load = (await details(shipper.token, loadId)).body.data?.load;
    expect(load?.status).toBe('loaded');
    expect(load?.timestamp).toEqual({
      loadReadyAt: null,
      outToCollectAt: collectAt.toISOString(),
      loadedAt: loadedAt.toISOString(),
      outToUnloadAt: null,
      completedAt: null,
    });
    await expect(
      loads.markStatus(t.db, '00000000-0000-4000-8000-000000000000', 'loaded', loadedAt),
    ).rejects.toThrow('Load not found');
  });

  it('is not found for another shipper, and refuses bad ids', async () => {
    const { loadId } = await quotedLoad();
    const stranger = await signInShipper(t);
    const response = await details(stranger.token, loadId);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, msg: 'Load not found' });
    expect((await details(stranger.token, 'not-a-uuid')).status).toBe(404);
    expect((await details('', loadId)).status).toBe(401);
    const withoutRole = await signIn(t);
    expect((await details(withoutRole.token, loadId)).status).toBe(403);
  });
});

describe('GET /api/loads/:id for a provider', () => {
  it('shows an open load without the shipper’s contacts and without anyone’s quotes', async () => {
    const { loadId } = await quotedLoad();
    const newcomer = await signInProvider(t, 'Newcomer Haulage');
    const response = await details(newcomer.token, loadId);
    expect(response.status).toBe(200);
    const load = response.body.data?.load;
    expect(load?.source).toEqual({
      country: 'Saudi Arabia',
      city: 'Riyadh',
      address: null,
      contactPerson: null,
      contactNumber: null,
      coordinates: null,
    });
    expect(load?.quotes).toEqual([]);
    expect(load?.quoteCount).toBe(0);
    expect(load?.firstQuoteMinutes).toBeNull();
    expect(load?.statusText).toBe('Open for quotes');
  });

  it('shows a provider its own quote only', async () => {
    const { loadId, other, losingId } = await quotedLoad();
    const load = (await details(other.token, loadId)).body.data?.load;
    expect(load?.quotes.map((entry) => entry._id)).toEqual([losingId]);
    expect(load?.statusText).toBe('Quote submitted');
    expect(load?.source.contactNumber).toBeNull();
  });

  it('reveals the contacts to the accepted group only, and closes the load to others', async () => {
    const { loadId, winner, other, winningId } = await quotedLoad();
    await accept(winningId);
    const won = (await details(winner.token, loadId)).body.data?.load;
    expect(won?.source).toMatchObject({
      address: pickup.address,
      contactPerson: 'Faisal',
      contactNumber: '+966512345678',
      coordinates: [46.8, 24.6],
    });
    expect(won?.statusText).toBe('Quote accepted');
    const lost = (await details(other.token, loadId)).body.data?.load;
    expect(lost?.source.address).toBeNull();
    expect(lost?.quotes.map((entry) => entry.status)).toEqual(['pending']);
    const newcomer = await signInProvider(t, 'Late Carrier');
    expect((await details(newcomer.token, loadId)).status).toBe(404);
  });

  it('shows the trip id to the group that runs it only', async () => {
    const { loadId, winner, other, winningId } = await quotedLoad();
    await accept(winningId);
    const [trip] = await t.db
      .insert(trips)
      .values({ loadId, quoteId: winningId, groupId: winner.groupId, basePrice: 2500 })
      .returning();
    await setLoadStatus(t, loadId, 'confirmed');
    expect((await details(winner.token, loadId)).body.data?.load.tripId).toBe(trip?.id);
    expect((await details(other.token, loadId)).body.data?.load.tripId).toBeNull();
  });

  it('does not find a load that is no longer open and that the group never quoted', async () => {
    const shipper = await signInShipper(t);
    const loadId = await postLoad(t, shipper.token);
    await setLoadStatus(t, loadId, 'cancelled');
    const provider = await signInProvider(t);
    expect((await details(provider.token, loadId)).status).toBe(404);
  });
});
