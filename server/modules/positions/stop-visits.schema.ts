import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { trips } from '../trips/trips.schema';

export const TRIP_STOPS = ['pickup', 'delivery'] as const;

/**
 * When the truck reached and left each stop that has coordinates, stamped from the trail
 * (stop-visit-rules): at most one row per trip and stop, so a replayed fix never stamps twice.
 */
export const tripStopVisits = pgTable(
  'trip_stop_visits',
  {
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id),
    stop: text('stop', { enum: TRIP_STOPS }).notNull(),
    /** The device's time of the earliest fix within the arrival radius. */
    arrivedAt: timestamp('arrived_at', { withTimezone: true }).notNull(),
    /** The device's time of the first fix beyond the departure radius after arriving. */
    departedAt: timestamp('departed_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.tripId, table.stop] })],
);

export type TripStopVisitRow = typeof tripStopVisits.$inferSelect;
