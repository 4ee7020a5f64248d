import { randomUUID } from 'node:crypto';
import {
  benchCities,
  bigFleetGroup,
  bigShipper,
  deviceKeyOfTrip,
  linkIdOfTrip,
  loadId,
  openLoadsStart,
  providerToken,
  shipperToken,
  tripId,
  tripRanges,
  type BenchScale,
} from '../seed/bench-fixtures';

export type BenchRequest = {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers: Record<string, string>;
  body?: string;
};

/** One endpoint under load: the n-th request it sends, spread over many callers and rows. */
export type Scenario = {
  name: string;
  /** Writes change the data: measured once, after the reads. */
  writes?: boolean;
  request(n: number, scale: BenchScale): BenchRequest;
};

const json = { 'content-type': 'application/json' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const providerOf = (n: number, scale: BenchScale) =>
  bearer(providerToken(n % scale.groups, Math.floor(n / scale.groups) % scale.usersPerGroup));
const shipperOf = (n: number, scale: BenchScale) => bearer(shipperToken(n % scale.shippers));

/** Cities the seed's loads start from, so the filters match real rows. */
const FILTER_ORIGINS = benchCities()
  .filter((_, index) => index % 8 === 0)
  .map(({ city }) => city.name);

export const scenarios: Scenario[] = [
  {
    name: 'trivial route (GET /api/health)',
    request: () => ({ method: 'GET', path: '/api/health', headers: {} }),
  },
  {
    name: 'find loads, first page',
    request: (n, scale) => ({
      method: 'POST',
      path: '/api/loads',
      headers: { ...json, ...providerOf(n, scale) },
      body: JSON.stringify({ page: 1, limit: 10 }),
    }),
  },
  {
    name: 'find loads, filters + deep page',
    request: (n, scale) => ({
      method: 'POST',
      path: '/api/loads',
      headers: { ...json, ...providerOf(n, scale) },
      body: JSON.stringify({
        origin: FILTER_ORIGINS[n % FILTER_ORIGINS.length],
        weight: 30,
        weightUnit: 'ton',
        page: 20,
        limit: 10,
      }),
    }),
  },
  {
    name: 'my loads (shipper)',
    request: (n, scale) => ({
      method: 'GET',
      path: '/api/loads/user?status=pending',
      headers: shipperOf(n, scale),
    }),
  },
  {
    name: 'trucks, first page (5,000)',
    request: (_n, scale) => ({
      method: 'GET',
      path: '/api/trucks?status=active&page=1&limit=20',
      headers: bearer(providerToken(bigFleetGroup(scale), 0)),
    }),
  },
  {
    name: 'drivers, first page (5,000)',
    request: (_n, scale) => ({
      method: 'GET',
      path: '/api/drivers?status=active&page=1&limit=20',
      headers: bearer(providerToken(bigFleetGroup(scale), 0)),
    }),
  },
  {
    name: 'my loads, first page (5,000)',
    request: (_n, scale) => ({
      method: 'GET',
      path: '/api/loads/user?status=pending&page=1&limit=20',
      headers: bearer(shipperToken(bigShipper(scale))),
    }),
  },
  {
    name: 'trips, first page',
    request: (n, scale) => ({
      method: 'POST',
      path: '/api/trips/getmytrips',
      headers: { ...json, ...providerOf(n, scale) },
      body: JSON.stringify({ page: 1, limit: 20 }),
    }),
  },
  {
    name: 'driver links, first page',
    request: (n, scale) => ({
      method: 'GET',
      path: '/api/driver-links/provider?page=1&limit=20',
      headers: providerOf(n, scale),
    }),
  },
  {
    name: 'load details with quotes',
    request: (n, scale) => {
      // An open load of shipper (n % shippers): loads i with i % shippers equal to it.
      const shipper = n % scale.shippers;
      const start = openLoadsStart(scale);
      const first =
        start + ((shipper - (start % scale.shippers) + scale.shippers) % scale.shippers);
      return { method: 'GET', path: `/api/loads/${loadId(first)}`, headers: shipperOf(n, scale) };
    },
  },
  {
    name: 'trips with filters',
    request: (n, scale) => ({
      method: 'POST',
      path: '/api/trips/getmytrips',
      headers: { ...json, ...providerOf(n, scale) },
      body: JSON.stringify({
        filters: { status: n % 2 === 0 ? 'completed' : 'confirmed', startDate: '2020-01-01' },
        timeZone: 'Asia/Riyadh',
      }),
    }),
  },
  {
    name: 'unread count',
    request: (n, scale) => ({
      method: 'GET',
      path: '/api/user-notifications/unread-count',
      headers: n % 2 === 0 ? shipperOf(n, scale) : providerOf(n, scale),
    }),
  },
  {
    name: 'notifications page',
    request: (n, scale) => ({
      method: 'GET',
      path: `/api/user-notifications?page=${1 + (n % 3)}&limit=10`,
      headers: n % 2 === 0 ? shipperOf(n, scale) : providerOf(n, scale),
    }),
  },
  {
    name: 'position report (driver link)',
    writes: true,
    request: (n, scale) => {
      const { underWay } = tripRanges(scale);
      const trip = underWay.start + (n % (underWay.end - underWay.start));
      return {
        method: 'POST',
        path: `/api/driver-links/${linkIdOfTrip(trip)}/location`,
        headers: {
          ...json,
          'x-device-key': deviceKeyOfTrip(trip),
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({
          coordinates: [46.7 + (n % 1000) * 0.0001, 24.7],
          recordedAt: new Date().toISOString(),
          accuracy: 12,
        }),
      };
    },
  },
  {
    name: 'status update (driver link)',
    writes: true,
    request: (n, scale) => {
      // Each confirmed trip moves forward once per round: collect, loaded, out to unload.
      const { confirmed } = tripRanges(scale);
      const count = confirmed.end - confirmed.start;
      const trip = confirmed.start + (n % count);
      const step = Math.min(2, Math.floor(n / count));
      return {
        method: 'PUT',
        path: `/api/trips/update/status/${tripId(trip)}`,
        headers: {
          ...json,
          'x-link-id': linkIdOfTrip(trip),
          'x-device-key': deviceKeyOfTrip(trip),
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({ status: ['out_to_collect', 'loaded', 'out_to_unload'][step] }),
      };
    },
  },
];
