import { uploadedImagesResponse } from '../../../contract/files';
import { ApiError } from '../../../lib/api-client';
import { apiUpload } from '../../../lib/api-upload';
import { downscaleImage } from '../../../lib/downscale-image';

/** POST /api/loads/images: the picked images, downscaled, as URLs for the load's `images`. */
export async function uploadLoadImages(files: File[]): Promise<{ url: string }[]> {
  const form = new FormData();
  for (const file of await Promise.all(files.map(downscaleImage))) {
    form.append('files', file, file.name);
  }
  const payload = await apiUpload('/api/loads/images', form);
  const parsed = uploadedImagesResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, payload.msg);
  return parsed.data.data.images;
}
