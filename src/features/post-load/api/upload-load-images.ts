import { uploadedImagesResponse } from '../../../contract/files';
import { ApiError } from '../../../lib/api-client';
import { apiUpload } from '../../../lib/api-upload';
import { downscaleImage } from '../../../lib/downscale-image';

/** Each picked image is downscaled once: a retry sends the very same bytes under its key. */
const downscaled = new WeakMap<File, Promise<File>>();
function downscaledOnce(file: File): Promise<File> {
  let scaled = downscaled.get(file);
  if (!scaled) {
    scaled = downscaleImage(file);
    downscaled.set(file, scaled);
  }
  return scaled;
}

/**
 * POST /api/loads/images: the picked images, downscaled, as URLs for the load's `images`. The
 * same key for a retry of the same images, so a lost answer stores nothing twice.
 */
export async function uploadLoadImages(
  files: File[],
  idempotencyKey: string,
): Promise<{ url: string }[]> {
  const form = new FormData();
  for (const file of await Promise.all(files.map(downscaledOnce))) {
    form.append('files', file, file.name);
  }
  const payload = await apiUpload('/api/loads/images', form, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  const parsed = uploadedImagesResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, payload.msg);
  return parsed.data.data.images;
}
