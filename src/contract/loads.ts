import { z } from 'zod';
import { driverStatsSchema } from './driver-record';
import { VISITOR_DRAFT_KEY_PATTERN } from './visitor';
import { envelope } from './envelope';
import { loadPaymentSchema } from './load-payments';
import { MAX_PAGE, pageSize } from './paging';
import { filterFields, pageFields, paginationSchema, queryNumber, sortFields } from './list-page';
import { coordinatesSchema } from './reference';
import { stopWaitsSchema } from './stop-waits';
import { tripPriceSchema } from './trip-price';
import { tripRatingSchema } from './trip-ratings';
import { deliveryProofSchema } from './delivery-proofs';

export const loadStatusSchema = z.enum([
  'pending',
  'confirmed',
  'out_to_collect',
  'loaded',
  'out_to_unload',
  'completed',
  'cancelled',
]);
export type LoadStatus = z.infer<typeof loadStatusSchema>;

export const loadTypeSchema = z.enum(['FTL', 'LTL', 'Project Basis']);
export const weightUnitSchema = z.enum(['ton', 'kg']);
export const uuidSchema = z.string().uuid('Invalid id');

const text = (max: number) => z.string().trim().max(max);

/** A stop as the API shows it; address and contact are hidden from providers until accepted. */
export const stopSchema = z.object({
  country: z.string(),
  city: z.string(),
  address: z.string().nullable(),
  contactPerson: z.string().nullable(),
  contactNumber: z.string().nullable(),
  coordinates: coordinatesSchema.nullable(),
});
export type Stop = z.infer<typeof stopSchema>;

export const weightSchema = z.object({ value: z.number(), unit: weightUnitSchema });

/**
 * What a shipper tells about a stop besides its city, all optional: the same rules whether given
 * when posting (Post a Load) or later (the location dialog's PUT /api/loads/{id}/location).
 */
export const stopDetailsFields = {
  address: text(300).optional().nullable(),
  contactPerson: text(120).optional().nullable(),
  contactNumber: z
    .string()
    .trim()
    .regex(/^\+?\d{0,15}$/, 'Contact number: digits only')
    .optional()
    .nullable(),
  /** Omitted (or null) when the shipper has no exact location. */
  coordinates: coordinatesSchema.optional().nullable(),
};

/** A stop as Post a Load sends it: the place, and what helps the driver find it. */
const postedStopSchema = z.strictObject({
  country: text(80).min(1),
  city: text(120).min(1),
  ...stopDetailsFields,
});

/** docs/product.md §5 Post load; the server re-checks country/city/currency/truck against the reference data. */
export const createLoadRequest = z.strictObject({
  source: postedStopSchema,
  destination: postedStopSchema,
  loadType: loadTypeSchema,
  currency: z.string().length(3),
  material: text(200).min(1, 'Material is required'),
  hsnCode: text(40).optional().nullable(),
  weight: z.strictObject({
    // Stored to the gram (3 decimals): anything smaller would be kept as 0.
    value: z.number().min(0.001, 'Weight must be a positive number.').max(1_000_000),
    unit: weightUnitSchema,
  }),
  scheduledDate: z.string().datetime({ offset: true }),
  images: z
    .array(z.strictObject({ url: z.string().max(500) }))
    .max(10)
    .default([]),
  status: z.literal('pending').default('pending'),
  truckType: text(40).optional().nullable(),
  truckSubType: text(40).optional().nullable(),
});
export type CreateLoadRequest = z.infer<typeof createLoadRequest>;
export const createLoadResponse = envelope(z.object({ loadId: z.string() }));

export const loadQuoteSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  userType: z.enum(['driver', 'other']),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(['pending', 'accepted', 'rejected']),
  createdAt: z.string(),
  truck: z.object({ model: z.string(), type: z.string() }).nullable(),
});
export type LoadQuote = z.infer<typeof loadQuoteSchema>;

export const loadTimestampsSchema = z.object({
  loadReadyAt: z.string().nullable(),
  outToCollectAt: z.string().nullable(),
  loadedAt: z.string().nullable(),
  outToUnloadAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});

export const loadSummarySchema = z.object({
  _id: z.string(),
  id: z.string(),
  status: loadStatusSchema,
  source: z.object({ country: z.string(), city: z.string() }),
  destination: z.object({ country: z.string(), city: z.string() }),
  weight: weightSchema,
  material: z.string(),
  scheduledDate: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  quoteCount: z.number().int(),
  currency: z.string(),
});
export type LoadSummary = z.infer<typeof loadSummarySchema>;

export const driverDetailsSchema = z.object({
  name: z.string(),
  /** The provider checked the driver's licence document (POST /api/drivers/{id}/verify-licence). */
  isVerified: z.boolean(),
  phone: z.string().nullable(),
  countryCode: z.string().nullable(),
  stats: driverStatsSchema,
  location: z
    .object({
      coordinates: coordinatesSchema,
      updatedAt: z.string(),
      accuracy: z.number().nullable(),
    })
    .nullable(),
});

export const chargeSchema = z.object({
  title: z.string(),
  description: z.string(),
  amount: z.number(),
});

export const loadSchema = loadSummarySchema.extend({
  statusText: z.string(),
  statusDescription: z.string(),
  source: stopSchema,
  destination: stopSchema,
  hsnCode: z.string().nullable(),
  loadType: loadTypeSchema,
  truckType: z.string().nullable(),
  truckSubType: z.string().nullable(),
  quotes: z.array(loadQuoteSchema),
  tripId: z.string().nullable(),
  driverDetails: driverDetailsSchema.nullable(),
  charges: z.array(chargeSchema),
  timestamp: loadTimestampsSchema,
  loadImage: z.string().nullable(),
  images: z.array(z.object({ url: z.string() })),
  /** Minutes from posting to the first quote, once there is one (the 60-minute promise). */
  firstQuoteMinutes: z.number().nullable(),
  /** Shipper's view: when the first quote arrived, null until then. */
  firstQuoteAt: z.string().nullable().optional(),
  /** Provider's view of an open load no one has quoted: when the 60-minute promise runs out. */
  respondBy: z.string().nullable().optional(),
  /** The shipper's own view only: every payment made on this load and its refund, oldest first. */
  payments: z.array(loadPaymentSchema).optional(),
  /**
   * The shipper's own view only: the load has a deal invoice (GET /api/loads/{id}/invoice), from
   * the acceptance on, and still once the deal was cancelled (with its credit note).
   */
  invoiced: z.boolean().optional(),
  /** When the shipper cancelled the load; null otherwise. */
  cancelledAt: z.string().nullable().optional(),
  /** The shipper's view once a trip runs: base price plus approved charges, as every role sees it. */
  price: tripPriceSchema.nullable().optional(),
  /** The shipper's rating of the trip's driver, once given (shipper's and trip provider's view). */
  tripRating: tripRatingSchema.nullable().optional(),
  /** The shipper's and the trip provider's view once a trip runs: arrival and waiting per stop. */
  stopWaits: stopWaitsSchema.nullable().optional(),
  /** The consignee's proof of delivery, once sent (shipper's and trip provider's view). */
  deliveryProof: deliveryProofSchema.nullable().optional(),
});
export type Load = z.infer<typeof loadSchema>;

/** The My Loads lists' column ids (docs/product.md §2, both lists), for their order and filters. */
export const MY_LOADS_COLUMNS = [
  'id',
  'origin',
  'destination',
  'weight',
  'material',
  'status',
  'scheduled',
  'posted',
  'quotes',
  'completed',
] as const;
/** GET /api/loads/user: pending lists the active loads, done the completed; a page of them. */
export const myLoadsQuery = z.object({
  status: z.enum(['pending', 'done']),
  ...pageFields(queryNumber),
  ...sortFields(MY_LOADS_COLUMNS),
  ...filterFields(
    ['id', 'origin', 'destination', 'weight', 'material', 'quotes'],
    ['scheduled', 'posted', 'completed'],
  ),
});
export type MyLoadsQuery = z.input<typeof myLoadsQuery>;
export const myLoadsResponse = envelope(
  z.object({ list: z.array(loadSummarySchema), pagination: paginationSchema }),
);
export const loadResponse = envelope(z.object({ load: loadSchema }));
export const loadIdParams = z.object({ id: z.string().uuid('Load not found') });

export const updateLocationRequest = z.strictObject({
  type: z.enum(['source', 'destination']),
  ...stopDetailsFields,
});
export const successResponse = envelope(z.object({}).passthrough());

/** Find Loads (provider): docs/product.md §7 POST /api/loads. */
export const quoteStatusFilterSchema = z.enum(['pending', 'accepted', 'rejected']).nullable();
export const findLoadsRequest = z.strictObject({
  origin: z.string().trim().max(120).optional().nullable(),
  destination: z.string().trim().max(120).optional().nullable(),
  weight: z.number().positive().optional().nullable(),
  weightUnit: weightUnitSchema.optional().nullable(),
  /** undefined: all statuses; null: loads the group has not quoted. */
  quote_status: quoteStatusFilterSchema.optional(),
  page: z.number().int().min(1).max(MAX_PAGE, `Choose a page from 1 to ${MAX_PAGE}.`).default(1),
  /** docs/product.md §9: 20 to a page; a client may ask for up to 100, and a larger size is clamped. */
  limit: pageSize(20, 100),
});
export type FindLoadsRequest = z.infer<typeof findLoadsRequest>;

export const findLoadsRowSchema = z.object({
  _id: z.string(),
  id: z.string(),
  source: z.object({ country: z.string(), city: z.string() }),
  destination: z.object({ country: z.string(), city: z.string() }),
  weight: weightSchema,
  material: z.string().nullable(),
  hsnCode: z.string().nullable(),
  loadType: loadTypeSchema,
  truckType: z.string().nullable(),
  truckSubType: z.string().nullable(),
  /** The shipper's photos of the goods (files the provider may open while it may see the load). */
  images: z.array(z.object({ url: z.string() })),
  currency: z.string(),
  scheduledDate: z.string(),
  createdAt: z.string(),
  status: loadStatusSchema,
  /** The caller's group's quote on it, or null when not quoted. */
  quoteStatus: z.enum(['pending', 'accepted', 'rejected']).nullable(),
  /** Present until the first quote: when the 60-minute promise runs out. */
  respondBy: z.string().nullable(),
  tripId: z.string().nullable(),
});
export type FindLoadsRow = z.infer<typeof findLoadsRowSchema>;

export const findLoadsResponse = z.object({
  success: z.boolean(),
  msg: z.string().optional(),
  data: z.array(findLoadsRowSchema),
  pagination: paginationSchema,
});

/** Post a Load draft of a visitor who is not signed in (docs/product.md §3 Temporary load). */
export const loadDraftSchema = z
  .object({
    sourceCountry: z.string().max(80).optional(),
    destCountry: z.string().max(80).optional(),
    sourceCity: z.string().max(120).optional(),
    destCity: z.string().max(120).optional(),
    scheduledDate: z.string().max(20).optional(),
    scheduledTime: z.string().max(10).optional(),
    weight: z.string().max(20).optional(),
    weightUnit: weightUnitSchema.optional(),
    material: z.string().max(200).optional(),
    hsnCode: z.string().max(40).optional(),
    loadType: loadTypeSchema.optional(),
    currency: z.string().max(3).optional(),
    truckType: z.string().max(40).optional(),
    truckOption: z.string().max(40).optional(),
    /** Each stop's address, contact (its number without the dial code) and point on the map. */
    sourceAddress: z.string().max(300).optional(),
    sourceContactPerson: z.string().max(120).optional(),
    sourceContactNumber: z.string().max(15).optional(),
    sourceCoordinates: coordinatesSchema.optional(),
    destAddress: z.string().max(300).optional(),
    destContactPerson: z.string().max(120).optional(),
    destContactNumber: z.string().max(15).optional(),
    destCoordinates: coordinatesSchema.optional(),
  })
  .strict();
export type LoadDraft = z.infer<typeof loadDraftSchema>;
export const deviceHashSchema = z
  .string()
  .regex(VISITOR_DRAFT_KEY_PATTERN, 'Invalid device fingerprint');
export const saveDraftRequest = z.strictObject({
  deviceHash: deviceHashSchema,
  draft: loadDraftSchema,
});
export const draftResponse = envelope(loadDraftSchema);

/** PUT /api/loads/{id}/cancel (shipper, owner): any payment on the load is refunded in full. */
export const cancelLoadResponse = envelope(
  z.object({
    loadId: z.string(),
    status: z.literal('cancelled'),
    /** Payments this cancellation will refund (their refunds run in the background). */
    refundsStarted: z.number().int().nonnegative(),
  }),
);
