import type { Load } from '../../../src/contract/loads';
import type { Database } from '../../db/database';
import type { DriverLicenceService } from '../drivers/driver-licence-service';
import type { DriversService } from '../drivers/drivers-service';
import { driverTripStats } from './driver-trip-stats';
import type { TripRow } from './trips.schema';

type Dependencies = {
  db: Database;
  drivers: DriversService;
  licences: Pick<DriverLicenceService, 'isVerified'>;
  /** The truck's newest reported position; the positions module keeps them. */
  latestPosition: (tripId: string) => Promise<NonNullable<Load['driverDetails']>['location']>;
};

/** The driver card of a load with a trip (docs/product.md §3 DriverDetails), for Load Details. */
export function createTripDriverDetailsService({
  db,
  drivers,
  licences,
  latestPosition,
}: Dependencies) {
  return {
    /** Null until the trip has a driver. */
    async forTrip(
      trip: Pick<TripRow, 'id' | 'groupId' | 'driverId'>,
    ): Promise<Load['driverDetails']> {
      if (!trip.driverId) return null;
      const [driver, isVerified, stats, location] = await Promise.all([
        drivers.getForGroup(trip.groupId, trip.driverId),
        licences.isVerified(trip.driverId),
        driverTripStats(db, trip.driverId),
        latestPosition(trip.id),
      ]);
      return {
        name: driver.name,
        isVerified,
        phone: driver.phone,
        countryCode: driver.countryCode,
        stats,
        location,
      };
    },
  };
}

export type TripDriverDetailsService = ReturnType<typeof createTripDriverDetailsService>;
