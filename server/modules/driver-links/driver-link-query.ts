import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DRIVER_LINK_LIST_COLUMNS, DriverLink } from '../../../src/contract/driver-links';
import type { Database } from '../../db/database';
import {
  listFilters,
  listOrder,
  pageOfList,
  type ListColumn,
  type ListPage,
  type ListRequest,
} from '../../lib/list-page';
import { routePlaceColumn } from '../../lib/place-names';
import { drivers } from '../drivers/drivers.schema';
import { loads } from '../loads/loads.schema';
import { displayTripId } from '../trips/live-trip';
import { trips } from '../trips/trips.schema';
import { driverLinks } from './driver-links.schema';

export const displayLinkId = (number: number) => `DL-${number}`;
export const linkUrlOf = (tripId: string, linkId: string) => `/trip/${tripId}/details/${linkId}`;

/** Only what a link row shows: the load's contacts and the device's secrets are not selected. */
const columns = {
  id: driverLinks.id,
  number: driverLinks.number,
  isActive: driverLinks.isActive,
  createdAt: driverLinks.createdAt,
  bound: sql<boolean>`${driverLinks.deviceKeyHash} is not null`.as('bound'),
  boundAt: driverLinks.boundAt,
  otherVisitorAt: driverLinks.otherVisitorAt,
  tripId: trips.id,
  tripNumber: trips.number,
  tripStatus: trips.status,
  originCity: loads.sourceCity,
  originCountry: sql<string>`${loads.source}->>'country'`.as('origin_country'),
  destinationCity: loads.destinationCity,
  destinationCountry: sql<string>`${loads.destination}->>'country'`.as('destination_country'),
  currency: loads.currency,
  driverId: drivers.id,
  driverName: drivers.name,
  driverCountryCode: drivers.countryCode,
  driverPhone: drivers.phone,
};

function selectLinkRows(db: Database, where: SQL | undefined) {
  return db
    .select(columns)
    .from(driverLinks)
    .innerJoin(trips, eq(trips.id, driverLinks.tripId))
    .innerJoin(loads, eq(loads.id, trips.loadId))
    .innerJoin(drivers, eq(drivers.id, driverLinks.driverId))
    .where(where)
    .$dynamic();
}

const NEWEST_FIRST = [desc(driverLinks.createdAt), desc(driverLinks.number)];

/** The Driver Tracking Links list's columns (docs/product.md §2): what each sorts and filters by. */
const LINK_LIST_COLUMNS = {
  linkId: { order: driverLinks.number, text: sql`'DL-' || ${driverLinks.number}` },
  trip: { order: trips.number, text: sql`'TR-' || ${trips.number}` },
  origin: routePlaceColumn(loads.sourceCity, loads.source),
  destination: routePlaceColumn(loads.destinationCity, loads.destination),
  driver: { order: sql`lower(${drivers.name})`, text: drivers.name },
  // Active ones first, as 'Active' sorts before 'Inactive'.
  status: { order: sql`not ${driverLinks.isActive}` },
  opened: { order: driverLinks.boundAt, day: driverLinks.boundAt },
  created: { order: driverLinks.createdAt, day: driverLinks.createdAt },
} satisfies Record<(typeof DRIVER_LINK_LIST_COLUMNS)[number], ListColumn>;

type LinkListRow = Awaited<ReturnType<typeof selectLinkRows>>[number];

function toDriverLink(row: LinkListRow): DriverLink {
  return {
    _id: row.id,
    id: displayLinkId(row.number),
    isActive: row.isActive,
    linkUrl: linkUrlOf(row.tripId, row.id),
    createdAt: row.createdAt.toISOString(),
    // Whether a device holds the link; the stored hash never leaves the server.
    deviceHash: row.bound ? 'bound' : null,
    boundAt: row.boundAt?.toISOString() ?? null,
    otherVisitorAt: row.otherVisitorAt?.toISOString() ?? null,
    tripId: {
      _id: row.tripId,
      tripNumber: displayTripId(row.tripNumber),
      origin: { city: row.originCity, country: row.originCountry },
      destination: { city: row.destinationCity, country: row.destinationCountry },
      status: row.tripStatus,
      currency: row.currency,
    },
    // The number to call, with its country's dial code.
    driverId: {
      _id: row.driverId,
      name: row.driverName,
      phone: `${row.driverCountryCode}${row.driverPhone}`,
    },
  };
}

/** Links matching `where` with their trip, route and driver, newest first, in one query. */
export async function findDriverLinks(db: Database, where: SQL | undefined): Promise<DriverLink[]> {
  return (await selectLinkRows(db, where).orderBy(...NEWEST_FIRST)).map(toDriverLink);
}

/** A page of the links matching `where` and the list's filters, in the order asked (newest first). */
export async function pageDriverLinks(
  db: Database,
  where: SQL | undefined,
  request: ListRequest,
): Promise<ListPage<DriverLink>> {
  const found = and(where, ...listFilters(LINK_LIST_COLUMNS, request));
  return pageOfList(request, {
    rows: async (window) => {
      const query = selectLinkRows(db, found).orderBy(
        ...listOrder(LINK_LIST_COLUMNS, request, NEWEST_FIRST),
      );
      return (await (window ? query.limit(window.limit).offset(window.offset) : query)).map(
        toDriverLink,
      );
    },
    count: async () =>
      (await db.select({ total: count() }).from(selectLinkRows(db, found).as('found')))[0]?.total ??
      0,
  });
}
