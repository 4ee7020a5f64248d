import { randomBytes, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { derivedUuid } from '../../lib/derived-uuid';
import { HttpError, notFound } from '../../lib/http-error';
import type { FileStorage } from '../../providers/storage/file-storage';
import {
  DOCUMENT_TYPES_TEXT,
  IMAGE_TYPES_TEXT,
  detectAcceptedType,
  type UploadKind,
} from './file-type-rules';
import { storedFiles, type FileOwnerKind, type StoredFileRow } from './files.schema';
import type { UploadedPart } from './read-multipart';

const FILE_URL = /^\/api\/files\/([0-9a-f-]{36})$/;
/** Uploaded for a load that was never posted: swept after a day. */
const UNATTACHED_TTL_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export const fileUrlOf = (id: string) => `/api/files/${id}`;

export const STORAGE_UNAVAILABLE = 'Your files could not be saved just now. Please try again.';

/**
 * The uploader's name for a file, kept for reference only: its last path segment, without control
 * or direction-override characters, so a name like ../../etc/passwd means nothing anywhere.
 */
export function safeOriginalName(filename: string): string {
  const base = filename.split(/[/\\]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 200);
  return clean === '' || clean === '.' || clean === '..' ? 'file' : clean;
}

export type FileOwner = { kind: FileOwnerKind; id: string };

export type UploadRequest = {
  parts: UploadedPart[];
  labels: string[];
  kind: UploadKind;
  uploadedBy: string | null;
  /** Attached at once (a truck's document); omitted for files attached later (a load's images). */
  owner?: FileOwner;
  /** The same on every attempt of one request (see idempotentRequestIdOf). */
  requestId?: string;
};

export function createFilesService({
  db,
  clock,
  storage,
}: {
  db: Database;
  clock: Clock;
  storage: FileStorage;
}) {
  let lastSweep = 0;

  async function sweepUnattached() {
    const now = clock.now().getTime();
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    const stale = await db
      .select({ id: storedFiles.id, storageKey: storedFiles.storageKey })
      .from(storedFiles)
      .where(
        and(
          isNull(storedFiles.ownerKind),
          lt(storedFiles.createdAt, new Date(now - UNATTACHED_TTL_MS)),
        ),
      );
    // Bytes before rows: a sweep cut short leaves rows to sweep again, never bytes nobody names.
    await Promise.all(stale.map((file) => storage.remove(file.storageKey)));
    if (stale.length > 0) {
      await db.delete(storedFiles).where(
        and(
          inArray(
            storedFiles.id,
            stale.map((file) => file.id),
          ),
          isNull(storedFiles.ownerKind),
        ),
      );
    }
    // File times are the disk's own, whatever clock the app runs on.
    await storage.removeAbandoned?.(new Date(Date.now() - SWEEP_EVERY_MS));
  }

  /** Gives unattached files to their owner, in the owner's transaction when it has one. */
  async function attachStored(tx: Database, fileIds: string[], owner: FileOwner) {
    if (fileIds.length === 0) return;
    const attached = await tx
      .update(storedFiles)
      .set({ ownerKind: owner.kind, ownerId: owner.id })
      .where(and(inArray(storedFiles.id, fileIds), isNull(storedFiles.ownerKind)))
      .returning({ id: storedFiles.id });
    if (attached.length !== fileIds.length) throw new Error('an upload to attach was taken');
  }

  return {
    attachStored,

    /**
     * Checks every file's real type first; then writes the rows, unattached; then the bytes;
     * then gives the rows to their owner. A refused upload stores nothing, a failed one (503)
     * leaves nothing, and one cut short by a crash leaves only unattached rows, which nobody sees
     * and the sweep removes with whatever bytes they name.
     *
     * With a `requestId` (the request's Idempotency-Key), the rows' ids are the same on every
     * attempt: a retry after a crash finishes the first attempt's upload instead of adding a
     * second copy.
     */
    async store(request: UploadRequest): Promise<StoredFileRow[]> {
      if (request.parts.length === 0) throw new HttpError(400, 'Choose at least one file.');
      const typed = await Promise.all(
        request.parts.map(async (part, index) => {
          const name = safeOriginalName(part.filename);
          const type = await detectAcceptedType(part.bytes, request.kind);
          if (!type) {
            const allowed = request.kind === 'image' ? IMAGE_TYPES_TEXT : DOCUMENT_TYPES_TEXT;
            throw new HttpError(400, `${name} is not a file type we accept. Use ${allowed}.`);
          }
          const id = request.requestId
            ? derivedUuid(request.requestId, 'file', String(index))
            : randomUUID();
          // The storage key is ours alone; the uploader's name never reaches the storage.
          return {
            id,
            part,
            name,
            type,
            key: `${randomBytes(16).toString('hex')}.${type.extension}`,
          };
        }),
      );
      await sweepUnattached();
      const ids = typed.map((file) => file.id);
      const now = clock.now();
      await db
        .insert(storedFiles)
        .values(
          typed.map(({ id, part, name, type, key }, index) => ({
            id,
            storageKey: key,
            contentType: type.contentType,
            extension: type.extension,
            size: part.bytes.length,
            label: request.labels[index] ?? name,
            originalName: name,
            uploadedBy: request.uploadedBy,
            // A millisecond apart, so files list in the order they were sent.
            createdAt: new Date(now.getTime() + index),
          })),
        )
        .onConflictDoNothing({ target: storedFiles.id });
      const rows = await db.select().from(storedFiles).where(inArray(storedFiles.id, ids));
      const rowOf = new Map(rows.map((row) => [row.id, row]));
      // An earlier attempt's rows keep their keys; those already attached hold their bytes.
      const unattached = typed.flatMap((file) => {
        const row = rowOf.get(file.id);
        return row && row.ownerKind === null ? [{ ...file, key: row.storageKey }] : [];
      });
      const puts = await Promise.allSettled(
        unattached.map(({ part, type, key }) => storage.put(key, part.bytes, type.contentType)),
      );
      const failed = puts.find((put) => put.status === 'rejected');
      if (failed) {
        // The files that did land would be bytes nobody can reach: the upload is all or nothing.
        await Promise.all(unattached.map(({ key }) => storage.remove(key).catch(() => undefined)));
        await db
          .delete(storedFiles)
          .where(and(inArray(storedFiles.id, ids), isNull(storedFiles.ownerKind)));
        throw Object.assign(new HttpError(503, STORAGE_UNAVAILABLE), { cause: failed.reason });
      }
      const owner = request.owner;
      if (owner) {
        await attachStored(
          db,
          unattached.map((file) => file.id),
          owner,
        );
      }
      return ids.flatMap((id) => {
        const row = rowOf.get(id);
        if (!row) return [];
        return [
          row.ownerKind === null && owner
            ? { ...row, ownerKind: owner.kind, ownerId: owner.id }
            : row,
        ];
      });
    },

    /**
     * Attaches the caller's own unattached uploads, named by their URLs, to an owner inside the
     * owner's transaction; any other URL refuses the whole change.
     */
    async attach(tx: Database, urls: string[], owner: FileOwner, uploadedBy: string) {
      if (urls.length === 0) return;
      const ids = urls.map((url) => FILE_URL.exec(url)?.[1]);
      const refused = () => new HttpError(400, 'An image was not found or is already in use.');
      if (ids.some((id) => !id) || new Set(ids).size !== ids.length) throw refused();
      const attached = await tx
        .update(storedFiles)
        .set({ ownerKind: owner.kind, ownerId: owner.id })
        .where(
          and(
            inArray(storedFiles.id, ids as string[]),
            eq(storedFiles.uploadedBy, uploadedBy),
            isNull(storedFiles.ownerKind),
          ),
        )
        .returning({ id: storedFiles.id });
      if (attached.length !== ids.length) throw refused();
    },

    /** The files of several owners of one kind, oldest first, in one query. */
    async listFor(kind: FileOwnerKind, ownerIds: string[]): Promise<Map<string, StoredFileRow[]>> {
      const byOwner = new Map<string, StoredFileRow[]>();
      if (ownerIds.length === 0) return byOwner;
      const rows = await db
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.ownerKind, kind), inArray(storedFiles.ownerId, ownerIds)))
        .orderBy(storedFiles.createdAt);
      for (const row of rows) {
        const list = byOwner.get(row.ownerId ?? '') ?? [];
        list.push(row);
        byOwner.set(row.ownerId ?? '', list);
      }
      return byOwner;
    },

    async get(fileId: string): Promise<StoredFileRow> {
      const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
      if (!row) throw notFound('File not found');
      return row;
    },

    async open(row: StoredFileRow): Promise<Readable> {
      const stream = await storage.get(row.storageKey);
      if (!stream) throw notFound('File not found');
      return stream;
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
