import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SUPPORTED_LANGUAGES } from '../../../src/contract/languages';
import { users } from '../users/users.schema';

/** One-time codes, stored as an HMAC only; `consumedAt` makes each single use. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey(),
    phoneE164: text('phone_e164').notNull(),
    countryCode: text('country_code').notNull(),
    codeHash: text('code_hash').notNull(),
    requestIp: text('request_ip'),
    /** The visitor's language at send-otp: a new account made with this code takes it. */
    language: text('language', { enum: SUPPORTED_LANGUAGES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [index('otp_codes_phone_created_idx').on(table.phoneE164, table.createdAt)],
);

/** Wrong tries per phone: a new code does not reset them, only a success or the lock running out. */
export const otpPhoneGuards = pgTable('otp_phone_guards', {
  phoneE164: text('phone_e164').primaryKey(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);
