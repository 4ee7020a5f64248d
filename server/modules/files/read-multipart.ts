import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { isUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '../../lib/storable-text';

export type UploadedPart = { filename: string; bytes: Buffer };
export type MultipartBody = { files: UploadedPart[]; fields: Record<string, string> };

/**
 * Reads a whole multipart request into memory. The size limits registered with @fastify/multipart
 * stop a too-large file early with 413; files are small documents and photos, so buffering is fine.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  if (!request.isMultipart()) {
    throw new HttpError(400, 'Send the files as multipart/form-data.');
  }
  const files: UploadedPart[] = [];
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    // Names and values are kept (a file's original name, a charge's reason): never unstorable.
    if (isUnstorableText(part.fieldname)) throw new HttpError(400, UNSTORABLE_TEXT_MESSAGE);
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (isUnstorableText(part.filename)) throw new HttpError(400, UNSTORABLE_TEXT_MESSAGE);
      if (bytes.length > 0) files.push({ filename: part.filename || 'file', bytes });
    } else if (typeof part.value === 'string') {
      if (isUnstorableText(part.value)) throw new HttpError(400, UNSTORABLE_TEXT_MESSAGE);
      fields[part.fieldname] = part.value;
    }
  }
  return { files, fields };
}

/** SPEC §7: `labels` is a JSON list with one label per file, in the files' order. */
export function labelsFor(files: UploadedPart[], raw: string | undefined): string[] {
  let labels: unknown = [];
  try {
    labels = raw ? JSON.parse(raw) : [];
  } catch {
    throw new HttpError(400, 'labels must be a JSON list of texts.');
  }
  if (!Array.isArray(labels) || labels.length !== files.length) {
    throw new HttpError(400, 'Please provide labels for all files');
  }
  return labels.map((label) => {
    const text = typeof label === 'string' ? label.trim() : '';
    if (!text || text.length > 120) throw new HttpError(400, 'Please provide labels for all files');
    return text;
  });
}
