import type { DeliveryProof } from '../../../src/contract/delivery-proofs';
import type { Language } from '../../../src/contract/languages';
import type { StopWaits } from '../../../src/contract/stop-waits';
import type {
  DocumentCharge,
  DocumentTrail,
  TripDocument,
} from '../../../src/contract/trip-documents';
import { tripPrice } from '../../../src/contract/trip-price';
import { say } from '../../lib/i18n/phrase';
import { fileUrlOf } from '../files/files-service';
import type { StoredFileRow } from '../files/files.schema';
import { displayLoadId } from '../loads/load-lookup';
import { toStop } from '../loads/load-view';
import type { TripChargeRow } from '../trip-charges/trip-charges.schema';
import { displayTripId } from '../trips/live-trip';
import { toTripDriverDetails, toTripTruckDetails } from '../trips/trip-details-view';
import { documentPartyOf } from './document-party';
import { documentTimeline, stopVisitFacts } from './document-timeline';
import type { TripDocumentRow } from './trip-document-query';

export type TripDocumentParts = {
  charges: TripChargeRow[];
  chargePhotos: Map<string, StoredFileRow[]>;
  stopWaits: StopWaits;
  deliveryProof: DeliveryProof | null;
  trail: DocumentTrail;
  now: Date;
  lang: Language;
};

/** The driver's own words stay as written; a waiting charge's reason is ours, translated. */
function toDocumentCharge(
  row: TripChargeRow,
  photos: StoredFileRow[],
  lang: Language,
): DocumentCharge {
  return {
    reason: row.waitingStop === null ? row.reason : say({ text: row.reason }, lang),
    amount: row.amount,
    approvedAmount: row.approvedAmount,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    photos: photos.map((photo) => ({ url: fileUrlOf(photo.id) })),
  };
}

/**
 * The trip document: the trip as it happened, both parties as their profiles tell them, and
 * the transport document's fields drawn from the same facts.
 */
export function toTripDocument(row: TripDocumentRow, parts: TripDocumentParts): TripDocument {
  const { trip, load, driver, truck, registration } = row;
  const tripNumber = displayTripId(trip.number);
  const loadNumber = displayLoadId(load.number);
  const shipper = documentPartyOf(row.shipper);
  const carrier = documentPartyOf(row.carrierOwner, row.groupName);
  const price = tripPrice(trip.basePrice, parts.charges, load.currency);
  const delivery = toStop(load.destination, true);
  const place = (stop: typeof load.source) => ({
    country: stop.country,
    city: stop.city,
    address: stop.address,
  });
  const cancelled = trip.status === 'cancelled';
  const timeline = documentTimeline({
    posted: load.createdAt,
    accepted: row.acceptedAt,
    trip_started: trip.createdAt,
    load_ready: load.loadReadyAt,
    out_to_collect: load.outToCollectAt,
    loaded: load.loadedAt,
    out_to_unload: load.outToUnloadAt,
    completed: load.completedAt,
    cancelled: cancelled ? trip.updatedAt : null,
    proof_signed: parts.deliveryProof?.recordedAt ?? null,
    ...stopVisitFacts(parts.stopWaits),
  });
  return {
    tripId: trip.id,
    tripNumber,
    loadId: load.id,
    loadNumber,
    status: trip.status,
    generatedAt: parts.now.toISOString(),
    shipper,
    carrier,
    // Both parties of a deal see where and whom; a cancelled trip's carrier too, for its records.
    route: { pickup: toStop(load.source, true), delivery },
    goods: {
      material: load.material,
      hsnCode: load.hsnCode,
      weight: { value: load.weightValue, unit: load.weightUnit },
      loadType: load.loadType,
      truckType: load.truckType,
      truckSubType: load.truckSubType,
      scheduledDate: load.scheduledDate.toISOString(),
    },
    truck: truck && toTripTruckDetails(truck),
    driver: driver && toTripDriverDetails(driver),
    timeline,
    stopWaits: parts.stopWaits,
    currency: load.currency,
    price,
    charges: parts.charges.map((charge) =>
      toDocumentCharge(charge, parts.chargePhotos.get(charge.id) ?? [], parts.lang),
    ),
    deliveryProof: parts.deliveryProof,
    trail: parts.trail,
    transportDocument: {
      registrationNumber: registration?.registrationNumber ?? null,
      registeredAt: registration?.registeredAt.toISOString() ?? null,
      tripNumber,
      loadNumber,
      tripDate: load.scheduledDate.toISOString(),
      sender: shipper,
      consignee: delivery.contactPerson
        ? { name: delivery.contactPerson, phone: delivery.contactNumber }
        : { name: shipper.name, phone: delivery.contactNumber ?? shipper.phone },
      carrier,
      origin: place(load.source),
      destination: place(load.destination),
      goods: {
        description: load.material,
        hsnCode: load.hsnCode,
        weight: { value: load.weightValue, unit: load.weightUnit },
        loadType: load.loadType,
      },
      fees: { amount: price.total, currency: load.currency },
      vehicle: truck && { plate: truck.licensePlate, type: truck.type, model: truck.model },
      driver: driver && {
        name: driver.name,
        licenceNumber: driver.licenseNo,
        phone: `${driver.countryCode}${driver.phone}`,
      },
    },
  };
}
