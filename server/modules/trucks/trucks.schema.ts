import {
  type AnyPgColumn,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { fleetMemberKeyColumns, fleetMemberLifeColumns } from '../fleet/fleet-member-columns';

export const trucks = pgTable(
  'trucks',
  {
    /** Shown to people as TRK-<number>. */
    ...fleetMemberKeyColumns(),
    name: text('name').notNull(),
    model: text('model').notNull(),
    licensePlate: text('license_plate').notNull(),
    type: text('type').notNull(),
    truckOption: text('truck_option'),
    weight: numeric('weight', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    weightUnit: text('weight_unit', { enum: ['ton', 'kg'] })
      .notNull()
      .default('ton'),
    version: integer('version').notNull().default(1),
    ...fleetMemberLifeColumns(),
  },
  (table) => [
    index('trucks_group_created_idx').on(table.groupId, table.createdAt),
    // The quote form's and the assignment's list: the group's active trucks, newest first.
    index('trucks_group_status_created_idx').on(table.groupId, table.status, table.createdAt),
    // One plate is one truck in a group, however it was spaced or cased when typed.
    uniqueIndex('trucks_group_plate_idx').on(table.groupId, plateKey(table.licensePlate)),
  ],
);

/** The plate as the unique index compares it: upper case, no spaces ('ruh 12' is 'RUH12'). */
export function plateKey(licensePlate: AnyPgColumn) {
  return sql`upper(regexp_replace(${licensePlate}, '[[:space:]]', '', 'g'))`;
}

export type TruckRow = typeof trucks.$inferSelect;
