import { index, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { truckGroups } from '../truck-groups/truck-groups.schema';

export const drivers = pgTable(
  'drivers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Shown to people as DRV-<number>. */
    number: serial('number').notNull().unique(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => truckGroups.id),
    name: text('name').notNull(),
    /** Dial code with its plus, e.g. +966, and the national digits: SPEC's shape. */
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    country: text('country').notNull(),
    licenseNo: text('license_no').notNull(),
    /** 'inactive' is retired: kept on past trips, never assigned again until reinstated. */
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('drivers_group_created_idx').on(table.groupId, table.createdAt),
    // The assignment's list: the group's active drivers, newest first.
    index('drivers_group_status_created_idx').on(table.groupId, table.status, table.createdAt),
    // One group cannot add the same phone twice.
    uniqueIndex('drivers_group_phone_idx').on(table.groupId, table.countryCode, table.phone),
  ],
);

export type DriverRow = typeof drivers.$inferSelect;
