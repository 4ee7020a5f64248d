import { z } from 'zod';
import { envelope } from './envelope';
import { storedFileSchema } from './files';

/**
 * A driver's record from their real trips. Each figure is null (shown as nothing, never as 0)
 * until there is something to count: `rating` until a shipper rated one of their trips,
 * `completionRate` until one of their trips ended.
 */
export const driverStatsSchema = z.object({
  /** The average of shippers' ratings (1 to 5), to one decimal. */
  rating: z.number().nullable(),
  ratingCount: z.number().int(),
  /** Completed trips out of those that ended (completed or cancelled), in whole percent. */
  completionRate: z.number().nullable(),
  /** Completed trips. */
  totalTrips: z.number().int(),
});
export type DriverStats = z.infer<typeof driverStatsSchema>;

/** The driver's licence document and who checked it; `document` null until one is uploaded. */
export const driverLicenceSchema = z.object({
  document: storedFileSchema.nullable(),
  uploadedAt: z.string().nullable(),
  /** Set once the provider checked this document; a new document clears them. */
  verifiedAt: z.string().nullable(),
  /** The checker's name as their profile gives it. */
  verifiedBy: z.string().nullable(),
});
export type DriverLicence = z.infer<typeof driverLicenceSchema>;

/** GET /api/drivers/{id}/record: what the provider knows of one of its drivers. */
export const driverRecordSchema = z.object({
  licence: driverLicenceSchema,
  stats: driverStatsSchema,
});
export type DriverRecord = z.infer<typeof driverRecordSchema>;

export const driverRecordResponse = envelope(driverRecordSchema);

/** POST /api/drivers/{id}/verify-licence and POST /api/drivers/{id}/licence. */
export const driverLicenceResponse = envelope(driverLicenceSchema);

/** POST /api/drivers/{id}/verify-licence: optionally, the document the provider checked. */
export const verifyLicenceRequest = z
  .strictObject({ document: z.string().max(200).optional() })
  // No body at all is the same as an empty one.
  .nullish();
