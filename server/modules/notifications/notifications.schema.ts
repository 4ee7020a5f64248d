import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Phrase } from '../../lib/i18n/phrase';
import { users } from '../users/users.schema';

/** What a notification says, said again in each reader's language when it is read. */
export type NoticePhrases = { title: Phrase; description: Phrase };

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What it is about (contract `notificationKindSchema`), so opening it goes to the right screen. */
    kind: text('kind').notNull(),
    /** In English, as written; shown as is for notifications written before `phrases`. */
    title: text('title').notNull(),
    description: text('description').notNull(),
    phrases: jsonb('phrases').$type<NoticePhrases>(),
    loadId: uuid('load_id'),
    /** Set when it is about a trip. */
    tripId: uuid('trip_id'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.isRead} = false`),
  ],
);
