import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { drivers } from '../drivers/drivers.schema';
import { trips } from '../trips/trips.schema';
import { truckGroups } from '../truck-groups/truck-groups.schema';
import { users } from '../users/users.schema';

/** docs/product.md §3 Device info, kept as a secondary signal only (docs/architecture.md §5: the device key decides). */
export type StoredDeviceInfo = Record<string, string | number | null>;

/**
 * A driver's tracking link for one trip. `id` is the unguessable part of the URL
 * (`/trip/{tripId}/details/{id}`); the first device key to verify binds it, stored hashed.
 */
export const driverLinks = pgTable(
  'driver_links',
  {
    /** 128 random bits, base64url: the link's secret and its id. */
    id: text('id').primaryKey(),
    /** Shown to people as DL-<number>. */
    number: serial('number').notNull().unique(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id),
    groupId: uuid('group_id')
      .notNull()
      .references(() => truckGroups.id),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    isActive: boolean('is_active').notNull().default(true),
    /** SHA-256 of the first device key that verified; null until then. */
    deviceKeyHash: text('device_key_hash'),
    /** What pages before the visitor id sent (SPEC's fingerprint hash); kept, not compared. */
    deviceFingerprint: text('device_fingerprint'),
    /**
     * FingerprintJS's visitor id of the browser that bound the link (the first one seen, for a
     * link bound before pages sent one): a second signal beside the key, never a credential.
     */
    visitorId: text('visitor_id'),
    /** The latest other visitor id that came with the bound key, and when: recorded, not refused. */
    otherVisitorId: text('other_visitor_id'),
    otherVisitorAt: timestamp('other_visitor_at', { withTimezone: true }),
    deviceInfo: jsonb('device_info').$type<StoredDeviceInfo>(),
    boundAt: timestamp('bound_at', { withTimezone: true }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // docs/product.md §4: a new link only when no active one exists for the trip.
    uniqueIndex('driver_links_one_active_per_trip')
      .on(table.tripId)
      .where(sql`${table.isActive}`),
    index('driver_links_group_created_idx').on(table.groupId, table.createdAt),
    index('driver_links_trip_idx').on(table.tripId, table.createdAt),
  ],
);

export type DriverLinkRow = typeof driverLinks.$inferSelect;
