/**
 * The multipart form of POST /api/driver-links/{id}/delivery-proof: its file fields and limits.
 * Zod-free, so the driver's page builds the form without loading the schemas.
 */

/** Photos of one proof of delivery: images only, optional unless the provider asks for them. */
export const MAX_PROOF_PHOTOS = 5;
export const MAX_RECIPIENT_NAME = 120;
/** A signature drawn on a phone's screen is a few KiB; anything bigger is not a signature. */
export const MAX_SIGNATURE_BYTES = 512 * 1024;
/** How far ahead of the server's clock a phone's recordedAt may be (phone clocks drift). */
export const RECORDED_AT_SKEW_MS = 5 * 60 * 1000;

/** The multipart file fields. */
export const PROOF_FILE_FIELDS = { signature: 'signature', photos: 'photos' } as const;
