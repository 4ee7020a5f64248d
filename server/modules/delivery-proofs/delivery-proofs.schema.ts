import {
  boolean,
  doublePrecision,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { driverLinks } from '../driver-links/driver-links.schema';
import { storedFiles } from '../files/files.schema';
import { trips } from '../trips/trips.schema';
import { users } from '../users/users.schema';

/**
 * The consignee's proof that the goods arrived: one per trip, sent by the driver's link before
 * the trip may be completed. Its id is derived from the request's Idempotency-Key, so a resend
 * finds the first one. The signature and photos are stored files owned by ('delivery_proof', id).
 */
export const deliveryProofs = pgTable(
  'delivery_proofs',
  {
    id: uuid('id').primaryKey(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id),
    linkId: text('link_id')
      .notNull()
      .references(() => driverLinks.id),
    recipientName: text('recipient_name').notNull(),
    signatureFileId: uuid('signature_file_id')
      .notNull()
      .references(() => storedFiles.id),
    /** Null when the phone could not tell where it was. */
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    accuracyMeters: doublePrecision('accuracy_meters'),
    /** By the phone's clock; no later than receivedAt plus a small skew. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('delivery_proofs_trip_idx').on(table.tripId)],
);

export type DeliveryProofRow = typeof deliveryProofs.$inferSelect;

/** What the trip's provider asks of its proof; a trip without a row asks for no photos. */
export const tripProofSettings = pgTable('trip_proof_settings', {
  tripId: uuid('trip_id')
    .primaryKey()
    .references(() => trips.id),
  photosRequired: boolean('photos_required').notNull(),
  updatedBy: uuid('updated_by')
    .notNull()
    .references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
