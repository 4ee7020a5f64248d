import { addChargeFields } from '../../../contract/driver-links';
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
  const fields = addChargeFields.parse({
    linkId: access.linkId,
    reason: charge.reason,
    amount: charge.amount,
  });
  const form = new FormData();
  form.append('linkId', fields.linkId);
  form.append('reason', fields.reason);
  form.append('amount', String(fields.amount));
  for (const photo of charge.photos) form.append('files', photoBlob(photo), photo.name);
  await postLinkForm('/api/trip-charges/add', form, {
    ...linkHeaders(access),
    'Idempotency-Key': idempotencyKey,
  });
}
