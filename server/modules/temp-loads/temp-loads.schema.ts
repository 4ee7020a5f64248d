import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A visitor's Post a Load draft, kept under the device fingerprint until they sign in. */
export const tempLoads = pgTable(
  'temp_loads',
  {
    deviceHash: text('device_hash').primaryKey(),
    draft: jsonb('draft').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  // Expired drafts are swept on every save.
  (table) => [index('temp_loads_expires_idx').on(table.expiresAt)],
);
