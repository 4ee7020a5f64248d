import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TRIP_LIST_COLUMNS, TripListItem } from '../../../src/contract/trips';
import type { Database } from '../../db/database';
import { listOrder, pageOfList, type ListColumn, type ListPage } from '../../lib/list-page';
import { cityOrder } from '../../lib/place-names';
import { displayDriverId } from '../drivers/drivers-service';
import { drivers } from '../drivers/drivers.schema';
import { displayLoadId } from '../loads/load-lookup';
import { loads } from '../loads/loads.schema';
import { displayTruckId } from '../trucks/trucks-service';
import { trucks } from '../trucks/trucks.schema';
import { displayTripId } from './live-trip';
import { tripListConditions, type MyTripsRequest } from './trip-list-filters';
import { trips } from './trips.schema';

// Only what the Trips table shows: the load's contacts are not even selected.
const columns = {
  id: trips.id,
  number: trips.number,
  status: trips.status,
  loadId: trips.loadId,
  basePrice: trips.basePrice,
  createdAt: trips.createdAt,
  loadNumber: loads.number,
  originCity: loads.sourceCity,
  originCountry: sql<string>`${loads.source}->>'country'`.as('origin_country'),
  destinationCity: loads.destinationCity,
  destinationCountry: sql<string>`${loads.destination}->>'country'`.as('destination_country'),
  scheduledDate: loads.scheduledDate,
  currency: loads.currency,
  driver: { id: drivers.id, number: drivers.number, name: drivers.name },
  truck: {
    id: trucks.id,
    number: trucks.number,
    model: trucks.model,
    licensePlate: trucks.licensePlate,
  },
};

/**
 * What each column of the Trips list sorts by (docs/product.md §2); the list's filters are
 * getmytrips' own (trip-list-filters.ts).
 */
const TRIP_LIST_ORDER = {
  id: { order: trips.number },
  origin: cityOrder(loads.sourceCity),
  destination: cityOrder(loads.destinationCity),
  status: { order: trips.status },
  // Who carries it: by driver's name, then the truck's model.
  transport: { order: sql`lower(${drivers.name} || ' ' || coalesce(${trucks.model}, ''))` },
  scheduled: { order: loads.scheduledDate },
  created: { order: trips.createdAt },
} satisfies Record<(typeof TRIP_LIST_COLUMNS)[number], ListColumn>;

/** The group's trips with their load, driver and truck: what the list reads and filters on. */
function tripsWhere(db: Database, where: SQL | undefined) {
  return db
    .select(columns)
    .from(trips)
    .innerJoin(loads, eq(loads.id, trips.loadId))
    .leftJoin(drivers, eq(drivers.id, trips.driverId))
    .leftJoin(trucks, eq(trucks.id, trips.truckId))
    .where(where)
    .$dynamic();
}

type TripListRow = Awaited<ReturnType<typeof tripsWhere>>[number];

function toTripListItem(row: TripListRow): TripListItem {
  return {
    _id: row.id,
    id: displayTripId(row.number),
    status: row.status,
    loadId: row.loadId,
    loadDisplayId: displayLoadId(row.loadNumber),
    origin: { city: row.originCity, country: row.originCountry },
    destination: { city: row.destinationCity, country: row.destinationCountry },
    scheduledDate: row.scheduledDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
    driverDetails: row.driver && {
      _id: row.driver.id,
      id: displayDriverId(row.driver.number),
      name: row.driver.name,
    },
    truckDetails: row.truck && {
      _id: row.truck.id,
      id: displayTruckId(row.truck.number),
      model: row.truck.model,
      licensePlate: row.truck.licensePlate,
    },
    basePrice: row.basePrice,
    currency: row.currency,
  };
}

export function createTripListService({ db }: { db: Database }) {
  /** docs/product.md §7 getmytrips: a page of the group's trips, newest first unless asked otherwise. */
  async function pageForGroup(
    groupId: string,
    request: MyTripsRequest,
  ): Promise<ListPage<TripListItem>> {
    const conditions = tripListConditions(request);
    if (!conditions) return pageOfList(request, { rows: async () => [], count: async () => 0 });
    const where = and(eq(trips.groupId, groupId), ...conditions);
    const newestFirst = [desc(trips.createdAt), desc(trips.number)];
    return pageOfList(request, {
      rows: async (window) => {
        const query = tripsWhere(db, where).orderBy(
          ...listOrder(TRIP_LIST_ORDER, request, newestFirst),
        );
        const rows = await (window ? query.limit(window.limit).offset(window.offset) : query);
        return rows.map(toTripListItem);
      },
      // PostgreSQL flattens the subquery: the count reads no column it does not filter on.
      count: async () =>
        (await db.select({ total: count() }).from(tripsWhere(db, where).as('found')))[0]?.total ??
        0,
    });
  }

  return {
    pageForGroup,
    /** The group's trips matching the filters, newest first, in one query. */
    async listForGroup(groupId: string, request: MyTripsRequest): Promise<TripListItem[]> {
      return (await pageForGroup(groupId, request)).rows;
    },
  };
}

export type TripListService = ReturnType<typeof createTripListService>;
