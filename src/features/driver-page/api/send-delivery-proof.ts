import { PROOF_FILE_FIELDS } from '../../../contract/delivery-proof-limits';
import { photoBlob, type StoredPhoto } from '../utils/stored-photo';
import { linkHeaders, type LinkAccess } from './link-headers';
import { postLinkForm } from './post-link-form';

/** A proof of delivery as the driver captured it; the outbox keeps it until the server has it. */
export type NewDeliveryProof = {
  recipientName: string;
  signature: StoredPhoto;
  photos: StoredPhoto[];
  /** [lng, lat] where the phone was, or null when it could not tell. */
  coordinates: [number, number] | null;
  accuracy: number | null;
  /** When the driver pressed send, by the phone's clock. */
  recordedAt: string;
};

/**
 * POST /api/driver-links/{id}/delivery-proof (multipart), rebuilt from the stored bytes on every
 * attempt under the same Idempotency-Key.
 */
export async function sendDeliveryProof(
  access: LinkAccess,
  proof: NewDeliveryProof,
  idempotencyKey: string,
): Promise<void> {
  // Not parsed here: the server checks the fields against the contract and answers 400.
  const form = new FormData();
  form.append('recipientName', proof.recipientName);
  form.append('recordedAt', proof.recordedAt);
  if (proof.coordinates) form.append('coordinates', JSON.stringify(proof.coordinates));
  if (proof.accuracy !== null) form.append('accuracy', String(proof.accuracy));
  form.append(PROOF_FILE_FIELDS.signature, photoBlob(proof.signature), proof.signature.name);
  for (const photo of proof.photos) {
    form.append(PROOF_FILE_FIELDS.photos, photoBlob(photo), photo.name);
  }
  await postLinkForm(
    `/api/driver-links/${encodeURIComponent(access.linkId)}/delivery-proof`,
    form,
    {
      ...linkHeaders(access),
      'Idempotency-Key': idempotencyKey,
    },
  );
}
