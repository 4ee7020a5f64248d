import { z } from 'zod';
import { deliveryProofSchema, proofSettingsSchema } from './delivery-proofs';
import { envelope } from './envelope';
import { calendarDay, pageFields, paginationSchema, sortFields, timeZoneSchema } from './list-page';
import {
  loadStatusSchema,
  loadTimestampsSchema,
  stopSchema,
  uuidSchema,
  weightSchema,
} from './loads';
import { stopWaitsSchema, tripStopSchema } from './stop-waits';
import { tripPriceSchema } from './trip-price';

export const tripStatusSchema = z.enum([
  'pending',
  'confirmed',
  'out_to_collect',
  'loaded',
  'out_to_unload',
  'completed',
  'cancelled',
]);
export type TripStatus = z.infer<typeof tripStatusSchema>;

/** docs/product.md §7: the client's basePrice and status are ignored; the server takes them from the quote. */
export const createTripRequest = z.strictObject({
  quoteId: uuidSchema,
  loadId: uuidSchema,
  truckId: uuidSchema.nullable().optional(),
  driverId: uuidSchema.nullable().optional(),
  basePrice: z.number().optional(),
  status: z.literal('confirmed').optional(),
});
export const createTripResponse = envelope(
  z.object({ tripId: z.string(), tripNumber: z.string() }),
);
export const tripByLoadResponse = envelope(
  z.object({ tripId: z.string(), status: tripStatusSchema }),
);

const idFilter = z.string().trim().max(60).optional();

/**
 * docs/product.md §7 getmytrips filters. Dates are yyyy-MM-dd days of the load's scheduled date in
 * `timeZone` (the browser's); ids match a display id (TR-/LD-/DRV-/TRK-<n>, prefix optional,
 * any case) or the record's uuid.
 */
export const tripFiltersSchema = z.object({
  startDate: calendarDay.optional().or(z.literal('')),
  endDate: calendarDay.optional().or(z.literal('')),
  loadId: idFilter,
  driverId: idFilter,
  truckId: idFilter,
  status: tripStatusSchema.optional().or(z.literal('')),
});
export type TripFilters = z.infer<typeof tripFiltersSchema>;

/** The Trips list's column ids (docs/product.md §2 and who carries it), for its order. */
export const TRIP_LIST_COLUMNS = [
  'id',
  'origin',
  'destination',
  'status',
  'transport',
  'scheduled',
  'created',
] as const;

/** docs/product.md §7 getmytrips, and which page of the trips found in which order. */
export const myTripsRequest = z.strictObject({
  filters: tripFiltersSchema.default({}),
  timeZone: timeZoneSchema,
  ...pageFields(),
  ...sortFields(TRIP_LIST_COLUMNS),
});

const placeSchema = z.object({ city: z.string(), country: z.string() });

/** One row of the Trips table (docs/product.md §2 columns) plus what filters and the panel link need. */
export const tripListItemSchema = z.object({
  _id: z.string(),
  /** TR-<n> */
  id: z.string(),
  status: tripStatusSchema,
  loadId: z.string(),
  /** LD-<n> */
  loadDisplayId: z.string(),
  origin: placeSchema,
  destination: placeSchema,
  scheduledDate: z.string(),
  createdAt: z.string(),
  driverDetails: z.object({ _id: z.string(), id: z.string(), name: z.string() }).nullable(),
  truckDetails: z
    .object({ _id: z.string(), id: z.string(), model: z.string(), licensePlate: z.string() })
    .nullable(),
  basePrice: z.number(),
  currency: z.string(),
});
export type TripListItem = z.infer<typeof tripListItemSchema>;
export const myTripsResponse = envelope(z.array(tripListItemSchema)).extend({
  pagination: paginationSchema,
});

/** A driver's charge on a trip (issue: driver mode); none until drivers can add them. */
export const driverChargeSchema = z.object({
  _id: z.string(),
  reason: z.string(),
  amount: z.number(),
  approvedAmount: z.number(),
  /** pending shows as 'Waiting for approval'; rejected charges stay listed, struck out. */
  status: z.enum(['pending', 'approved', 'rejected']),
  createdAt: z.string(),
  images: z.array(z.object({ url: z.string() })),
  /**
   * The stop of the provider's own waiting charge (issue 21 §3), whose reason the screen says in
   * its language; null for a driver's charge, whose reason is the driver's own words.
   */
  waitingStop: tripStopSchema.nullable().optional(),
});

/** The truck's last reported position, with its honest age and accuracy. */
export const truckLocationSchema = z.object({
  coordinates: z.tuple([z.number(), z.number()]),
  updatedAt: z.string(),
  accuracy: z.number().nullable(),
});
export type TruckLocation = z.infer<typeof truckLocationSchema>;

/** GET /api/trips/getbyid/{id}: SPEC's status, loadDetails, driverDetails, truckDetails, truckGroup. */
export const tripDetailsSchema = z.object({
  _id: z.string(),
  id: z.string(),
  tripNumber: z.string(),
  status: tripStatusSchema,
  loadId: z.string(),
  quoteId: z.string(),
  driverId: z.string().nullable(),
  truckId: z.string().nullable(),
  basePrice: z.number(),
  currency: z.string(),
  loadDetails: z.object({
    _id: z.string(),
    id: z.string(),
    status: loadStatusSchema,
    source: stopSchema,
    destination: stopSchema,
    material: z.string(),
    hsnCode: z.string().nullable(),
    weight: weightSchema,
    loadType: z.string(),
    truckType: z.string().nullable(),
    truckSubType: z.string().nullable(),
    scheduledDate: z.string(),
    timestamp: loadTimestampsSchema,
    loadImage: z.string().nullable(),
  }),
  driverDetails: z
    .object({
      _id: z.string(),
      id: z.string(),
      name: z.string(),
      phone: z.string(),
      countryCode: z.string(),
      licenseNo: z.string(),
    })
    .nullable(),
  truckDetails: z
    .object({
      _id: z.string(),
      id: z.string(),
      model: z.string(),
      type: z.string(),
      truckOption: z.string().nullable(),
      licensePlate: z.string(),
    })
    .nullable(),
  truckGroup: z.object({ name: z.string() }),
  timestamp: z.object({
    createdAt: z.string(),
    updatedAt: z.string(),
    confirmAt: z.string().nullable(),
  }),
  charges: z.object({ basePrice: z.number(), driverCharges: z.array(driverChargeSchema) }),
  /** Base price plus approved charges: the total the shipper and the driver see too. */
  price: tripPriceSchema,
  location: truckLocationSchema.nullable(),
  /** Arrival, departure and time waited at each stop with coordinates (issue 21 §3). */
  stopWaits: stopWaitsSchema,
  /** The consignee's proof of delivery, once the driver sent it. */
  deliveryProof: deliveryProofSchema.nullable(),
  /** What the provider asks of that proof (PUT /api/trips/{id}/proof-settings). */
  proofSettings: proofSettingsSchema,
});
export type TripDetails = z.infer<typeof tripDetailsSchema>;
export const tripDetailsResponse = envelope(tripDetailsSchema);
export const tripIdParams = z.object({ id: z.string().uuid('Trip not found') });

/** docs/product.md §7 assign: type and the matching id. */
export const assignTripRequest = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('driver'), driverId: uuidSchema }),
  z.strictObject({ type: z.literal('truck'), truckId: uuidSchema }),
]);
export type AssignTripRequest = z.infer<typeof assignTripRequest>;
export const assignTripResponse = envelope(z.object({ trip: tripDetailsSchema }));
