import {
  MAX_PROOF_PHOTOS,
  MAX_SIGNATURE_BYTES,
  PROOF_FILE_FIELDS,
  RECORDED_AT_SKEW_MS,
} from '../../../src/contract/delivery-proof-limits';
import {
  deliveryProofFields,
  PROOF_MESSAGES,
  type DeliveryProofFields,
} from '../../../src/contract/delivery-proofs';
import { HttpError } from '../../lib/http-error';
import { detectAcceptedType } from '../files/file-type-rules';
import { safeOriginalName } from '../files/files-service';
import type { UploadedPart } from '../files/read-multipart';

export type ProofFiles = { signature: UploadedPart; photos: UploadedPart[] };

const PHOTO_EXTENSIONS = new Set(['jpg', 'png', 'webp']);
const PHOTO_TYPES_TEXT = 'JPG, PNG or WEBP';

/** The files module's words for a file whose bytes are not what it claims, naming the file. */
const notAccepted = (file: UploadedPart, types: string) =>
  new HttpError(
    400,
    `${safeOriginalName(file.filename)} is not a file type we accept. Use ${types}.`,
  );

/**
 * The multipart text fields, checked with the contract's messages. A missing name reads as an
 * empty one, so it gets the same message as a blank name rather than zod's own words.
 */
export function proofFieldsOf(fields: Record<string, string>, now: Date): DeliveryProofFields {
  const parsed = deliveryProofFields.safeParse({ recipientName: '', ...fields });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message =
      issue?.code === 'unrecognized_keys'
        ? `Unknown field: ${issue.keys.join(', ')}`
        : issue?.path[0] === 'recordedAt' && issue.code === 'invalid_type'
          ? PROOF_MESSAGES.recordedAt
          : (issue?.message ?? 'Invalid request');
    throw new HttpError(400, message);
  }
  // The outbox may send it hours late, never from the future beyond a phone clock's drift.
  if (new Date(parsed.data.recordedAt).getTime() > now.getTime() + RECORDED_AT_SKEW_MS) {
    throw new HttpError(400, PROOF_MESSAGES.recordedInFuture);
  }
  return parsed.data;
}

/**
 * One signature, a PNG by its own bytes (a drawn pad exports PNG), and 0 to 5 photos as JPG, PNG
 * or WebP by their bytes. Checked before anything is stored, so a refused proof keeps nothing.
 */
export async function proofFilesOf(files: UploadedPart[]): Promise<ProofFiles> {
  const unknown = files.filter(
    (file) => file.field !== PROOF_FILE_FIELDS.signature && file.field !== PROOF_FILE_FIELDS.photos,
  );
  if (unknown.length > 0) {
    throw new HttpError(400, `Unknown field: ${unknown.map((file) => file.field).join(', ')}`);
  }
  const signatures = files.filter((file) => file.field === PROOF_FILE_FIELDS.signature);
  const photos = files.filter((file) => file.field === PROOF_FILE_FIELDS.photos);
  const [signature] = signatures;
  if (!signature) throw new HttpError(400, PROOF_MESSAGES.signatureRequired);
  if (signatures.length > 1) throw new HttpError(400, PROOF_MESSAGES.oneSignature);
  if (signature.bytes.length > MAX_SIGNATURE_BYTES) {
    throw new HttpError(413, PROOF_MESSAGES.signatureTooLarge);
  }
  if ((await detectAcceptedType(signature.bytes, 'image'))?.extension !== 'png') {
    throw notAccepted(signature, 'PNG');
  }
  if (photos.length > MAX_PROOF_PHOTOS) throw new HttpError(400, PROOF_MESSAGES.tooManyPhotos);
  for (const photo of photos) {
    const type = await detectAcceptedType(photo.bytes, 'image');
    if (!type || !PHOTO_EXTENSIONS.has(type.extension)) throw notAccepted(photo, PHOTO_TYPES_TEXT);
  }
  return { signature, photos };
}
