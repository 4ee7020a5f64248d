import { fields, isBoolean, isNumber, isRecord, isString, listOf, orNull } from './answer-checks';

const isStop = fields({ city: isString, country: isString });

/** A proof of delivery as the page's proof card reads it. */
const isDeliveryProof = fields({
  recipientName: isString,
  signatureUrl: isString,
  photos: listOf(fields({ url: isString })),
  recordedAt: isString,
});

/**
 * The link trip view (`linkTripViewSchema` in contract/driver-links) as far as the trip view
 * reads it or reaches through it: a trip missing any of these could not be shown.
 */
export const isLinkTrip = fields({
  _id: isString,
  tripNumber: isString,
  status: isString,
  isActive: isBoolean,
  currency: isString,
  loadDetails: fields({ source: isStop, destination: isStop, weightKg: isNumber }),
  driverDetails: isRecord,
  truckDetails: orNull(isRecord),
  truckGroup: fields({ name: isString }),
  price: fields({ basePrice: isNumber, approvedCharges: isNumber, total: isNumber }),
  deliveryProof: orNull(isDeliveryProof),
  proofSettings: fields({ photosRequired: isBoolean }),
});
