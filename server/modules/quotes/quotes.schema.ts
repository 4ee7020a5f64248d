import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { loads } from '../loads/loads.schema';
import { truckGroups } from '../truck-groups/truck-groups.schema';
import { trucks } from '../trucks/trucks.schema';
import { users } from '../users/users.schema';

export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loadId: uuid('load_id')
      .notNull()
      .references(() => loads.id),
    groupId: uuid('group_id')
      .notNull()
      .references(() => truckGroups.id),
    providerUserId: uuid('provider_user_id')
      .notNull()
      .references(() => users.id),
    truckId: uuid('truck_id').references(() => trucks.id),
    offer: numeric('offer', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    approvedAmount: numeric('approved_amount', { precision: 14, scale: 3, mode: 'number' }),
    status: text('status', { enum: ['pending', 'accepted', 'rejected'] })
      .notNull()
      .default('pending'),
    /** The payment that accepted it; one payment accepts one quote only. */
    paymentIntentId: text('payment_intent_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** The accepted quote whose acceptance closed this one: cancelling that acceptance reopens it. */
    closedByQuoteId: uuid('closed_by_quote_id'),
    /** The shipper cancelled its acceptance: rejected, but its provider may offer again. */
    acceptanceCancelledAt: timestamp('acceptance_cancelled_at', { withTimezone: true }),
    /**
     * The load's own order (it never changes): Find Loads lists a group's quoted loads newest
     * load first straight from quotes_group_load_order_idx.
     */
    loadCreatedAt: timestamp('load_created_at', { withTimezone: true }).notNull(),
    loadNumber: integer('load_number').notNull(),
    /**
     * Whether the load is still open (pending, no accepted quote), and its Find Loads filters
     * (lower-cased cities, weight in kg; fixed once posted): a BEFORE INSERT trigger copies them
     * from the load and a trigger on loads keeps `load_open` (migration 0006), so Find Loads
     * pages and counts a group's quoted loads from quotes_group_find_idx alone.
     */
    loadOpen: boolean('load_open').notNull().default(true),
    loadSourceCityKey: text('load_source_city_key'),
    loadDestinationCityKey: text('load_destination_city_key'),
    loadWeightKg: numeric('load_weight_kg', { precision: 14, scale: 3, mode: 'number' }),
  },
  (table) => [
    uniqueIndex('quotes_load_group_key').on(table.loadId, table.groupId),
    // The database itself keeps a load to one accepted quote, whatever races the requests run.
    uniqueIndex('quotes_one_accepted_per_load')
      .on(table.loadId)
      .where(sql`${table.status} = 'accepted'`),
    index('quotes_group_idx').on(table.groupId, table.loadId),
    // Find Loads: the group's quoted loads in their loads' order, with all it filters and counts.
    index('quotes_group_find_idx').on(
      table.groupId,
      table.loadCreatedAt,
      table.loadNumber,
      table.loadId,
      table.status,
      table.loadOpen,
      table.loadSourceCityKey,
      table.loadDestinationCityKey,
      table.loadWeightKg,
    ),
  ],
);

export type QuoteRow = typeof quotes.$inferSelect;
