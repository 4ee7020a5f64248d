import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindLoadsRow } from '../../src/contract/loads';
import { loads, openLoadCount } from '../../server/modules/loads/loads.schema';
import { quotes } from '../../server/modules/quotes/quotes.schema';
import { trips } from '../../server/modules/trips/trips.schema';
import { createTestApp, type TestApp } from './support/test-app';
import {
  call,
  postLoad,
  quote,
  setLoadStatus,
  signInProvider,
  signInShipper,
} from './support/marketplace';

let t: TestApp;
let me: Awaited<ReturnType<typeof signInProvider>>;
let rival: Awaited<ReturnType<typeof signInProvider>>;
const ids: Record<string, string> = {};
let tripId: string;

const place = (city: string) => {
  const country = { Riyadh: 'Saudi Arabia', Jeddah: 'Saudi Arabia', Dammam: 'Saudi Arabia' }[city];
  return country
    ? { country, city }
    : city === 'Doha'
      ? { country: 'Qatar', city }
      : { country: 'United Arab Emirates', city };
};

/** What acceptance writes: the quote accepted, and the load marked as taken. */
async function accept(quoteId: unknown) {
  const [accepted] = await t.db
    .update(quotes)
    .set({ status: 'accepted' })
    .where(eq(quotes.id, String(quoteId)))
    .returning();
  await t.db
    .update(loads)
    .set({ acceptedQuoteId: accepted?.id })
    .where(eq(loads.id, String(accepted?.loadId)));
}

/**
 * Loads posted a minute apart, oldest first:
 * riyadhDubai, jeddahDoha (5000 kg), dammamRiyadh (30 t) are open;
 * cancelled is closed; takenByRival has the rival's accepted quote;
 * quotedPending, quotedRejected, quotedWon carry my group's quotes (quotedWon with my trip);
 * lostToRival has my pending quote and the rival's accepted one.
 */
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
  const shipper = await signInShipper(t);
  me = await signInProvider(t, 'My Carrier');
  rival = await signInProvider(t, 'Rival Carrier');
  const post = async (name: string, from: string, to: string, weight: object) => {
    ids[name] = await postLoad(t, shipper.token, {
      source: place(from),
      destination: place(to),
      weight,
    });
    // Contacts that Find Loads must never show.
    await call(t, 'PUT', `/api/loads/${ids[name]}/location`, {
      body: {
        type: 'source',
        address: 'SECRET-ADDRESS',
        contactPerson: 'SECRET-PERSON',
        contactNumber: '+966599999999',
        coordinates: [46.7, 24.7],
      },
      token: shipper.token,
    });
    t.clock.advance(60_000);
  };
  await post('riyadhDubai', 'Riyadh', 'Dubai', { value: 12, unit: 'ton' });
  await post('jeddahDoha', 'Jeddah', 'Doha', { value: 5000, unit: 'kg' });
  await post('dammamRiyadh', 'Dammam', 'Riyadh', { value: 30, unit: 'ton' });
  await post('cancelled', 'Riyadh', 'Dammam', { value: 2, unit: 'ton' });
  await post('takenByRival', 'Riyadh', 'Jeddah', { value: 3, unit: 'ton' });
  await post('quotedPending', 'Riyadh', 'Sharjah', { value: 8, unit: 'ton' });
  await post('quotedRejected', 'Jeddah', 'Riyadh', { value: 9, unit: 'ton' });
  await post('quotedWon', 'Dammam', 'Dubai', { value: 10, unit: 'ton' });
  await post('lostToRival', 'Dubai', 'Riyadh', { value: 4, unit: 'ton' });

  await setLoadStatus(t, ids.cancelled!, 'cancelled');
  await accept((await quote(t, rival.token, ids.takenByRival!)).body.data?._id);
  await quote(t, me.token, ids.quotedPending!);
  const rejected = await quote(t, me.token, ids.quotedRejected!);
  await t.db
    .update(quotes)
    .set({ status: 'rejected' })
    .where(eq(quotes.id, String(rejected.body.data?._id)));
  const won = String((await quote(t, me.token, ids.quotedWon!)).body.data?._id);
  await accept(won);
  const [trip] = await t.db
    .insert(trips)
    .values({ loadId: ids.quotedWon!, quoteId: won, groupId: me.groupId, basePrice: 1500 })
    .returning();
  tripId = String(trip?.id);
  await setLoadStatus(t, ids.quotedWon!, 'confirmed');
  await quote(t, me.token, ids.lostToRival!);
  await accept((await quote(t, rival.token, ids.lostToRival!)).body.data?._id);
});
afterAll(async () => t.close());

const find = (body: Record<string, unknown> = {}, token = me.token) =>
  call<FindLoadsRow[]>(t, 'POST', '/api/loads', { body, token });
const names = (rows: FindLoadsRow[] | undefined) =>
  (rows ?? []).map((row) => Object.keys(ids).find((name) => ids[name] === row._id));

describe('POST /api/loads (Find Loads)', () => {
  it('lists open loads and the group’s quoted ones, newest first, with their quote status', async () => {
    const response = await find();
    expect(response.status).toBe(200);
    expect(names(response.body.data)).toEqual([
      'lostToRival',
      'quotedWon',
      'quotedRejected',
      'quotedPending',
      'dammamRiyadh',
      'jeddahDoha',
      'riyadhDubai',
    ]);
    expect(response.body.data?.map((row) => row.quoteStatus)).toEqual([
      'pending',
      'accepted',
      'rejected',
      'pending',
      null,
      null,
      null,
    ]);
    expect(response.body.pagination).toEqual({ page: 1, totalPages: 1, total: 7, limit: 20 });
  });

  it('answers each row’s shape and never the shipper’s contacts', async () => {
    const response = await find();
    const row = response.body.data?.find((entry) => entry._id === ids.jeddahDoha);
    expect(row).toEqual({
      _id: ids.jeddahDoha,
      id: expect.stringMatching(/^LD-\d+$/),
      source: { country: 'Saudi Arabia', city: 'Jeddah' },
      destination: { country: 'Qatar', city: 'Doha' },
      weight: { value: 5000, unit: 'kg' },
      material: 'Cement bags',
      hsnCode: '2523.29',
      loadType: 'FTL',
      truckType: '12M',
      truckSubType: 'curtain side',
      images: [],
      currency: 'SAR',
      scheduledDate: '2026-11-25T06:00:00.000Z',
      createdAt: '2026-11-22T08:01:00.000Z',
      status: 'pending',
      quoteStatus: null,
      respondBy: '2026-11-22T09:01:00.000Z',
      tripId: null,
    });
    expect(JSON.stringify(response.body)).not.toMatch(/SECRET|\+966599999999|46\.7/);
  });

  it('shows the trip only on the group’s own won load, and no promise once quoted', async () => {
    const rows = (await find()).body.data ?? [];
    const won = rows.find((row) => row._id === ids.quotedWon);
    expect(won).toMatchObject({ status: 'confirmed', quoteStatus: 'accepted', tripId });
    expect(won?.respondBy).toBeNull();
    expect(rows.filter((row) => row.tripId).length).toBe(1);
    const rivalRows = (await find({}, rival.token)).body.data ?? [];
    expect(rivalRows.some((row) => row._id === ids.quotedWon)).toBe(false);
    expect(rivalRows.find((row) => row._id === ids.takenByRival)?.tripId).toBeNull();
  });

  it('filters by origin and destination city, ignoring case', async () => {
    expect(names((await find({ origin: 'riyadh' })).body.data)).toEqual([
      'quotedPending',
      'riyadhDubai',
    ]);
    expect(names((await find({ destination: 'RIYADH' })).body.data)).toEqual([
      'lostToRival',
      'quotedRejected',
      'dammamRiyadh',
    ]);
    expect(names((await find({ origin: 'Dammam', destination: 'dubai' })).body.data)).toEqual([
      'quotedWon',
    ]);
    expect((await find({ origin: 'Nowhere' })).body.pagination?.total).toBe(0);
  });

  it('keeps loads up to the given weight, in either unit', async () => {
    expect(names((await find({ weight: 5, weightUnit: 'ton' })).body.data)).toEqual([
      'lostToRival',
      'jeddahDoha',
    ]);
    expect(names((await find({ weight: 4999, weightUnit: 'kg' })).body.data)).toEqual([
      'lostToRival',
    ]);
    // Ton is the default unit (docs/product.md §9).
    expect((await find({ weight: 12 })).body.pagination?.total).toBe(6);
  });

  it('filters by the group’s quote status, null meaning not quoted', async () => {
    expect(names((await find({ quote_status: null })).body.data)).toEqual([
      'dammamRiyadh',
      'jeddahDoha',
      'riyadhDubai',
    ]);
    expect(names((await find({ quote_status: 'pending' })).body.data)).toEqual([
      'lostToRival',
      'quotedPending',
    ]);
    expect(names((await find({ quote_status: 'accepted' })).body.data)).toEqual(['quotedWon']);
    expect(names((await find({ quote_status: 'rejected' })).body.data)).toEqual(['quotedRejected']);
  });

  it('pages through the matches', async () => {
    const second = await find({ page: 2, limit: 3 });
    expect(names(second.body.data)).toEqual(['quotedPending', 'dammamRiyadh', 'jeddahDoha']);
    expect(second.body.pagination).toEqual({ page: 2, totalPages: 3, total: 7, limit: 3 });
    const beyond = await find({ page: 9, limit: 3 });
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.pagination?.total).toBe(7);
  });

  it('shows a newcomer every open load, none quoted', async () => {
    const newcomer = await signInProvider(t, 'Newcomer');
    const rows = (await find({}, newcomer.token)).body.data ?? [];
    expect(names(rows).sort()).toEqual(
      ['dammamRiyadh', 'jeddahDoha', 'quotedPending', 'quotedRejected', 'riyadhDubai'].sort(),
    );
    // Loads another group quoted no longer promise a response: one has arrived.
    expect(rows.find((row) => row._id === ids.quotedPending)?.respondBy).toBeNull();
  });

  it('refuses bad filters and non-providers', async () => {
    const bad = await find({ quote_status: 'maybe' });
    expect(bad.status).toBe(400);
    expect((await find({ limit: 0 })).status).toBe(400);
    const shipper = await signInShipper(t);
    expect((await find({}, shipper.token)).status).toBe(403);
    expect((await find({}, '')).status).toBe(401);
  });

  it('keeps each quote knowing its load’s filters and whether it is open, through acceptance and its undoing', async () => {
    const mismatches = async () =>
      t.db
        .select({ id: quotes.id })
        .from(quotes)
        .innerJoin(loads, eq(loads.id, quotes.loadId))
        .where(
          sql`${quotes.loadOpen} is distinct from (${loads.status} = 'pending' and ${loads.acceptedQuoteId} is null)
            or ${quotes.loadSourceCityKey} is distinct from lower(${loads.sourceCity})
            or ${quotes.loadDestinationCityKey} is distinct from lower(${loads.destinationCity})
            or ${quotes.loadWeightKg} is distinct from ${loads.weightKg}`,
        );
    expect(await mismatches()).toEqual([]);
    const shipper = await signInShipper(t);
    const load = await postLoad(t, shipper.token, {
      source: place('Riyadh'),
      destination: place('Dubai'),
      weight: { value: 1, unit: 'ton' },
    });
    const mine = String((await quote(t, me.token, load)).body.data?._id);
    const theirs = String((await quote(t, rival.token, load)).body.data?._id);
    const openOf = async (quoteId: string) =>
      (await t.db.select().from(quotes).where(eq(quotes.id, quoteId)))[0]?.loadOpen;
    expect([await openOf(mine), await openOf(theirs)]).toEqual([true, true]);
    const before = (await find({ quote_status: null })).body.pagination?.total;

    await accept(theirs);
    expect([await openOf(mine), await openOf(theirs)]).toEqual([false, false]);
    // Taken by the rival: still listed for me as quoted, and gone from the open ones.
    expect(
      (await find({ quote_status: null }, rival.token)).body.data?.map((r) => r._id),
    ).not.toContain(load);

    // The acceptance undone (a cancelled payment): open again for both.
    await t.db.update(loads).set({ acceptedQuoteId: null }).where(eq(loads.id, load));
    expect([await openOf(mine), await openOf(theirs)]).toEqual([true, true]);
    await setLoadStatus(t, load, 'cancelled');
    expect([await openOf(mine), await openOf(theirs)]).toEqual([false, false]);
    expect((await find({ quote_status: null })).body.pagination?.total).toBe(before);
    expect(await mismatches()).toEqual([]);
  });

  it('keeps the open-load counter equal to a count of open loads through every change', async () => {
    const counted = async () => {
      const [counter] = await t.db.select().from(openLoadCount);
      const [actual] = await t.db
        .select({ n: count() })
        .from(loads)
        .where(and(eq(loads.status, 'pending'), isNull(loads.acceptedQuoteId)));
      return { counter: counter?.count, actual: actual?.n };
    };
    const before = await counted();
    expect(before.counter).toBe(before.actual);
    // The total from the counter is the number of rows the list holds.
    const all = await find({ limit: 100 });
    expect(all.body.pagination?.total).toBe(all.body.data?.length);
    const shipper = await signInShipper(t);
    const extra = await postLoad(t, shipper.token, {
      source: place('Riyadh'),
      destination: place('Dubai'),
      weight: { value: 1, unit: 'ton' },
    });
    expect(await counted()).toEqual({
      counter: Number(before.actual) + 1,
      actual: Number(before.actual) + 1,
    });
    await setLoadStatus(t, extra, 'cancelled');
    expect(await counted()).toEqual({
      counter: Number(before.actual),
      actual: Number(before.actual),
    });
  });
});
