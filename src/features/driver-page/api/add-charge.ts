import { photoBlob, type StoredPhoto } from '../utils/stored-photo';
import { linkHeaders, type LinkAccess } from './link-headers';
import { postLinkForm } from './post-link-form';

/** A charge as the driver captured it; the outbox keeps it until the server has it. */
export type NewCharge = { reason: string; amount: number; photos: StoredPhoto[] };

/**
 * POST /api/trip-charges/add (multipart): linkId, reason, amount and the photos as `files`,
 * rebuilt from the stored bytes on every attempt under the same Idempotency-Key.
 */
export async function addCharge(
  access: LinkAccess,
  charge: NewCharge,
  idempotencyKey: string,
): Promise<void> {
  // Not parsed here: the server checks the fields against the contract and answers 400.
  const form = new FormData();
  form.append('linkId', access.linkId);
  form.append('reason', charge.reason);
  form.append('amount', String(charge.amount));
  for (const photo of charge.photos) form.append('files', photoBlob(photo), photo.name);
  await postLinkForm('/api/trip-charges/add', form, {
    ...linkHeaders(access),
    'Idempotency-Key': idempotencyKey,
  });
}
