import { bigint, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

/** Every intent we created, whichever provider: ties it to its quote and its payer. */
export const payments = pgTable('payments', {
  paymentIntentId: text('payment_intent_id').primaryKey(),
  provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
  quoteId: uuid('quote_id').notNull(),
  loadId: uuid('load_id').notNull(),
  payerUserId: uuid('payer_user_id').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Webhook events already handled: a replay is answered 200 and does nothing. */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull(),
});
