import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';

/**
 * What each user's event stream has to say, written in the transaction of the change it reports.
 * Payloads carry ids, never documents; rows are purged after a short while.
 *
 * `seq` numbers one user's events in the order their transactions committed, and is the stream's
 * Last-Event-ID: a client that reconnects (to any instance) gets every event above it, even one
 * whose transaction began first and committed last. It is null until the row's transaction
 * commits: a deferred trigger (live_events_number, in the migrations) takes the next numbers from
 * live_event_sequences, under that row's lock, as the transaction commits.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('live_events_user_seq_idx').on(table.userId, table.seq),
    // What the commit trigger numbers: only the committing transaction's own rows are null.
    index('live_events_unnumbered_idx')
      .on(table.id)
      .where(sql`${table.seq} is null`),
    index('live_events_created_idx').on(table.createdAt),
  ],
);

/** Each user's last event number; its row lock orders their events by commit. */
export const liveEventSequences = pgTable('live_event_sequences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
});
