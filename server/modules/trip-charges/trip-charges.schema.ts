import { sql } from 'drizzle-orm';
import { index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TRIP_STOPS } from '../positions/stop-visits.schema';
import { driverLinks } from '../driver-links/driver-links.schema';
import { trips } from '../trips/trips.schema';
import { users } from '../users/users.schema';

export const CHARGE_STATUSES = ['pending', 'approved', 'rejected'] as const;

/**
 * A driver's charge on a trip (tolls, waiting time, border fees), added through the link and
 * decided by the provider. Photos are stored files owned by ('charge', id).
 */
export const tripCharges = pgTable(
  'trip_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id),
    linkId: text('link_id').references(() => driverLinks.id),
    reason: text('reason').notNull(),
    amount: numeric('amount', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    /** SPEC: 0 while waiting for approval; the approved (possibly adjusted) amount after. */
    approvedAmount: numeric('approved_amount', { precision: 14, scale: 3, mode: 'number' })
      .notNull()
      .default(0),
    status: text('status', { enum: CHARGE_STATUSES }).notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /**
     * The decision's request (its Idempotency-Key's id): a retry after a crash between the
     * decision's commit and its kept answer is answered with the decision, not 'already decided'.
     */
    decisionRequestId: uuid('decision_request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Set on the provider's waiting charge: the stop it bills, one charge per trip and stop. */
    waitingStop: text('waiting_stop', { enum: TRIP_STOPS }),
  },
  (table) => [
    index('trip_charges_trip_created_idx').on(table.tripId, table.createdAt),
    uniqueIndex('trip_charges_one_waiting_per_stop')
      .on(table.tripId, table.waitingStop)
      .where(sql`${table.waitingStop} is not null`),
  ],
);

export type TripChargeRow = typeof tripCharges.$inferSelect;
