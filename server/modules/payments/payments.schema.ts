import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Intents of the built-in test provider; Stripe keeps its own. */
export const testPaymentIntents = pgTable('test_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['requires_payment_method', 'succeeded', 'canceled'] }).notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Our record of a payment's state; the provider's own word is asked for before acting on it. */
export const PAYMENT_RECORD_STATUSES = [
  'requires_payment',
  'processing',
  'succeeded',
  'failed',
  'canceled',
] as const;
export type PaymentRecordStatus = (typeof PAYMENT_RECORD_STATUSES)[number];

/** Every intent we created, whichever provider: ties it to its quote, its payer and its price. */
export const payments = pgTable(
  'payments',
  {
    paymentIntentId: text('payment_intent_id').primaryKey(),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    quoteId: uuid('quote_id').notNull(),
    loadId: uuid('load_id').notNull(),
    payerUserId: uuid('payer_user_id').notNull(),
    /** What was asked for: acceptance checks the provider's intent against these, not the quote. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYMENT_RECORD_STATUSES }).notNull(),
    /** An unpaid intent is open until then; afterwards it is cancelled at the provider. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When it was acted on: attached to its accepted quote, or given a refund. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** When reconciliation next asks the provider about an unsettled payment. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('payments_load_idx').on(table.loadId, table.createdAt),
    // The quote's open intents freeze its price (quote/update is refused while one is open).
    index('payments_open_quote_idx')
      .on(table.quoteId, table.expiresAt)
      .where(
        sql`${table.status} in ('requires_payment', 'processing') and ${table.settledAt} is null`,
      ),
    // Reconciliation's queue: payments nobody has acted on yet.
    index('payments_unsettled_idx')
      .on(table.nextCheckAt)
      .where(sql`${table.settledAt} is null and ${table.status} not in ('failed', 'canceled')`),
  ],
);

export const REFUND_REASONS = [
  'race_lost',
  'price_changed',
  'not_acceptable',
  'acceptance_cancelled',
  'load_cancelled',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/**
 * At most one refund per payment, always of the whole amount. It is owed from the moment this
 * row commits; the refund step (claimed FOR UPDATE SKIP LOCKED) asks the provider, with the row's
 * id as the idempotency key, and retries with backoff until the provider answers.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentIntentId: text('payment_intent_id')
      .notNull()
      .references(() => payments.paymentIntentId),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    providerRefundId: text('provider_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payment_refunds_payment_key').on(table.paymentIntentId),
    index('payment_refunds_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** Refunds the built-in test provider made: one per idempotency key, as Stripe keeps them. */
export const testPaymentRefunds = pgTable('test_payment_refunds', {
  id: text('id').primaryKey(),
  paymentIntentId: text('payment_intent_id').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Webhook events already handled: a replay is answered 200 and does nothing. */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull(),
});
