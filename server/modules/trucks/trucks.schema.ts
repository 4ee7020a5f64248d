import {
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { truckGroups } from '../truck-groups/truck-groups.schema';

export const trucks = pgTable(
  'trucks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Shown to people as TRK-<number>. */
    number: serial('number').notNull().unique(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => truckGroups.id),
    name: text('name').notNull(),
    model: text('model').notNull(),
    licensePlate: text('license_plate').notNull(),
    type: text('type').notNull(),
    truckOption: text('truck_option'),
    weight: numeric('weight', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    weightUnit: text('weight_unit', { enum: ['ton', 'kg'] })
      .notNull()
      .default('ton'),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('trucks_group_created_idx').on(table.groupId, table.createdAt)],
);

export type TruckRow = typeof trucks.$inferSelect;
