import { serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { truckGroups } from '../truck-groups/truck-groups.schema';

/**
 * The columns every fleet member (a truck, a driver) has: its uuid, the number people see
 * (TRK-<number>, DRV-<number>) and the truck group it belongs to. New builders on each call.
 */
export function fleetMemberKeyColumns() {
  return {
    id: uuid('id').primaryKey().defaultRandom(),
    number: serial('number').notNull().unique(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => truckGroups.id),
  };
}

/**
 * 'inactive' is retired: kept on past trips, never quoted or assigned again until reinstated.
 * Then when it was added and last changed.
 */
export function fleetMemberLifeColumns() {
  return {
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  };
}
