import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { InvoiceParty } from '../../../src/contract/invoices';
import { loads } from '../loads/loads.schema';
import { quotes } from '../quotes/quotes.schema';
import { tripCharges } from '../trip-charges/trip-charges.schema';
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
 * The deal's invoice, issued in the acceptance's own transaction, and its supplementary
 * invoices, issued for the trip's approved charges when the trip is completed (or when a charge
 * is approved after that). Everything an invoice shows is stored at issue — parties, route, VAT
 * rate, its lines (`invoice_lines`) and their totals — and never written again: a later profile
 * change or charge decision does not rewrite an issued invoice.
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
    /**
     * The deal's invoice: the payment the deal was accepted with, one invoice per payment
     * whatever retries. Null on a supplementary invoice, which has `refersToInvoiceId` instead.
     */
    paymentIntentId: text('payment_intent_id'),
    /** A supplementary invoice: the deal's invoice it adds to. */
    refersToInvoiceId: uuid('refers_to_invoice_id').references((): AnyPgColumn => invoices.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    seller: jsonb('seller').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    originCountry: text('origin_country').notNull(),
    destinationCountry: text('destination_country').notNull(),
    supplyCountry: text('supply_country').notNull(),
    currency: text('currency').notNull(),
    vatRate: integer('vat_rate').notNull(),
    vatExemption: text('vat_exemption').$type<VatExemption>(),
    /** The lines' sums at issue, VAT included, in the currency's minor units (the QR signs them). */
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    vatMinor: bigint('vat_minor', { mode: 'number' }).notNull(),
  },
  (table) => [
    uniqueIndex('invoices_group_number_key').on(table.groupId, table.number),
    uniqueIndex('invoices_payment_key').on(table.paymentIntentId),
    index('invoices_load_issued_idx').on(table.loadId, table.issuedAt, table.id),
    index('invoices_refers_to_idx').on(table.refersToInvoiceId),
    check(
      'invoices_deal_or_supplementary',
      sql`(${table.paymentIntentId} is null) <> (${table.refersToInvoiceId} is null)`,
    ),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;

export const INVOICE_LINE_KINDS = ['freight', 'charge'] as const;

/**
 * An invoice's lines as issued: the deal's freight, or one approved trip charge each. A charge
 * is on one invoice at most, ever (`invoice_lines_charge_key`): a replayed completion or approval
 * cannot bill it twice.
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    /** 1, 2, …: the order the invoice prints its lines in. */
    position: integer('position').notNull(),
    kind: text('kind', { enum: INVOICE_LINE_KINDS }).notNull(),
    /** The route (freight) or the charge's reason, as they were at issue. */
    description: text('description').notNull(),
    chargeId: uuid('charge_id').references(() => tripCharges.id),
    /** What the shipper pays for the line, VAT included, in the currency's minor units. */
    grossMinor: bigint('gross_minor', { mode: 'number' }).notNull(),
    vatMinor: bigint('vat_minor', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.invoiceId, table.position] }),
    uniqueIndex('invoice_lines_charge_key').on(table.chargeId),
    check(
      'invoice_lines_charge_kind',
      sql`(${table.kind} = 'charge') = (${table.chargeId} is not null)`,
    ),
  ],
);

export type InvoiceLineRow = typeof invoiceLines.$inferSelect;

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
