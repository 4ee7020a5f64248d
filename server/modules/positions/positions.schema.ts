import {
  bigserial,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { driverLinks } from '../driver-links/driver-links.schema';
import { trips } from '../trips/trips.schema';

/**
 * The truck's reported positions: the trail. The newest by the device's `recordedAt` is the
 * load's `driverDetails.location`, whatever order the outbox delivers them in.
 */
export const truckPositions = pgTable(
  'truck_positions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id),
    linkId: text('link_id')
      .notNull()
      .references(() => driverLinks.id),
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
    /** Metres, as the device reported; null when it gave none. */
    accuracy: doublePrecision('accuracy'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** The report's Idempotency-Key: a fix the outbox sends twice is stored once. */
    clientKey: text('client_key'),
  },
  (table) => [
    index('truck_positions_trip_recorded_idx').on(table.tripId, table.recordedAt),
    uniqueIndex('truck_positions_link_key_idx')
      .on(table.linkId, table.clientKey)
      .where(sql`${table.clientKey} is not null`),
  ],
);

export type TruckPositionRow = typeof truckPositions.$inferSelect;

/** A fix as it is read back: where, how sure, and when the phone took it. */
export const positionFixColumns = {
  lng: truckPositions.lng,
  lat: truckPositions.lat,
  accuracy: truckPositions.accuracy,
  recordedAt: truckPositions.recordedAt,
};
