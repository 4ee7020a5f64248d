import { z } from 'zod';
import { deliveryProofSchema } from './delivery-proofs';
import { envelope } from './envelope';
import { loadTypeSchema, stopSchema, weightSchema } from './loads';
import { coordinatesSchema } from './reference';
import { stopWaitsSchema } from './stop-waits';
import { tripPriceSchema } from './trip-price';
import { tripDetailsSchema, tripStatusSchema } from './trips';

/**
 * The trip document (issue 21 §4): one answer with everything a shipper's accounts department
 * or a carrier stopped at a checkpoint needs of a trip, printable as it is. GET
 * /api/trips/{id}/document (the trip's provider) and GET /api/loads/{id}/document (the load's
 * shipper, for its running or finished trip).
 */

/** The most points of the trail the document carries: enough for a small map, never the log. */
export const MAX_TRAIL_POINTS = 200;
export const MAX_REGISTRATION_NUMBER = 40;

export const TRIP_DOCUMENT_MESSAGES = {
  noTrip:
    'There is no trip document for this load yet: it is made once the carrier starts the trip.',
  registrationInvalid:
    'Enter the registration number as 1 to 40 letters, digits or dashes, as the transport authority gave it.',
  registrationSaved: 'Registration number saved',
  tripCancelled: 'This trip was cancelled: its transport document cannot be registered.',
} as const;

/** As the transport authority's portal gives it: Latin letters, digits and dashes. */
export const registrationNumberSchema = z
  .string({ message: TRIP_DOCUMENT_MESSAGES.registrationInvalid })
  .trim()
  .min(1, TRIP_DOCUMENT_MESSAGES.registrationInvalid)
  .max(MAX_REGISTRATION_NUMBER, TRIP_DOCUMENT_MESSAGES.registrationInvalid)
  .regex(/^[A-Za-z0-9-]+$/, TRIP_DOCUMENT_MESSAGES.registrationInvalid);

/** PUT /api/trips/{id}/document/registration: the number the carrier received for the trip. */
export const tripDocumentRegistrationRequest = z.strictObject({
  registrationNumber: registrationNumberSchema,
});
export type TripDocumentRegistrationRequest = z.infer<typeof tripDocumentRegistrationRequest>;

export const tripDocumentRegistrationSchema = z.object({
  registrationNumber: z.string(),
  registeredAt: z.string(),
});
export type TripDocumentRegistration = z.infer<typeof tripDocumentRegistrationSchema>;
export const tripDocumentRegistrationResponse = envelope(tripDocumentRegistrationSchema);

/** The shipper or the carrier, with what its profile holds of its legal identity. */
export const documentPartySchema = z.object({
  /** The registered (legal) name, else the company name, else the person's. */
  name: z.string(),
  companyName: z.string().nullable(),
  /** The person behind the account. */
  contactName: z.string().nullable(),
  /** E.164. */
  phone: z.string().nullable(),
  vatNumber: z.string().nullable(),
  crNumber: z.string().nullable(),
  address: z.string().nullable(),
});
export type DocumentParty = z.infer<typeof documentPartySchema>;

/**
 * What happened when, oldest first: the load's stages as the app records them, the acceptance,
 * the truck's arrival at and departure from each stop, and the consignee's signature.
 */
export const timelineEventKindSchema = z.enum([
  'posted',
  'accepted',
  'trip_started',
  'load_ready',
  'out_to_collect',
  'arrived_pickup',
  'loaded',
  'departed_pickup',
  'out_to_unload',
  'arrived_delivery',
  'proof_signed',
  'completed',
  'departed_delivery',
  'cancelled',
]);
export type TimelineEventKind = z.infer<typeof timelineEventKindSchema>;
export const timelineEventSchema = z.object({ event: timelineEventKindSchema, at: z.string() });
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

/** A driver's charge; the shipper's document lists only the approved ones (what it pays). */
export const documentChargeSchema = z.object({
  reason: z.string(),
  amount: z.number(),
  approvedAmount: z.number(),
  status: z.enum(['pending', 'approved', 'rejected']),
  createdAt: z.string(),
  photos: z.array(z.object({ url: z.string() })),
});
export type DocumentCharge = z.infer<typeof documentChargeSchema>;

/** The positions the driver's phone sent, thinned evenly to at most MAX_TRAIL_POINTS. */
export const documentTrailSchema = z.object({
  points: z.array(coordinatesSchema),
  /** How many positions were received in all. */
  received: z.number().int(),
  firstAt: z.string().nullable(),
  lastAt: z.string().nullable(),
});
export type DocumentTrail = z.infer<typeof documentTrailSchema>;

const placeSchema = z.object({
  country: z.string(),
  city: z.string(),
  address: z.string().nullable(),
});

/**
 * The fields of Saudi Arabia's electronic transport document (the waybill a carrier registers
 * with the Transport General Authority for every road trip), as the portal asks for them, and
 * the number it gave back once the carrier entered it.
 */
export const transportDocumentSchema = z.object({
  registrationNumber: z.string().nullable(),
  registeredAt: z.string().nullable(),
  tripNumber: z.string(),
  loadNumber: z.string(),
  tripDate: z.string(),
  sender: documentPartySchema,
  /** Who receives the goods: the delivery stop's contact, else the shipper itself. */
  consignee: z.object({ name: z.string(), phone: z.string().nullable() }),
  carrier: documentPartySchema,
  origin: placeSchema,
  destination: placeSchema,
  goods: z.object({
    description: z.string(),
    hsnCode: z.string().nullable(),
    weight: weightSchema,
    loadType: loadTypeSchema,
  }),
  /** The freight: base price and approved charges, in the load's currency. */
  fees: z.object({ amount: z.number(), currency: z.string() }),
  vehicle: z.object({ plate: z.string(), type: z.string(), model: z.string() }).nullable(),
  driver: z.object({ name: z.string(), licenceNumber: z.string(), phone: z.string() }).nullable(),
});
export type TransportDocument = z.infer<typeof transportDocumentSchema>;

export const tripDocumentSchema = z.object({
  tripId: z.string(),
  /** TR-<n>, LD-<n>. */
  tripNumber: z.string(),
  loadId: z.string(),
  loadNumber: z.string(),
  status: tripStatusSchema,
  /** When this answer was made: the date printed on the paper. */
  generatedAt: z.string(),
  shipper: documentPartySchema,
  carrier: documentPartySchema,
  route: z.object({ pickup: stopSchema, delivery: stopSchema }),
  goods: z.object({
    material: z.string(),
    hsnCode: z.string().nullable(),
    weight: weightSchema,
    loadType: loadTypeSchema,
    truckType: z.string().nullable(),
    truckSubType: z.string().nullable(),
    scheduledDate: z.string(),
  }),
  /** As Trip Details shows them (TRK-<n>, DRV-<n> in `id`). */
  truck: tripDetailsSchema.shape.truckDetails,
  driver: tripDetailsSchema.shape.driverDetails,
  timeline: z.array(timelineEventSchema),
  stopWaits: stopWaitsSchema,
  currency: z.string(),
  price: tripPriceSchema,
  charges: z.array(documentChargeSchema),
  deliveryProof: deliveryProofSchema.nullable(),
  trail: documentTrailSchema,
  transportDocument: transportDocumentSchema,
});
export type TripDocument = z.infer<typeof tripDocumentSchema>;

export const tripDocumentResponse = envelope(z.object({ document: tripDocumentSchema }));
