import type { StoredFile } from '../../contract/files';
import { uploadedDocsResponse } from '../../contract/trucks';
import { ApiError } from '../../lib/api-client';
import { apiUpload, type UploadProgress } from '../../lib/api-upload';

export type LabelledFile = { file: File; label: string };

type UploadFilesOptions = {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** The same for a retry of the same files and labels: the server stores them once. */
  idempotencyKey?: string;
};

/**
 * One multipart request: `files` repeated, and `labels` as a JSON list in the same order (docs/product.md §7).
 * Answers the owner's full file list, which replaces what the screen shows.
 */
export async function uploadFiles(
  path: string,
  items: LabelledFile[],
  options: UploadFilesOptions = {},
): Promise<{ docs: StoredFile[]; message: string | undefined }> {
  const form = new FormData();
  form.append('labels', JSON.stringify(items.map((item) => item.label.trim())));
  for (const item of items) form.append('files', item.file, item.file.name);
  const { idempotencyKey, ...upload } = options;
  const payload = await apiUpload(path, form, {
    ...upload,
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
  });
  const parsed = uploadedDocsResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, undefined);
  return { docs: parsed.data.data.docs, message: parsed.data.msg };
}
