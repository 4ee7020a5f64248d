import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { trips } from '../trips/trips.schema';
import { users } from '../users/users.schema';

/**
 * The number Saudi Arabia's transport authority gave the trip's electronic transport document,
 * as the carrier entered it: one per trip, replaced when the carrier corrects it.
 */
export const tripDocumentRegistrations = pgTable('trip_document_registrations', {
  tripId: uuid('trip_id')
    .primaryKey()
    .references(() => trips.id),
  registrationNumber: text('registration_number').notNull(),
  registeredBy: uuid('registered_by')
    .notNull()
    .references(() => users.id),
  registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
});

export type TripDocumentRegistrationRow = typeof tripDocumentRegistrations.$inferSelect;
