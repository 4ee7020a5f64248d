import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';

export type StoredStop = {
  country: string;
  city: string;
  address: string | null;
  contactPerson: string | null;
  contactNumber: string | null;
  /** [lng, lat]; null when the shipper has no exact location. */
  coordinates: [number, number] | null;
};

export const LOAD_STATUSES = [
  'pending',
  'confirmed',
  'out_to_collect',
  'loaded',
  'out_to_unload',
  'completed',
  'cancelled',
] as const;

export const loads = pgTable(
  'loads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Shown to people as LD-<number>. */
    number: serial('number').notNull().unique(),
    shipperUserId: uuid('shipper_user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: LOAD_STATUSES }).notNull().default('pending'),
    source: jsonb('source').$type<StoredStop>().notNull(),
    destination: jsonb('destination').$type<StoredStop>().notNull(),
    /** Denormalised for Find Loads' filters and their indexes. */
    sourceCity: text('source_city').notNull(),
    destinationCity: text('destination_city').notNull(),
    weightValue: numeric('weight_value', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    weightUnit: text('weight_unit', { enum: ['ton', 'kg'] }).notNull(),
    /** The weight in kg, so loads of either unit compare. */
    weightKg: numeric('weight_kg', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    material: text('material').notNull(),
    hsnCode: text('hsn_code'),
    loadType: text('load_type', { enum: ['FTL', 'LTL', 'Project Basis'] }).notNull(),
    truckType: text('truck_type'),
    truckSubType: text('truck_sub_type'),
    currency: text('currency').notNull(),
    scheduledDate: timestamp('scheduled_date', { withTimezone: true }).notNull(),
    images: jsonb('images').$type<{ url: string }[]>().notNull().default([]),
    loadImage: text('load_image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    loadReadyAt: timestamp('load_ready_at', { withTimezone: true }),
    outToCollectAt: timestamp('out_to_collect_at', { withTimezone: true }),
    loadedAt: timestamp('loaded_at', { withTimezone: true }),
    outToUnloadAt: timestamp('out_to_unload_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    firstQuoteAt: timestamp('first_quote_at', { withTimezone: true }),
    /**
     * The quote the shipper paid for (null again if the acceptance is cancelled): kept here so
     * "open" (pending, nothing accepted) is a predicate Find Loads' indexes can hold.
     */
    acceptedQuoteId: uuid('accepted_quote_id'),
  },
  (table) => [
    index('loads_shipper_created_idx').on(table.shipperUserId, table.createdAt),
    // Trips filtered by the load's scheduled day (the Trips date range).
    index('loads_scheduled_date_idx').on(table.scheduledDate),
    // Find Loads: open loads newest first (number breaks ties). The trailing columns let the
    // filters, the group's anti-join and the counts be answered from the index alone.
    index('loads_open_created_idx')
      .on(table.createdAt, table.number, table.weightKg, table.id)
      .where(sql`${table.status} = 'pending' and ${table.acceptedQuoteId} is null`),
    // Find Loads filters open loads by city, case-insensitively (the city itself last: PostgreSQL
    // reads an index alone only when it holds every column the query names).
    index('loads_open_source_city_idx')
      .on(
        sql`lower(${table.sourceCity})`,
        table.createdAt,
        table.number,
        table.weightKg,
        table.id,
        table.sourceCity,
      )
      .where(sql`${table.status} = 'pending' and ${table.acceptedQuoteId} is null`),
    index('loads_open_destination_city_idx')
      .on(
        sql`lower(${table.destinationCity})`,
        table.createdAt,
        table.number,
        table.weightKg,
        table.id,
        table.destinationCity,
      )
      .where(sql`${table.status} = 'pending' and ${table.acceptedQuoteId} is null`),
  ],
);

export type LoadRow = typeof loads.$inferSelect;

/**
 * How many loads are open (pending, nothing accepted): one row, kept by triggers on loads in the
 * same transaction as each change, so Find Loads' unfiltered total is one row read, not a count.
 */
export const openLoadCount = pgTable('open_load_count', {
  id: boolean('id').primaryKey().default(true),
  count: bigint('count', { mode: 'number' }).notNull(),
});
