import { z } from 'zod';
import { MAX_RECIPIENT_NAME } from './delivery-proof-limits';
import { envelope } from './envelope';
import { coordinatesSchema } from './reference';

export const PROOF_MESSAGES = {
  sent: 'Proof of delivery sent',
  nameRequired: 'Please enter the name of the person who received the goods.',
  nameTooLong: 'Use at most 120 characters for the name.',
  signatureRequired: "Add the recipient's signature as a PNG image.",
  signatureTooLarge: 'The signature image is too large.',
  oneSignature: 'Send one signature only.',
  tooManyPhotos: 'Add at most 5 photos to a proof of delivery.',
  photosRequired: 'This trip needs at least one photo of the delivery.',
  coordinates: 'Send the position as [longitude, latitude].',
  accuracy: 'Send the accuracy in metres.',
  recordedAt: 'Send the time of delivery as an ISO date and time.',
  recordedInFuture: 'The time of delivery cannot be in the future.',
  requiredToComplete: 'Send the proof of delivery before completing the trip.',
  alreadySent: 'A proof of delivery was already sent for this trip.',
  tripEnded: 'This trip has ended; a proof of delivery can no longer be added.',
  settingsSaved: 'Proof of delivery settings saved',
} as const;

/** A multipart field holds text: coordinates come as JSON, `[lng, lat]`. */
const jsonCoordinates = z
  .string()
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: PROOF_MESSAGES.coordinates });
      return z.NEVER;
    }
  })
  .pipe(
    z.tuple(
      [
        z.number().min(-180, PROOF_MESSAGES.coordinates).max(180, PROOF_MESSAGES.coordinates),
        z.number().min(-90, PROOF_MESSAGES.coordinates).max(90, PROOF_MESSAGES.coordinates),
      ],
      { message: PROOF_MESSAGES.coordinates },
    ),
  );

/**
 * Multipart text fields of POST /api/driver-links/{id}/delivery-proof; the files are `signature`
 * (one PNG) and `photos` (0 to 5 JPG, PNG or WebP images). Position and accuracy are optional:
 * a driver who refused the phone's location can still hand over the goods.
 */
export const deliveryProofFields = z.strictObject({
  recipientName: z
    .string()
    .trim()
    .min(1, PROOF_MESSAGES.nameRequired)
    .max(MAX_RECIPIENT_NAME, PROOF_MESSAGES.nameTooLong),
  coordinates: jsonCoordinates.optional(),
  accuracy: z.coerce
    .number({ message: PROOF_MESSAGES.accuracy })
    .min(0, PROOF_MESSAGES.accuracy)
    .max(100_000, PROOF_MESSAGES.accuracy)
    .optional(),
  recordedAt: z.string().datetime({ offset: true, message: PROOF_MESSAGES.recordedAt }),
});
export type DeliveryProofFields = z.infer<typeof deliveryProofFields>;

/** The proof as the shipper, the provider and the driver's page see it; files as URLs. */
export const deliveryProofSchema = z.object({
  recipientName: z.string(),
  signatureUrl: z.string(),
  photos: z.array(z.object({ url: z.string() })),
  /** [lng, lat] where the phone was; null when it could not tell. */
  coordinates: coordinatesSchema.nullable(),
  /** Metres, as the phone reported them. */
  accuracy: z.number().nullable(),
  /** When the driver took it, by the phone's clock. */
  recordedAt: z.string(),
  /** When the server got it (the outbox may send it hours later). */
  receivedAt: z.string(),
  /** From the delivery stop's point, when both are known; a far one deserves a look. */
  distanceFromDeliveryMeters: z.number().nullable(),
});
export type DeliveryProof = z.infer<typeof deliveryProofSchema>;

export const deliveryProofResponse = envelope(z.object({ proof: deliveryProofSchema }));

/** PUT /api/trips/{id}/proof-settings: what the trip's provider asks of its proof of delivery. */
export const proofSettingsSchema = z.strictObject({ photosRequired: z.boolean() });
export type ProofSettings = z.infer<typeof proofSettingsSchema>;
export const proofSettingsResponse = envelope(proofSettingsSchema);
