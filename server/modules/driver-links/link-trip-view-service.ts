import { eq } from 'drizzle-orm';
import type { LinkTripView } from '../../../src/contract/driver-links';
import type { Database } from '../../db/database';
import { HttpError, notFound } from '../../lib/http-error';
import { drivers } from '../drivers/drivers.schema';
import type { StoredStop } from '../loads/loads.schema';
import { loads } from '../loads/loads.schema';
import { toStop } from '../loads/load-view';
import { truckGroups } from '../truck-groups/truck-groups.schema';
import { trucks } from '../trucks/trucks.schema';
import { displayTripId } from '../trips/live-trip';
import type { DeliveryProofsService } from '../delivery-proofs/delivery-proofs-service';
import type { TripChargesService } from '../trip-charges/trip-charges-service';
import { trips } from '../trips/trips.schema';
import { driverLinks } from './driver-links.schema';
import { LINK_MESSAGES, type LinkGuard } from './link-guard';

type Dependencies = {
  db: Database;
  linkGuard: LinkGuard;
  /** The trip's total, the same the shipper and the provider see. */
  tripCharges: Pick<TripChargesService, 'priceOf'>;
  /** The proof the phone sent, and whether the delivery step must carry photos. */
  deliveryProofs: Pick<DeliveryProofsService, 'ofTrip'>;
};

/**
 * docs/product.md §3 Link trip view: GET /api/trips/getbyid/{tripId} as the driver's phone sees it
 * (X-Device-Key; X-Link-Id too when the page sends it). The driver shown is the link's own, even after a reassignment.
 */
export function createLinkTripViewService({
  db,
  linkGuard,
  tripCharges,
  deliveryProofs,
}: Dependencies) {
  async function findViewRow(linkId: string) {
    const [row] = await db
      .select({
        link: driverLinks,
        trip: trips,
        load: loads,
        groupName: truckGroups.name,
        driver: drivers,
        truck: trucks,
      })
      .from(driverLinks)
      .innerJoin(trips, eq(trips.id, driverLinks.tripId))
      .innerJoin(loads, eq(loads.id, trips.loadId))
      .innerJoin(truckGroups, eq(truckGroups.id, trips.groupId))
      .innerJoin(drivers, eq(drivers.id, driverLinks.driverId))
      .leftJoin(trucks, eq(trucks.id, trips.truckId))
      .where(eq(driverLinks.id, linkId));
    return row ?? null;
  }

  return {
    /** Active or not: a deactivated link still shows its driver why nothing can change. */
    async forDevice(
      tripId: string,
      namedLinkId: string | undefined,
      deviceKey: string | undefined,
    ): Promise<LinkTripView> {
      const linkId = await linkGuard.linkIdForTrip(tripId, namedLinkId, deviceKey);
      if (!linkId) throw new HttpError(403, LINK_MESSAGES.accessDenied);
      await linkGuard.requireDevice(linkId, deviceKey);
      const row = await findViewRow(linkId);
      if (!row || row.trip.id !== tripId) throw notFound(LINK_MESSAGES.invalid);
      const { link, trip, load, groupName, driver, truck } = row;
      // As in the provider's view: a cancelled trip no longer earns the stops' details.
      const place = (stop: StoredStop) => toStop(stop, trip.status !== 'cancelled');
      const tripNumber = displayTripId(trip.number);
      return {
        _id: trip.id,
        tripNumber,
        status: trip.status,
        isActive: link.isActive,
        currency: load.currency,
        createdAt: trip.createdAt.toISOString(),
        loadDetails: {
          source: place(load.source),
          destination: place(load.destination),
          material: load.material,
          weight: { value: load.weightValue, unit: load.weightUnit },
          weightKg: load.weightKg,
          scheduledDate: load.scheduledDate.toISOString(),
        },
        driverDetails: {
          name: driver.name,
          licenseNo: driver.licenseNo,
          phone: `${driver.countryCode}${driver.phone}`,
        },
        truckDetails: truck && {
          model: truck.model,
          type: truck.type,
          licensePlate: truck.licensePlate,
        },
        truckGroup: { name: groupName },
        price: await tripCharges.priceOf(trip, load.currency),
        ...(await deliveryProofs.ofTrip(trip.id, load.destination.coordinates)),
      };
    },
  };
}

export type LinkTripViewService = ReturnType<typeof createLinkTripViewService>;
