import { bigserial, index, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';

/**
 * What each user's event stream has to say, written in the transaction of the change it reports.
 * The id orders a user's events and is the stream's Last-Event-ID, so a client that reconnects
 * (to any instance) gets what it missed. Payloads carry ids, never documents; rows are purged
 * after a short while.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('live_events_user_id_idx').on(table.userId, table.id),
    index('live_events_created_idx').on(table.createdAt),
  ],
);
