import { z } from 'zod';
import { envelope } from './envelope';

export const fileIdParams = z.object({ id: z.string().uuid('File not found') });

/** A stored file as lists show it: open it through `url` with the caller's credentials. */
export const storedFileSchema = z.object({
  label: z.string(),
  url: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** POST /api/loads/images: the uploaded images, to send as the load's `images`. */
export const uploadedImagesResponse = envelope(
  z.object({ images: z.array(z.object({ url: z.string() })) }),
);
