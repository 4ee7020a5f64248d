import { integer, jsonb, pgTable, primaryKey, text, timestamp, index } from 'drizzle-orm/pg-core';

/**
 * One row per `Idempotency-Key` seen, scoped to its caller and route (docs/architecture.md §5). Inserted before
 * the handler runs (the insert is the lock), completed with the answer to replay.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The caller: `user:<id>`, `link:<id>:<sha256 of the device key>` or `anonymous:<ip>`. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** Method and route pattern, so one key cannot replay another route's answer. */
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['in_flight', 'done'] }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** An in-flight claim older than this was abandoned by a crashed process and may be retaken. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);
