import { tripPrice } from '../../../src/contract/trip-price';
import type { TripDetails } from '../../../src/contract/trips';
import type { TripProof } from '../delivery-proofs/delivery-proofs-service';
import type { DriverCharge } from '../trip-charges/charge-view';
import { displayDriverId } from '../drivers/drivers-service';
import { displayLoadId } from '../loads/load-lookup';
import { toLoadTimestamps, toStop } from '../loads/load-view';
import { displayTruckId } from '../trucks/trucks-service';
import { displayTripId } from './live-trip';
import type { DriverRow } from '../drivers/drivers.schema';
import type { TruckRow } from '../trucks/trucks.schema';
import type { TripDetailsRow } from './trip-details-query';

/** The trip's driver as every trip view names it: DRV-<n>, phone and licence. */
export function toTripDriverDetails(driver: DriverRow): NonNullable<TripDetails['driverDetails']> {
  return {
    _id: driver.id,
    id: displayDriverId(driver.number),
    name: driver.name,
    phone: driver.phone,
    countryCode: driver.countryCode,
    licenseNo: driver.licenseNo,
  };
}

/** The trip's truck as every trip view names it: TRK-<n>, model and plate. */
export function toTripTruckDetails(truck: TruckRow): NonNullable<TripDetails['truckDetails']> {
  return {
    _id: truck.id,
    id: displayTruckId(truck.number),
    model: truck.model,
    type: truck.type,
    truckOption: truck.truckOption,
    licensePlate: truck.licensePlate,
  };
}

export function toTripDetails(
  { trip, load, groupName, driver, truck }: TripDetailsRow,
  driverCharges: DriverCharge[],
  proof: TripProof,
): TripDetails {
  const tripNumber = displayTripId(trip.number);
  // The group won the load, so it sees whom to call at each stop; a cancelled trip lost it.
  const withContact = trip.status !== 'cancelled';
  return {
    _id: trip.id,
    id: tripNumber,
    tripNumber,
    status: trip.status,
    loadId: trip.loadId,
    quoteId: trip.quoteId,
    driverId: trip.driverId,
    truckId: trip.truckId,
    basePrice: trip.basePrice,
    currency: load.currency,
    loadDetails: {
      _id: load.id,
      id: displayLoadId(load.number),
      status: load.status,
      source: toStop(load.source, withContact),
      destination: toStop(load.destination, withContact),
      material: load.material,
      hsnCode: load.hsnCode,
      weight: { value: load.weightValue, unit: load.weightUnit },
      loadType: load.loadType,
      truckType: load.truckType,
      truckSubType: load.truckSubType,
      scheduledDate: load.scheduledDate.toISOString(),
      timestamp: toLoadTimestamps(load),
      loadImage: load.loadImage,
    },
    driverDetails: driver && toTripDriverDetails(driver),
    truckDetails: truck && toTripTruckDetails(truck),
    truckGroup: { name: groupName },
    timestamp: {
      createdAt: trip.createdAt.toISOString(),
      updatedAt: trip.updatedAt.toISOString(),
      confirmAt: trip.confirmAt?.toISOString() ?? null,
    },
    charges: { basePrice: trip.basePrice, driverCharges },
    price: tripPrice(trip.basePrice, driverCharges, load.currency),
    location: null,
    stopWaits: { pickup: null, delivery: null },
    ...proof,
  };
}
