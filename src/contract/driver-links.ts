import { z } from 'zod';
import { deliveryProofSchema, proofSettingsSchema } from './delivery-proofs';
import { coordinatesSchema } from './reference';
import { DRIVER_STATUSES } from './driver-statuses';
import { envelope } from './envelope';
import { filterFields, pageFields, paginationSchema, queryNumber, sortFields } from './list-page';
import { LINK_ID_PATTERN } from './link-address';
import { weightSchema } from './loads';
import { visitorIdSchema } from './visitor';
import { tripPriceSchema } from './trip-price';
import { driverChargeSchema, tripStatusSchema } from './trips';

/** The link's own id: 128 random bits in base64url (22 characters). */
export const linkIdSchema = z.string().regex(LINK_ID_PATTERN, 'Invalid link');
export const linkIdParams = z.object({ id: linkIdSchema });

export const deviceKeySchema = z.string().regex(/^[A-Za-z0-9_-]{32,128}$/, 'Access denied');

const placeSchema = z.object({ city: z.string(), country: z.string() });

/** docs/product.md §3 Driver link, as lists and the details show it. */
export const driverLinkSchema = z.object({
  _id: z.string(),
  /** DL-<n> */
  id: z.string(),
  isActive: z.boolean(),
  /** `/trip/{tripId}/details/{linkId}`, relative to the app's origin. */
  linkUrl: z.string(),
  createdAt: z.string(),
  /** Whether a device has bound the link (SPEC's deviceHash, never the hash itself). */
  deviceHash: z.string().nullable(),
  boundAt: z.string().nullable(),
  /** When the bound key last came from another browser than the one that bound it (visitor id). */
  otherVisitorAt: z.string().nullable(),
  tripId: z.object({
    _id: z.string(),
    tripNumber: z.string(),
    origin: placeSchema,
    destination: placeSchema,
    status: tripStatusSchema,
    currency: z.string(),
  }),
  driverId: z.object({ _id: z.string(), name: z.string(), phone: z.string() }),
});
export type DriverLink = z.infer<typeof driverLinkSchema>;

export const driverLinksResponse = envelope(z.array(driverLinkSchema));

/** The Driver Tracking Links list's column ids (docs/product.md §2), for its order and its filters. */
export const DRIVER_LINK_LIST_COLUMNS = [
  'linkId',
  'trip',
  'origin',
  'destination',
  'driver',
  'status',
  'opened',
  'created',
] as const;
/** GET /api/driver-links/provider: a page of the group's links, ordered and filtered as asked. */
export const providerDriverLinksQuery = z.object({
  ...pageFields(queryNumber),
  ...sortFields(DRIVER_LINK_LIST_COLUMNS),
  ...filterFields(['linkId', 'trip', 'origin', 'destination', 'driver'], ['opened', 'created']),
});
export type ProviderDriverLinksQuery = z.input<typeof providerDriverLinksQuery>;
export const providerDriverLinksResponse = driverLinksResponse.extend({
  pagination: paginationSchema,
});
export const driverLinkDetailsResponse = envelope(
  z.object({
    link: driverLinkSchema,
    charges: z.array(driverChargeSchema),
    /** The consignee's proof of delivery, once the driver sent it (issue 21 §2). */
    deliveryProof: deliveryProofSchema.nullable().optional(),
  }),
);

/** docs/product.md §7: providerId is read from storage by the old client; the server uses the caller. */
export const createDriverLinkRequest = z.strictObject({
  tripId: z.string().uuid('Trip not found'),
  driverId: z.string().uuid('No driver assigned to this trip').nullable().optional(),
  providerId: z.string().optional(),
});
export const createDriverLinkResponse = envelope(
  z.object({ linkUrl: z.string(), link: driverLinkSchema }),
);
/** PUT /api/driver-links/deactivate/{id}: the link as it now stands (one-way). */
export const deactivateDriverLinkResponse = envelope(z.object({ link: driverLinkSchema }));

/** docs/product.md §3 Device info; every field optional, strings and numbers kept short. */
export const deviceInfoSchema = z
  .object({
    userAgent: z.string().max(400),
    platform: z.string().max(60),
    screenWidth: z.number().int().min(0).max(20_000),
    screenHeight: z.number().int().min(0).max(20_000),
    colorDepth: z.number().int().min(0).max(64),
    timezone: z.string().max(64),
    language: z.string().max(35),
    cpuCores: z.number().int().min(0).max(1024),
  })
  .partial();

export const verifyDeviceRequest = z.strictObject({
  deviceInfo: deviceInfoSchema.default({}),
  tripId: z.string().uuid('Invalid link'),
  deviceKey: deviceKeySchema,
  /** SPEC's fingerprint hash, as pages before the visitor id send it: kept, never compared. */
  deviceFingerprint: z.string().max(128).optional(),
  /**
   * FingerprintJS's visitor id: a second signal beside the key, which stays the credential. A
   * different one with the bound key is recorded for the provider to see, never refused.
   */
  visitorId: visitorIdSchema.optional(),
  /**
   * Asks for the link trip view in the same answer once the device passes (issue 21 §6): the
   * driver's page shows the trip after one request, not after the check and then the trip.
   */
  includeTrip: z.boolean().optional(),
});

/** A stop as the driver sees it: where to go and whom to call there, as far as the shipper said. */
const linkStopSchema = placeSchema.extend({
  address: z.string().nullable(),
  contactPerson: z.string().nullable(),
  contactNumber: z.string().nullable(),
  coordinates: coordinatesSchema.nullable(),
});
export type LinkStop = z.infer<typeof linkStopSchema>;

/** docs/product.md §3 Link trip view: what the driver's page shows. */
export const linkTripViewSchema = z.object({
  _id: z.string(),
  tripNumber: z.string(),
  status: tripStatusSchema,
  isActive: z.boolean(),
  currency: z.string(),
  createdAt: z.string(),
  loadDetails: z.object({
    source: linkStopSchema,
    destination: linkStopSchema,
    material: z.string(),
    weight: weightSchema,
    /** SPEC: weight in kg. */
    weightKg: z.number(),
    scheduledDate: z.string(),
  }),
  driverDetails: z.object({ name: z.string(), licenseNo: z.string(), phone: z.string() }),
  truckDetails: z
    .object({ model: z.string(), type: z.string(), licensePlate: z.string() })
    .nullable(),
  truckGroup: z.object({ name: z.string() }),
  /** The trip's total as the shipper and the provider see it: base price plus approved charges. */
  price: tripPriceSchema,
  /** The proof of delivery the phone sent, so the driver sees it arrived. */
  deliveryProof: deliveryProofSchema.nullable(),
  /** Whether the delivery step must carry at least one photo (the provider's choice). */
  proofSettings: proofSettingsSchema,
});
export type LinkTripView = z.infer<typeof linkTripViewSchema>;
export const linkTripViewResponse = envelope(linkTripViewSchema);

/** `trip` only when the check asked for it (`includeTrip`). */
export const verifyDeviceResponse = envelope(
  z.object({
    verified: z.literal(true),
    isActive: z.boolean(),
    trip: linkTripViewSchema.optional(),
  }),
);

/** docs/product.md §4: the statuses a driver can move a trip to; forward only on the server (docs/architecture.md §6.8). */
export const driverStatusSchema = z.enum(DRIVER_STATUSES);
export const updateTripStatusRequest = z.strictObject({
  status: driverStatusSchema,
  /** When the driver pressed it, by the device's clock; the outbox may deliver it later. */
  recordedAt: z.string().datetime({ offset: true }).optional(),
});
export const updateTripStatusResponse = envelope(z.object({ status: tripStatusSchema }));

/** docs/architecture.md §5 position report. */
export const positionReportRequest = z.strictObject({
  coordinates: coordinatesSchema,
  recordedAt: z.string().datetime({ offset: true }),
  accuracy: z.number().min(0).max(100_000).optional(),
});
export const positionReportResponse = envelope(z.object({ accepted: z.boolean() }));

/** Multipart fields of POST /api/trip-charges/add (files are the photos). */
export const addChargeFields = z.strictObject({
  linkId: linkIdSchema,
  reason: z
    .string()
    .trim()
    .min(1, 'Please enter a reason for the charge')
    .max(200, 'Use at most 200 characters.'),
  amount: z.coerce
    .number({ message: 'Please enter a valid amount' })
    // Kept to 3 decimals (a fils): anything smaller would be stored as 0.
    .min(0.001, 'Please enter a valid amount')
    .max(1_000_000, 'Please enter a valid amount'),
});
export const addChargeResponse = envelope(z.object({ charge: driverChargeSchema }));

/** The provider decides a driver's charge: approve (the full or an adjusted amount) or reject. */
export const decideChargeRequest = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('approve'), approvedAmount: z.number().gt(0).optional() }),
  z.strictObject({ decision: z.literal('reject') }),
]);
export const chargeIdParams = z.object({ id: z.string().uuid('Charge not found') });
export const decideChargeResponse = envelope(z.object({ charge: driverChargeSchema }));
