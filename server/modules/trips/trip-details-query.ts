import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { drivers, type DriverRow } from '../drivers/drivers.schema';
import { loads, type LoadRow } from '../loads/loads.schema';
import { truckGroups } from '../truck-groups/truck-groups.schema';
import { trucks, type TruckRow } from '../trucks/trucks.schema';
import { trips, type TripRow } from './trips.schema';

export type TripDetailsRow = {
  trip: TripRow;
  load: LoadRow;
  groupName: string;
  driver: DriverRow | null;
  truck: TruckRow | null;
};

/** A trip with its load, group, driver and truck, in one query; null when there is none. */
export async function findTripDetailsRow(
  db: Database,
  tripId: string,
): Promise<TripDetailsRow | null> {
  const [row] = await db
    .select({
      trip: trips,
      load: loads,
      groupName: truckGroups.name,
      driver: drivers,
      truck: trucks,
    })
    .from(trips)
    .innerJoin(loads, eq(loads.id, trips.loadId))
    .innerJoin(truckGroups, eq(truckGroups.id, trips.groupId))
    .leftJoin(drivers, eq(drivers.id, trips.driverId))
    .leftJoin(trucks, eq(trucks.id, trips.truckId))
    .where(eq(trips.id, tripId));
  return row ?? null;
}
