import { and, desc, eq, sql } from 'drizzle-orm';
import type { TripListItem } from '../../../src/contract/trips';
import type { Database } from '../../db/database';
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

export function createTripListService({ db }: { db: Database }) {
  return {
    /** docs/product.md §7 getmytrips: the group's trips, newest first, in one query. */
    async listForGroup(groupId: string, request: MyTripsRequest): Promise<TripListItem[]> {
      const conditions = tripListConditions(request);
      if (!conditions) return [];
      const rows = await db
        .select(columns)
        .from(trips)
        .innerJoin(loads, eq(loads.id, trips.loadId))
        .leftJoin(drivers, eq(drivers.id, trips.driverId))
        .leftJoin(trucks, eq(trucks.id, trips.truckId))
        .where(and(eq(trips.groupId, groupId), ...conditions))
        .orderBy(desc(trips.createdAt), desc(trips.number));
      return rows.map((row): TripListItem => ({
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
      }));
    },
  };
}

export type TripListService = ReturnType<typeof createTripListService>;
