import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';

/** What a stored file belongs to; null while uploaded but not yet attached (a load being posted). */
export const FILE_OWNERS = ['load', 'truck', 'driver', 'charge', 'delivery_proof'] as const;
export type FileOwnerKind = (typeof FILE_OWNERS)[number];

/**
 * Every uploaded file. The bytes live in the storage provider under `storageKey` (a generated
 * name, never the uploader's); who may read it follows from what it is attached to.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storageKey: text('storage_key').notNull().unique(),
    /** Decided from the file's own bytes, not from its name or the browser's claim. */
    contentType: text('content_type').notNull(),
    extension: text('extension').notNull(),
    size: integer('size').notNull(),
    label: text('label').notNull(),
    originalName: text('original_name').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id),
    ownerKind: text('owner_kind', { enum: FILE_OWNERS }),
    ownerId: uuid('owner_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stored_files_owner_idx').on(table.ownerKind, table.ownerId, table.createdAt),
    index('stored_files_unattached_idx').on(table.uploadedBy, table.createdAt),
  ],
);

export type StoredFileRow = typeof storedFiles.$inferSelect;
