import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { drivers, type DriverRow } from '../drivers/drivers.schema';
import { loads, type LoadRow } from '../loads/loads.schema';
import { quotes } from '../quotes/quotes.schema';
import { tripCharges, type TripChargeRow } from '../trip-charges/trip-charges.schema';
import { truckGroups } from '../truck-groups/truck-groups.schema';
import { trips, type TripRow } from '../trips/trips.schema';
import { trucks, type TruckRow } from '../trucks/trucks.schema';
import { users, type UserRow } from '../users/users.schema';
import {
  tripDocumentRegistrations,
  type TripDocumentRegistrationRow,
} from './trip-documents.schema';

export type TripDocumentRow = {
  trip: TripRow;
  load: LoadRow;
  groupName: string;
  /** The load's shipper and the carrier group's owner: the two parties. */
  shipper: UserRow;
  carrierOwner: UserRow;
  acceptedAt: Date | null;
  driver: DriverRow | null;
  truck: TruckRow | null;
  registration: TripDocumentRegistrationRow | null;
};

const shipperUsers = alias(users, 'shipper_user');
const ownerUsers = alias(users, 'owner_user');

/** The trip with its load, parties, driver, truck and registration, in one query; or null. */
export async function findTripDocumentRow(
  db: Database,
  tripId: string,
): Promise<TripDocumentRow | null> {
  const [row] = await db
    .select({
      trip: trips,
      load: loads,
      groupName: truckGroups.name,
      shipper: shipperUsers,
      carrierOwner: ownerUsers,
      acceptedAt: quotes.acceptedAt,
      driver: drivers,
      truck: trucks,
      registration: tripDocumentRegistrations,
    })
    .from(trips)
    .innerJoin(loads, eq(loads.id, trips.loadId))
    .innerJoin(truckGroups, eq(truckGroups.id, trips.groupId))
    .innerJoin(shipperUsers, eq(shipperUsers.id, loads.shipperUserId))
    .innerJoin(ownerUsers, eq(ownerUsers.id, truckGroups.ownerUserId))
    .innerJoin(quotes, eq(quotes.id, trips.quoteId))
    .leftJoin(drivers, eq(drivers.id, trips.driverId))
    .leftJoin(trucks, eq(trucks.id, trips.truckId))
    .leftJoin(tripDocumentRegistrations, eq(tripDocumentRegistrations.tripId, trips.id))
    .where(eq(trips.id, tripId));
  return row ?? null;
}

/** The trip's charges oldest first; only the approved ones when `approvedOnly`. */
export function tripChargeRows(
  db: Database,
  tripId: string,
  { approvedOnly }: { approvedOnly: boolean },
): Promise<TripChargeRow[]> {
  return db
    .select()
    .from(tripCharges)
    .where(
      and(
        eq(tripCharges.tripId, tripId),
        approvedOnly ? eq(tripCharges.status, 'approved') : undefined,
      ),
    )
    .orderBy(asc(tripCharges.createdAt), asc(tripCharges.id));
}
