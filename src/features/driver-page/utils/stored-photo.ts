import { downscaleImage } from '../../../lib/downscale-image';

/**
 * A charge photo as the outbox keeps it: IndexedDB is sure to store bytes and a type, while a
 * File may not survive there on every browser (docs/architecture.md §7).
 */
export type StoredPhoto = { name: string; type: string; data: ArrayBuffer };

/** Downscaled first: a phone photo is 3–12 MB, and it waits on the phone until it is sent. */
export async function storePhoto(file: File): Promise<StoredPhoto> {
  const photo = await downscaleImage(file);
  return { name: photo.name, type: photo.type, data: await photo.arrayBuffer() };
}

/** The stored bytes as a Blob again, for the upload or a thumbnail. */
export function photoBlob(photo: StoredPhoto): Blob {
  return new Blob([photo.data], { type: photo.type });
}
