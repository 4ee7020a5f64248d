import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { fleetMemberKeyColumns, fleetMemberLifeColumns } from '../fleet/fleet-member-columns';

export const drivers = pgTable(
  'drivers',
  {
    /** Shown to people as DRV-<number>. */
    ...fleetMemberKeyColumns(),
    name: text('name').notNull(),
    /** Dial code with its plus, e.g. +966, and the national digits: SPEC's shape. */
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    country: text('country').notNull(),
    licenseNo: text('license_no').notNull(),
    ...fleetMemberLifeColumns(),
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
