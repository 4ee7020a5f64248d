import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { drivers } from '../drivers/drivers.schema';
import { users } from '../users/users.schema';
import { trips } from './trips.schema';

/**
 * The shipper's rating of a completed trip's driver: one per trip; rating again replaces it.
 * The driver is the trip's, kept here so a driver's average reads one index.
 */
export const tripRatings = pgTable(
  'trip_ratings',
  {
    tripId: uuid('trip_id')
      .primaryKey()
      .references(() => trips.id),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id),
    ratedBy: uuid('rated_by')
      .notNull()
      .references(() => users.id),
    stars: smallint('stars').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('trip_ratings_driver_idx').on(table.driverId),
    check('trip_ratings_stars_range', sql`${table.stars} between 1 and 5`),
  ],
);

export type TripRatingRow = typeof tripRatings.$inferSelect;
