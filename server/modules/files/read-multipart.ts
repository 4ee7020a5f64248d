import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { isUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '../../lib/storable-text';

/** `field` is the form field the file came in (a proof's `signature` or `photos`). */
export type UploadedPart = { filename: string; bytes: Buffer; field?: string };
export type MultipartBody = { files: UploadedPart[]; fields: Record<string, string> };

/** What one upload may carry, besides the file size (UPLOAD_MAX_FILE_MB); app.ts registers them. */
export const MULTIPART_LIMITS = { files: 10, fields: 20, fieldSize: 10_000 } as const;

/** @fastify/multipart's refusals (413), said so that the user knows what to change. */
const LIMIT_MESSAGES: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: 'A file is too large. Choose a smaller file and try again.',
  FST_FILES_LIMIT: `Send at most ${MULTIPART_LIMITS.files} files at a time.`,
  FST_FIELDS_LIMIT: `Send at most ${MULTIPART_LIMITS.fields} form fields with the files.`,
  FST_PARTS_LIMIT: 'The upload has too many parts. Send fewer files at a time.',
};

/**
 * Reads a whole multipart request into memory. The limits registered with @fastify/multipart
 * stop a too-large file early with 413; files are small documents and photos, so buffering is fine.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: ReadOptions = {},
): Promise<MultipartBody> {
  if (!request.isMultipart()) {
    throw new HttpError(400, 'Send the files as multipart/form-data.');
  }
  try {
    return await readParts(request, options);
  } catch (error) {
    const message = LIMIT_MESSAGES[(error as { code?: string }).code ?? ''];
    throw message ? new HttpError(413, message) : error;
  }
}

type ReadOptions = {
  /** Runs once, before the first file is buffered, with the fields sent so far; may refuse. */
  beforeFirstFile?: (fieldsSoFar: Record<string, string>) => Promise<void>;
};

async function readParts(
  request: FastifyRequest,
  { beforeFirstFile }: ReadOptions,
): Promise<MultipartBody> {
  const files: UploadedPart[] = [];
  const fields: Record<string, string> = {};
  let fileSeen = false;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (!fileSeen) await beforeFirstFile?.({ ...fields });
      fileSeen = true;
      // The file's name is cleaned when stored (safeOriginalName), so any name is taken.
      const bytes = await part.toBuffer();
      if (bytes.length > 0)
        files.push({ filename: part.filename || 'file', bytes, field: part.fieldname });
    } else if (typeof part.value === 'string') {
      // Values are kept (a charge's reason, the labels): never text the database refuses.
      if (isUnstorableText(part.value)) throw new HttpError(400, UNSTORABLE_TEXT_MESSAGE);
      fields[part.fieldname] = part.value;
    }
  }
  return { files, fields };
}

/** docs/product.md §7: `labels` is a JSON list with one label per file, in the files' order. */
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
    // Parsed from JSON, so an escaped NUL or lone surrogate only shows now.
    if (isUnstorableText(text)) throw new HttpError(400, UNSTORABLE_TEXT_MESSAGE);
    return text;
  });
}
