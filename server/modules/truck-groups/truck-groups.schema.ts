import { integer, jsonb, pgTable, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core';
import { DEFAULT_FREE_WAITING_MINUTES } from '../../../src/contract/stop-waits';
import { users } from '../users/users.schema';

/** A provider's company: trucks, drivers, quotes and trips belong to the group. */
export const truckGroups = pgTable(
  'truck_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id),
    /** Minutes at each stop before the provider may charge for waiting (issue 21 §3). */
    freeWaitingMinutes: integer('free_waiting_minutes')
      .notNull()
      .default(DEFAULT_FREE_WAITING_MINUTES),
    /** Rate per hour of waiting, by currency code: { "SAR": 150 }. */
    waitingRates: jsonb('waiting_rates')
      .$type<Partial<Record<string, number>>>()
      .notNull()
      .default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('truck_groups_owner_key').on(table.ownerUserId)],
);
