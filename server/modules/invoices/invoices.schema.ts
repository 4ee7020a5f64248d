import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { InvoiceParty } from '../../../src/contract/invoices';
import { loads } from '../loads/loads.schema';
import { quotes } from '../quotes/quotes.schema';
import { truckGroups } from '../truck-groups/truck-groups.schema';
import type { VatExemption } from './vat-rules';

export const DOCUMENT_SERIES = ['invoice', 'credit_note'] as const;
export type DocumentSeries = (typeof DOCUMENT_SERIES)[number];

/**
 * A provider group's next invoice and credit-note numbers. Taken with one
 * `INSERT … ON CONFLICT DO UPDATE SET next = next + 1 RETURNING` inside the transaction that
 * issues the document: the row stays locked until that commits, and a rolled-back issue rolls
 * its number back too, so numbers run without gaps and are never given twice.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => truckGroups.id),
    series: text('series', { enum: DOCUMENT_SERIES }).notNull(),
    next: bigint('next', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.series] })],
);

/**
 * One per accepted deal, issued in the acceptance's own transaction. The parties, route and VAT
 * rate are kept as they were at issue (a later profile change does not rewrite a past invoice);
 * the lines are the quote's price and the trip's approved charges.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => truckGroups.id),
    number: integer('number').notNull(),
    loadId: uuid('load_id')
      .notNull()
      .references(() => loads.id),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id),
    /** The payment the deal was accepted with: one invoice per payment, whatever retries. */
    paymentIntentId: text('payment_intent_id').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    seller: jsonb('seller').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    originCountry: text('origin_country').notNull(),
    destinationCountry: text('destination_country').notNull(),
    supplyCountry: text('supply_country').notNull(),
    currency: text('currency').notNull(),
    vatRate: integer('vat_rate').notNull(),
    vatExemption: text('vat_exemption').$type<VatExemption>(),
    /** The accepted quote's price, VAT included, in the currency's minor units. */
    freightMinor: bigint('freight_minor', { mode: 'number' }).notNull(),
  },
  (table) => [
    uniqueIndex('invoices_group_number_key').on(table.groupId, table.number),
    uniqueIndex('invoices_payment_key').on(table.paymentIntentId),
    index('invoices_load_issued_idx').on(table.loadId, table.issuedAt, table.id),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;

/** Issued when an invoiced payment is refunded: the whole of the invoice it refers to. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => truckGroups.id),
    number: integer('number').notNull(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    reason: text('reason').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    vatMinor: bigint('vat_minor', { mode: 'number' }).notNull(),
  },
  (table) => [
    uniqueIndex('credit_notes_group_number_key').on(table.groupId, table.number),
    // One refund per payment, so one credit note per invoice.
    uniqueIndex('credit_notes_invoice_key').on(table.invoiceId),
  ],
);

export type CreditNoteRow = typeof creditNotes.$inferSelect;
