import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pagination } from '../../src/contract/list-page';
import { driverLinks } from '../../server/modules/driver-links/driver-links.schema';
import { drivers } from '../../server/modules/drivers/drivers.schema';
import { loads } from '../../server/modules/loads/loads.schema';
import { quotes } from '../../server/modules/quotes/quotes.schema';
import { trips } from '../../server/modules/trips/trips.schema';
import { trucks } from '../../server/modules/trucks/trucks.schema';
import { signInProvider, signInShipper } from './support/marketplace';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The provider's and the shipper's own lists, paged on the server (issue 19 item 5): without
 * page or limit the whole list as one page (what older clients read), else 20 rows by default
 * and at most 100; ordered and filtered on the server, so a filter finds a row on any page;
 * another owner's rows are never listed nor counted.
 */
let t: TestApp;
const ROWS = 45;
const RIVAL_ROWS = 2;
type Provider = Awaited<ReturnType<typeof signInProvider>>;
type Shipper = Awaited<ReturnType<typeof signInShipper>>;
let owner: Provider;
let rival: Provider;
let shipper: Shipper;
let rivalShipper: Shipper;

/** The oldest row of each list is the needle: on the last page newest first, posted on its own day. */
const NEEDLE_AT = new Date('2026-01-10T22:30:00Z');
const rowTime = (index: number) =>
  index === 0 ? NEEDLE_AT : new Date(Date.UTC(2026, 2, 1, 8, index));
const stop = (country: string, city: string) => ({
  country,
  city,
  address: null,
  contactPerson: null,
  contactNumber: null,
  coordinates: null,
});

async function insertLoads(ownerId: string, count: number, name = 'Cargo') {
  return t.db
    .insert(loads)
    .values(
      Array.from({ length: count }, (_, index) => ({
        shipperUserId: ownerId,
        source: stop('Saudi Arabia', index === 0 ? 'Dammam' : 'Riyadh'),
        destination: stop('Kuwait', 'Kuwait City'),
        sourceCity: index === 0 ? 'Dammam' : 'Riyadh',
        destinationCity: 'Kuwait City',
        weightValue: index === 0 ? 12.5 : 10,
        weightUnit: 'ton' as const,
        weightKg: index === 0 ? 12_500 : 10_000,
        material: index === 0 ? `${name} needle` : `${name} ${index}`,
        loadType: 'FTL' as const,
        currency: 'SAR',
        scheduledDate: index === 0 ? rowTime(0) : new Date('2026-12-01T08:00:00Z'),
        createdAt: rowTime(index),
      })),
    )
    .returning();
}

/** `count` trucks, drivers, trips (on the rival shipper's loads) and links of a group. */
async function seedFleet(provider: Provider, count: number) {
  const name = (index: number, word: string) => (index === 0 ? 'Needle' : `${word} ${index}`);
  const times = Array.from({ length: count }, (_, index) => rowTime(index));
  const truckRows = await t.db
    .insert(trucks)
    .values(
      times.map((createdAt, index) => ({
        groupId: provider.groupId,
        name: 'Truck',
        model: name(index, 'Model'),
        licensePlate: `${provider.groupId.slice(0, 4)} ${index}`,
        type: '12M',
        weight: 20,
        createdAt,
      })),
    )
    .returning();
  const driverRows = await t.db
    .insert(drivers)
    .values(
      times.map((createdAt, index) => ({
        groupId: provider.groupId,
        name: name(index, 'Driver'),
        countryCode: '+966',
        phone: String(500_000_000 + index),
        country: 'Saudi Arabia',
        licenseNo: `LIC-${index}`,
        createdAt,
      })),
    )
    .returning();
  const tripLoads = await insertLoads(rivalShipper._id, count, `Trip cargo ${provider.groupId}`);
  const quoteRows = await t.db
    .insert(quotes)
    .values(
      tripLoads.map((load) => ({
        loadId: load.id,
        groupId: provider.groupId,
        providerUserId: provider._id,
        offer: 1500,
        status: 'accepted' as const,
        loadCreatedAt: load.createdAt,
        loadNumber: load.number,
      })),
    )
    .returning();
  const tripRows = await t.db
    .insert(trips)
    .values(
      quoteRows.map((quote, index) => ({
        loadId: quote.loadId,
        quoteId: quote.id,
        groupId: provider.groupId,
        driverId: driverRows[index]?.id,
        truckId: truckRows[index]?.id,
        basePrice: 1500,
        createdAt: times[index],
      })),
    )
    .returning();
  await t.db.insert(driverLinks).values(
    tripRows.map((trip, index) => ({
      id: randomBytes(16).toString('base64url'),
      tripId: trip.id,
      groupId: provider.groupId,
      driverId: driverRows[index]?.id ?? '',
      createdBy: provider._id,
      createdAt: times[index] ?? NEEDLE_AT,
    })),
  );
}

beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
  owner = await signInProvider(t, 'Paged Fleet');
  rival = await signInProvider(t, 'Rival Fleet');
  shipper = await signInShipper(t, 'Paged Shipper');
  rivalShipper = await signInShipper(t, 'Rival Shipper');
  await insertLoads(shipper._id, ROWS);
  await seedFleet(owner, ROWS);
  await seedFleet(rival, RIVAL_ROWS);
}, 120_000);
afterAll(async () => t.close());

type Params = Record<string, string | number>;
type Answer = { status: number; rows: { _id: string }[]; pagination?: Pagination; msg?: string };
type Json = {
  msg?: string;
  data?: { _id: string }[] | { list: { _id: string }[]; pagination: Pagination };
  pagination?: Pagination;
};

async function getList(url: string, token: string, params: Params): Promise<Answer> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const response = await t.app.inject({
    method: 'GET',
    url: `${url}${url.includes('?') ? '&' : '?'}${query.toString()}`,
    headers: { authorization: `Bearer ${token}` },
  });
  const body = response.json<Json>();
  const data = body.data;
  if (data && !Array.isArray(data)) {
    return { status: response.statusCode, rows: data.list, pagination: data.pagination };
  }
  return {
    status: response.statusCode,
    rows: data ?? [],
    pagination: body.pagination,
    msg: body.msg,
  };
}

/** getmytrips takes its page in the JSON body, as Find Loads does. */
async function postTrips(token: string, params: Params): Promise<Answer> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/trips/getmytrips',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: params,
  });
  const body = response.json<Json>();
  const rows = Array.isArray(body.data) ? body.data : [];
  return { status: response.statusCode, rows, pagination: body.pagination, msg: body.msg };
}

type Endpoint = {
  name: string;
  list: (params: Params, who?: 'owner' | 'rival') => Promise<Answer>;
  /** Its display-id column: ascending is oldest first. */
  idColumn: string;
  /** A filter that only the oldest row (the last one newest first) matches. */
  needle: Params;
};

const provided =
  (url: string) =>
  (params: Params, who: 'owner' | 'rival' = 'owner') =>
    getList(url, (who === 'owner' ? owner : rival).token, params);

const endpoints: Endpoint[] = [
  {
    name: 'GET /api/trucks',
    list: provided('/api/trucks'),
    idColumn: 'id',
    needle: { model: 'NEEDLE' },
  },
  {
    name: 'GET /api/drivers',
    list: provided('/api/drivers'),
    idColumn: 'id',
    needle: { name: 'needle' },
  },
  {
    name: 'GET /api/driver-links/provider',
    list: provided('/api/driver-links/provider'),
    idColumn: 'linkId',
    needle: { created: '2026-01-11', timeZone: 'Asia/Riyadh' },
  },
  {
    name: 'GET /api/loads/user',
    list: (params, who = 'owner') =>
      getList(
        '/api/loads/user?status=pending',
        (who === 'owner' ? shipper : rivalShipper).token,
        params,
      ),
    idColumn: 'id',
    needle: { material: 'needle' },
  },
  {
    name: 'POST /api/trips/getmytrips',
    list: (params, who = 'owner') => postTrips((who === 'owner' ? owner : rival).token, params),
    idColumn: 'id',
    // Its filters are getmytrips' own: the needle's load is the one picked up that day.
    needle: { filters: { startDate: '2026-01-10', endDate: '2026-01-10' } as never },
  },
];

/** The rival shipper's My Loads also holds the loads the trips were seeded on. */
const rivalTotal = (endpoint: Endpoint) =>
  endpoint.name === 'GET /api/loads/user' ? ROWS + RIVAL_ROWS : RIVAL_ROWS;

describe.each(endpoints)('$name', (endpoint) => {
  it('answers the whole list as one page without page or limit, newest first', async () => {
    const answer = await endpoint.list({});
    expect(answer.status).toBe(200);
    expect(answer.rows).toHaveLength(ROWS);
    expect(answer.pagination).toEqual({ page: 1, limit: ROWS, total: ROWS, totalPages: 1 });
  });

  it('pages 20 rows at a time by default, each row on one page, counting them all', async () => {
    const whole = (await endpoint.list({})).rows.map((row) => row._id);
    const first = await endpoint.list({ page: 1 });
    expect(first.pagination).toEqual({ page: 1, limit: 20, total: ROWS, totalPages: 3 });
    const second = await endpoint.list({ page: 2 });
    expect(second.pagination).toEqual({ page: 2, limit: 20, total: ROWS, totalPages: 3 });
    const third = await endpoint.list({ page: 3, limit: 20 });
    expect(third.rows).toHaveLength(5);
    const paged = [...first.rows, ...second.rows, ...third.rows].map((row) => row._id);
    expect(paged).toEqual(whole);
    const past = await endpoint.list({ page: 4 });
    expect(past.status).toBe(200);
    expect(past.rows).toEqual([]);
    expect(past.pagination?.total).toBe(ROWS);
  });

  it.each([101, 1_000_000])('clamps a limit of %d to 100 rows a page', async (limit) => {
    const answer = await endpoint.list({ limit });
    expect(answer.status).toBe(200);
    expect(answer.rows).toHaveLength(ROWS);
    expect(answer.pagination).toEqual({ page: 1, limit: 100, total: ROWS, totalPages: 1 });
  });

  it.each([
    ['limit', 0],
    ['limit', -1],
    ['limit', 1.5],
    ['limit', 'abc'],
    ['page', 0],
    ['page', -2],
    ['page', 2.5],
    ['page', 'abc'],
    ['page', 100_001],
    ['sort', 'password'],
    ['order', 'sideways'],
  ])('refuses %s=%s with 400 and a plain message', async (name, value) => {
    const answer = await endpoint.list({ [name]: value });
    expect(answer.status).toBe(400);
    expect(answer.msg).toMatch(/^[A-Z].*\.$/);
  });

  it("lists and counts only the caller's own rows", async () => {
    const ownIds = new Set((await endpoint.list({})).rows.map((row) => row._id));
    const answer = await endpoint.list({ page: 1, limit: 100 }, 'rival');
    expect(answer.pagination?.total).toBe(rivalTotal(endpoint));
    expect(answer.rows.some((row) => ownIds.has(row._id))).toBe(false);
  });

  it('finds a row on the last page with a filter, and orders on the server', async () => {
    const whole = (await endpoint.list({})).rows.map((row) => row._id);
    const oldest = whole.at(-1);
    const found = await endpoint.list({ page: 1, limit: 5, ...endpoint.needle });
    expect(found.rows.map((row) => row._id)).toEqual([oldest]);
    expect(found.pagination).toEqual({ page: 1, limit: 5, total: 1, totalPages: 1 });
    const oldestFirst = await endpoint.list({ page: 1, limit: 5, sort: endpoint.idColumn });
    expect(oldestFirst.rows.map((row) => row._id)).toEqual(whole.toReversed().slice(0, 5));
    const descending = await endpoint.list({ limit: 5, sort: endpoint.idColumn, order: 'desc' });
    expect(descending.rows.map((row) => row._id)).toEqual(whole.slice(0, 5));
  });
});

describe('column filters', () => {
  const trucksPage = provided('/api/trucks');

  it('match what the column shows, ignoring case, and take % and _ literally', async () => {
    expect((await trucksPage({ limit: 5, id: 'trk-' })).pagination?.total).toBe(ROWS);
    expect((await trucksPage({ limit: 5, model: '%' })).pagination?.total).toBe(0);
    expect((await trucksPage({ limit: 5, model: 'model_1' })).pagination?.total).toBe(0);
    expect((await trucksPage({ limit: 5, model: 'model 1' })).pagination?.total).toBe(11);
  });

  it('filter a day in the time zone asked, and refuse a day that does not exist', async () => {
    const links = provided('/api/driver-links/provider');
    expect((await links({ created: '2026-01-10' })).rows).toHaveLength(1);
    expect((await links({ created: '2026-01-10', timeZone: 'Asia/Riyadh' })).rows).toHaveLength(0);
    expect((await links({ created: '2026-02-31' })).status).toBe(400);
    expect((await links({ created: '2026-01-10', timeZone: 'Mars/Base' })).status).toBe(400);
  });

  it("filter My Loads by the shown weight and route, and sort by the weight's kg", async () => {
    const myLoads = (params: Params) =>
      getList('/api/loads/user?status=pending', shipper.token, params);
    expect((await myLoads({ weight: '12.5 ton' })).rows).toHaveLength(1);
    expect((await myLoads({ origin: 'dammam, saudi' })).rows).toHaveLength(1);
    const heaviest = await myLoads({ limit: 1, sort: 'weight', order: 'desc' });
    expect(heaviest.rows).toEqual((await myLoads({ weight: '12.5' })).rows);
  });

  it('filter a route by the names it shows in Arabic too', async () => {
    const myLoads = (params: Params) =>
      getList('/api/loads/user?status=pending', shipper.token, params);
    expect((await myLoads({ origin: 'الدمام' })).rows).toHaveLength(1);
    expect((await myLoads({ origin: 'دمام' })).rows).toHaveLength(1);
    expect((await myLoads({ origin: 'الرياض' })).pagination?.total).toBe(ROWS - 1);
    // 'السعودية' is in the name of the country every origin is in.
    expect((await myLoads({ origin: 'السعودية' })).pagination?.total).toBe(ROWS);
    expect((await myLoads({ destination: 'الكويت' })).pagination?.total).toBe(ROWS);
    expect((await myLoads({ origin: 'الكويت' })).pagination?.total).toBe(0);
    expect((await myLoads({ origin: 'جدة' })).pagination?.total).toBe(0);
    const links = provided('/api/driver-links/provider');
    expect((await links({ origin: 'الدمام' })).rows).toHaveLength(1);
    expect((await links({ origin: 'الدمام' }, 'rival')).rows).toHaveLength(1);
  });

  it('order a route by the names an Arabic reader sees', async () => {
    const reader = await signInShipper(t, 'Al Ghamdi Freight');
    const cities = ['Jeddah', 'Abha', 'Dubai'];
    await t.db.insert(loads).values(
      cities.map((city, index) => ({
        shipperUserId: reader._id,
        source: stop('Saudi Arabia', city),
        destination: stop('Kuwait', 'Kuwait City'),
        sourceCity: city,
        destinationCity: 'Kuwait City',
        weightValue: 10,
        weightUnit: 'ton' as const,
        weightKg: 10_000,
        material: `Sorted ${index}`,
        loadType: 'FTL' as const,
        currency: 'SAR',
        scheduledDate: new Date('2026-12-01T08:00:00Z'),
      })),
    );
    const originsIn = async (language: string, order: 'asc' | 'desc') => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/loads/user?status=pending&limit=5&sort=origin&order=${order}`,
        headers: { authorization: `Bearer ${reader.token}`, 'accept-language': language },
      });
      const body = response.json<{ data: { list: { source: { city: string } }[] } }>();
      return body.data.list.map((load) => load.source.city);
    };
    expect(await originsIn('en', 'asc')).toEqual(['Abha', 'Dubai', 'Jeddah']);
    // أبها، جدة، دبي
    expect(await originsIn('ar', 'asc')).toEqual(['Abha', 'Jeddah', 'Dubai']);
    expect(await originsIn('ar', 'desc')).toEqual(['Dubai', 'Jeddah', 'Abha']);
  });
});
