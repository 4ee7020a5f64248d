import type { Database } from '../../../server/db/database';
import { systemClock } from '../../../server/lib/clock';
import { createFilesService } from '../../../server/modules/files/files-service';
import { users } from '../../../server/modules/users/users.schema';
import type { FileStorage } from '../../../server/providers/storage/file-storage';
import type { TestApp } from './test-app';

/** A real 1×1 PNG: file-type recognises it by its bytes. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a PDF is enough for type detection. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n',
);
/** A Windows executable's first bytes, to be sent under an image's name. */
export const EXE_BYTES = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

export type UploadFile = { name: string; bytes: Buffer; type?: string };

/** A multipart upload as a browser's FormData sends it. */
export async function upload(
  t: TestApp,
  url: string,
  files: UploadFile[],
  options: { token?: string; labels?: unknown; fields?: Record<string, string> } = {},
) {
  const form = new FormData();
  for (const file of files) {
    form.append(
      'files',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  if (options.labels !== undefined) form.append('labels', JSON.stringify(options.labels));
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: form,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
  return {
    status: response.statusCode,
    body: response.json() as { success: boolean; msg?: string; data?: Record<string, unknown> },
  };
}

/** GET a stored file with the caller's token: status, headers and raw bytes. */
export async function download(t: TestApp, url: string, token?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

/** A user and a PNG they uploaded, stored through the files service: data a backup must carry. */
export async function storeUserUpload(db: Database, storage: FileStorage, phoneDigits: string) {
  const [user] = await db
    .insert(users)
    .values({
      phoneE164: `+966${phoneDigits}`,
      countryCode: '+966',
      nationalNumber: phoneDigits,
    })
    .returning();
  const files = createFilesService({ db, clock: systemClock, storage });
  const [stored] = await files.store({
    parts: [{ filename: 'truck.png', bytes: PNG_BYTES }],
    labels: ['Truck photo'],
    kind: 'image',
    uploadedBy: user?.id ?? null,
  });
  if (!stored) throw new Error('the upload stored nothing');
  return stored;
}
