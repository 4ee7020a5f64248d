import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { storedFiles } from '../files/files.schema';
import { users } from '../users/users.schema';
import { drivers } from './drivers.schema';

/**
 * A driver's licence document and the provider's check of it: 'Verified' on the shipper's driver
 * card means `verifiedAt` is set. A new licence document starts unchecked (both null again).
 */
export const driverLicences = pgTable('driver_licences', {
  driverId: uuid('driver_id')
    .primaryKey()
    .references(() => drivers.id),
  /** One of the driver's documents (stored_files, owner kind 'driver'). */
  fileId: uuid('file_id')
    .notNull()
    .references(() => storedFiles.id),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  /** Who checked this document, and when; null until someone has. */
  verifiedBy: uuid('verified_by').references(() => users.id),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
});

export type DriverLicenceRow = typeof driverLicences.$inferSelect;
