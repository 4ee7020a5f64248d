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
    /**
     * The load's own order (it never changes): Find Loads lists a group's quoted loads newest
     * load first straight from quotes_group_load_order_idx.
     */
    loadCreatedAt: timestamp('load_created_at', { withTimezone: true }).notNull(),
    loadNumber: integer('load_number').notNull(),
    /**
     * Whether the load is still open (pending, no accepted quote), kept by a trigger on loads
     * (migration 0006): Find Loads counts a group's open quoted loads without reading loads.
     */
    loadOpen: boolean('load_open').notNull().default(true),
  },
  (table) => [
    uniqueIndex('quotes_load_group_key').on(table.loadId, table.groupId),
    // The database itself keeps a load to one accepted quote, whatever races the requests run.
    uniqueIndex('quotes_one_accepted_per_load')
      .on(table.loadId)
      .where(sql`${table.status} = 'accepted'`),
    index('quotes_group_idx').on(table.groupId, table.loadId),
    index('quotes_group_load_order_idx').on(table.groupId, table.loadCreatedAt, table.loadNumber),
    // Find Loads' totals, counted from the index alone.
    index('quotes_group_counts_idx').on(table.groupId, table.status, table.loadOpen),
  ],
);

export type QuoteRow = typeof quotes.$inferSelect;
