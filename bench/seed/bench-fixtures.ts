import { createHash } from 'node:crypto';
import { countries } from '../../src/contract/reference';

/**
 * The benchmark's data set, named deterministically so the load generator can address any row
 * (its id, its session token, its link and device key) without asking the database.
 */
export type BenchScale = {
  shippers: number;
  groups: number;
  /** Provider users per group: the owner and dispatchers. */
  usersPerGroup: number;
  trucks: number;
  drivers: number;
  loads: number;
  quotesPerLoad: number;
  trips: number;
  /** Trips under way with a bound link: the position reports' targets. */
  tripsUnderWay: number;
  /** Confirmed trips with a bound link: the status updates' targets. */
  tripsConfirmed: number;
  positionsPerTripUnderWay: number;
  notificationsPerUser: number;
  /** Loads still open (pending), the newest ones. */
  openLoads: number;
  /** One more provider group's trucks, and as many drivers: the long lists a page must serve. */
  bigFleet: number;
  /** One more shipper's loads under way (My Loads' active list). */
  bigShipperLoads: number;
};

/** The floor: 100k loads, 1k groups, 5k trucks, 300k quotes, 50k trips, 1M positions, 200k notifications. */
export const FULL_SCALE: BenchScale = {
  shippers: 2_000,
  groups: 1_000,
  usersPerGroup: 2,
  trucks: 5_000,
  drivers: 5_000,
  loads: 100_000,
  quotesPerLoad: 3,
  trips: 50_000,
  tripsUnderWay: 5_000,
  tripsConfirmed: 10_000,
  positionsPerTripUnderWay: 200,
  notificationsPerUser: 50,
  openLoads: 20_000,
  bigFleet: 5_000,
  bigShipperLoads: 5_000,
};

/** The same shape, small: for the tests of the seed and the plans. */
export const SMALL_SCALE: BenchScale = {
  shippers: 20,
  groups: 10,
  usersPerGroup: 2,
  trucks: 50,
  drivers: 50,
  loads: 1_000,
  quotesPerLoad: 3,
  trips: 500,
  tripsUnderWay: 50,
  tripsConfirmed: 100,
  positionsPerTripUnderWay: 20,
  notificationsPerUser: 10,
  openLoads: 200,
  // The 5,000-row lists at any scale: the query plans are checked on them.
  bigFleet: 5_000,
  bigShipperLoads: 5_000,
};

/**
 * md5 of a name, shaped as a version-4 uuid (the API checks ids are RFC 4122 uuids): the same
 * function as the seed's SQL (`uuidSql`).
 */
export function benchUuid(name: string): string {
  const hex = createHash('md5').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/** `benchUuid` in SQL, of a text expression. */
export function uuidSql(name: string): string {
  const hex = `md5(${name})`;
  return `(substr(${hex}, 1, 12) || '4' || substr(${hex}, 14, 3) || '8' || substr(${hex}, 18, 15))::uuid`;
}

export const shipperId = (i: number) => benchUuid(`shipper-${i}`);
export const providerUserId = (group: number, seat: number) =>
  benchUuid(`provider-${group}-${seat}`);
export const loadId = (i: number) => benchUuid(`load-${i}`);
export const tripId = (i: number) => benchUuid(`trip-${i}`);

export const shipperToken = (i: number) => `bench-shipper-${i}`;

/** The big fleet is group number `groups` (one past the others), its owner seat 0. */
export const bigFleetGroup = (scale: BenchScale) => scale.groups;
/** The big shipper is shipper number `shippers` (one past the others). */
export const bigShipper = (scale: BenchScale) => scale.shippers;
export const providerToken = (group: number, seat: number) => `bench-provider-${group}-${seat}`;

/** Link ids are 22 URL-safe characters, as real ones. */
export const linkIdOfTrip = (i: number) => `benchlink${String(i).padStart(13, '0')}`;
export const deviceKeyOfTrip = (i: number) => `bench-device-${i}`;

/**
 * Trips are loads 0 … trips-1 (oldest first): completed, then confirmed with a bound link, then
 * under way with a bound link. Loads after them are cancelled, and the newest are open.
 */
export function tripRanges(scale: BenchScale) {
  const underWayStart = scale.trips - scale.tripsUnderWay;
  const confirmedStart = underWayStart - scale.tripsConfirmed;
  return {
    completed: { start: 0, end: confirmedStart },
    confirmed: { start: confirmedStart, end: underWayStart },
    underWay: { start: underWayStart, end: scale.trips },
  };
}

export const openLoadsStart = (scale: BenchScale) => scale.loads - scale.openLoads;

/** The group that quoted first on load i (its winner when the load has a trip). */
export const groupOfQuote = (scale: BenchScale, load: number, k: number) =>
  (load * 7 + k * 331) % scale.groups;

/** Eight cities of each country: enough lanes for filters to narrow, few enough to repeat. */
export function benchCities() {
  return countries.flatMap((country) =>
    country.cities.slice(0, 8).map((city) => ({ country, city })),
  );
}
