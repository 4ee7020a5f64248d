import type { LiveEvent } from '../../../src/contract/notifications';
import type { TripStatus } from '../../../src/contract/trips';
import type { Database } from '../../db/database';
import type { DriversService } from '../drivers/drivers-service';
import { findLoadRow } from '../loads/load-lookup';
import type { TripRow } from '../trips/trips.schema';
import { findTripRow } from '../trips/trip-row';
import type { LoadParties, NewsLoad } from './load-parties';
import { providerNotices, shipperNotices } from './notification-notices';

type NewsTrip = Pick<TripRow, 'id' | 'number' | 'loadId' | 'groupId'>;
/** A driver link as far as the news needs it: whose trip, whose driver. */
type NewsLink = { tripId: string; groupId: string; driverId: string };

type Dependencies = {
  parties: LoadParties;
  drivers: Pick<DriversService, 'getForGroup'>;
};

const tripEvent = (trip: NewsTrip): LiveEvent => ({
  type: 'trip',
  tripId: trip.id,
  loadId: trip.loadId,
});

/**
 * What a trip's life tells the shipper and the carrier's group: notifications and live events,
 * in the caller's transaction. Lookups here read through the owning modules' helpers.
 */
export function createTripNews({ parties, drivers }: Dependencies) {
  async function loadOf(tx: Database, trip: Pick<TripRow, 'loadId'>): Promise<NewsLoad> {
    const load = await findLoadRow(tx, trip.loadId);
    if (!load) throw new Error(`Load ${trip.loadId} of a trip is missing`);
    return load;
  }

  async function tripOf(tx: Database, tripId: string): Promise<NewsTrip> {
    const trip = await findTripRow(tx, tripId);
    if (!trip) throw new Error(`Trip ${tripId} is missing`);
    return trip;
  }

  /** A driver the group since removed is still 'the driver': a name never blocks the change. */
  async function driverName(tx: Database, groupId: string, driverId: string | null) {
    if (!driverId) return null;
    try {
      return (await drivers.getForGroup(groupId, driverId, tx)).name;
    } catch {
      return null;
    }
  }

  return {
    async started(tx: Database, load: NewsLoad, trip: NewsTrip & { basePrice: number }) {
      await parties.tell(tx, {
        load,
        tripId: trip.id,
        groupId: trip.groupId,
        toShipper: shipperNotices.tripStarted(load, trip),
        live: tripEvent(trip),
      });
    },

    async driverAssigned(tx: Database, trip: NewsTrip, driver: { name: string }) {
      const load = await loadOf(tx, trip);
      await parties.tell(tx, {
        load,
        tripId: trip.id,
        groupId: trip.groupId,
        toShipper: shipperNotices.driverAssigned(load, trip, driver),
        live: tripEvent(trip),
      });
    },

    async truckAssigned(tx: Database, trip: NewsTrip, truck: { model: string; type: string }) {
      const load = await loadOf(tx, trip);
      await parties.tell(tx, {
        load,
        tripId: trip.id,
        groupId: trip.groupId,
        toShipper: shipperNotices.truckAssigned(load, trip, truck),
        live: tripEvent(trip),
      });
    },

    /** Made through the driver's link: the shipper and the carrier both hear of it. */
    async statusChangedByDriver(
      tx: Database,
      load: NewsLoad,
      trip: NewsTrip,
      status: TripStatus,
      link: Pick<NewsLink, 'driverId'>,
    ) {
      const name = await driverName(tx, trip.groupId, link.driverId);
      await parties.tell(tx, {
        load,
        tripId: trip.id,
        groupId: trip.groupId,
        toShipper: shipperNotices.tripStatusChanged(load, trip, status),
        toGroup: providerNotices.driverStatusChanged(load, trip, name, status),
        live: tripEvent(trip),
      });
    },

    /** Once per link: only the first device's binding calls this. */
    async linkOpened(tx: Database, link: NewsLink) {
      const trip = await tripOf(tx, link.tripId);
      const load = await loadOf(tx, trip);
      const name = await driverName(tx, link.groupId, link.driverId);
      await parties.tell(tx, {
        load,
        tripId: trip.id,
        groupId: trip.groupId,
        toGroup: providerNotices.driverOpenedLink(load, trip, name),
      });
    },

    async chargeSubmitted(
      tx: Database,
      link: NewsLink,
      charge: { reason: string; amount: number },
    ) {
      const trip = await tripOf(tx, link.tripId);
      const load = await loadOf(tx, trip);
      const name = await driverName(tx, link.groupId, link.driverId);
      await parties.tell(tx, {
        load,
        tripId: trip.id,
        groupId: trip.groupId,
        toGroup: providerNotices.chargeSubmitted(load, trip, name, charge),
        live: tripEvent(trip),
      });
    },

    /** The shipper hears of an approved charge (what it pays); a rejected one only refreshes screens. */
    async chargeDecided(
      tx: Database,
      tripId: string,
      charge: { status: string; reason: string; amount: number; approvedAmount: number | null },
    ) {
      const trip = await tripOf(tx, tripId);
      const load = await loadOf(tx, trip);
      await parties.tell(tx, {
        load,
        tripId: trip.id,
        groupId: trip.groupId,
        toShipper:
          charge.status === 'approved'
            ? shipperNotices.chargeApproved(load, trip, {
                ...charge,
                approvedAmount: charge.approvedAmount ?? charge.amount,
              })
            : null,
        live: tripEvent(trip),
      });
    },
  };
}

export type TripNews = ReturnType<typeof createTripNews>;
