import {
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { loads } from '../loads/loads.schema';
import { quotes } from '../quotes/quotes.schema';
import { truckGroups } from '../truck-groups/truck-groups.schema';
import { trucks } from '../trucks/trucks.schema';
import { drivers } from '../drivers/drivers.schema';

export const TRIP_STATUSES = [
  'pending',
  'confirmed',
  'out_to_collect',
  'loaded',
  'out_to_unload',
  'completed',
  'cancelled',
] as const;

export const trips = pgTable(
  'trips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Shown to people as TR-<number>. */
    number: serial('number').notNull().unique(),
    loadId: uuid('load_id')
      .notNull()
      .references(() => loads.id),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id),
    groupId: uuid('group_id')
      .notNull()
      .references(() => truckGroups.id),
    truckId: uuid('truck_id').references(() => trucks.id),
    driverId: uuid('driver_id').references(() => drivers.id),
    basePrice: numeric('base_price', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    status: text('status', { enum: TRIP_STATUSES }).notNull().default('confirmed'),
    version: integer('version').notNull().default(1),
    /**
     * The idempotent request that made the last status step, so its retry after a crash (the
     * step committed, its answer lost) is answered as done instead of refused as a repeat.
     */
    lastStatusRequestId: uuid('last_status_request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    confirmAt: timestamp('confirm_at', { withTimezone: true }),
  },
  (table) => [
    // A load has at most one live trip; a cancelled one may be followed by another.
    uniqueIndex('trips_one_live_per_load')
      .on(table.loadId)
      .where(sql`${table.status} <> 'cancelled'`),
    index('trips_group_created_idx').on(table.groupId, table.createdAt),
    // Every trip of a load, cancelled ones too: the join from loads filtered by scheduled date.
    index('trips_load_idx').on(table.loadId),
    // A driver's or truck's trips: the in-progress check on assignment, driver stats, filters.
    index('trips_driver_idx').on(table.driverId),
    index('trips_truck_idx').on(table.truckId),
  ],
);

export type TripRow = typeof trips.$inferSelect;
