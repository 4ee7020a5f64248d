import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addChargeFields } from '../../../contract/driver-links';
import { apiUpload, type UploadProgress } from '../../../lib/api-upload';
import { downscaleImage } from '../../../lib/downscale-image';
import { driverPageKeys } from './driver-page-keys';
import { linkHeaders, type LinkAccess } from './link-headers';

export type NewCharge = {
  reason: string;
  amount: number;
  photos: File[];
  idempotencyKey: string;
};

/**
 * POST /api/trip-charges/add (multipart): linkId, reason, amount and the photos as `files`,
 * each downscaled first (a phone photo is 3–12 MB on a weak connection).
 */
export async function addCharge(
  access: LinkAccess,
  charge: NewCharge,
  onProgress?: (progress: UploadProgress) => void,
) {
  const fields = addChargeFields.parse({
    linkId: access.linkId,
    reason: charge.reason,
    amount: charge.amount,
  });
  const photos = await Promise.all(charge.photos.map(downscaleImage));
  const form = new FormData();
  form.append('linkId', fields.linkId);
  form.append('reason', fields.reason);
  form.append('amount', String(fields.amount));
  for (const photo of photos) form.append('files', photo, photo.name);
  return apiUpload('/api/trip-charges/add', form, {
    headers: { ...linkHeaders(access), 'Idempotency-Key': charge.idempotencyKey },
    withToken: false,
    onProgress,
  });
}

export function useAddCharge(access: LinkAccess, onProgress?: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (charge: NewCharge) => addCharge(access, charge, onProgress),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: driverPageKeys.details(access.linkId) }),
  });
}
