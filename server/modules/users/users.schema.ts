import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../../../src/contract/languages';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** E.164, the sign-in identity; never changed through the profile. */
    phoneE164: text('phone_e164').notNull(),
    countryCode: text('country_code').notNull(),
    nationalNumber: text('national_number').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    companyName: text('company_name'),
    companyAddress: text('company_address'),
    /** Invoice details (src/contract/legal-ids.ts): the seller or buyer on tax invoices. */
    legalName: text('legal_name'),
    vatNumber: text('vat_number'),
    crNumber: text('cr_number'),
    userType: text('user_type', { enum: ['user', 'provider'] }),
    groupId: uuid('group_id'),
    /** The user's own choice: the API's messages, notifications and sign-in SMS are in it. */
    language: text('language', { enum: SUPPORTED_LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_phone_e164_key').on(table.phoneE164),
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    // A provider group's notices go to all of its users.
    index('users_group_id_idx')
      .on(table.groupId)
      .where(sql`${table.groupId} is not null`),
  ],
);

export type UserRow = typeof users.$inferSelect;
