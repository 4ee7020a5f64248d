/** Photos from phones are 3–12 MB; this size still shows a load's labels and damage clearly. */
const MAX_EDGE = 1600;
const QUALITY = 0.85;
/** Small enough already: sent as taken. */
const SMALL_BYTES = 400 * 1024;

/**
 * A JPEG no larger than 1600 px on its long edge, or the original when it is already small or the
 * browser cannot decode it (HEIC outside Safari): the server accepts those as they are.
 */
export async function downscaleImage(file: File): Promise<File> {
  if (file.size <= SMALL_BYTES || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, MAX_EDGE / Math.max(bitmap.width, bitmap.height));
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: QUALITY });
    if (blob.size >= file.size) return file;
    const name = file.name.replace(/\.[^.]+$/, '') || 'photo';
    return new File([blob], `${name}.jpg`, { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
