import { and, asc, count, desc, eq, inArray, isNull, notExists, notInArray } from 'drizzle-orm';
import type { Invoice } from '../../../src/contract/invoices';
import type { Database } from '../../db/database';
import { HttpError, notFound } from '../../lib/http-error';
import { findLoadRow } from '../loads/load-lookup';
import { LOAD_NOT_FOUND } from '../loads/loads-service';
import type { LoadRow } from '../loads/loads.schema';
import { quotes } from '../quotes/quotes.schema';
import { tripCharges } from '../trip-charges/trip-charges.schema';
import { trips } from '../trips/trips.schema';
import { toInvoice, type IssuedInvoice } from './invoice-view';
import { creditNotes, invoiceLines, invoices, type InvoiceRow } from './invoices.schema';

export const INVOICE_MESSAGES = {
  noDeal:
    'There is no invoice for this load yet: it is issued when the shipper accepts and pays for a quote.',
  notYours: 'Invoice not found',
} as const;

/** Who asks for an invoice: the load's shipper, or a provider acting for its group. */
export type InvoiceReader =
  { role: 'shipper'; userId: string } | { role: 'provider'; groupId: string };

/**
 * Reading an invoice (docs/product.md §7 Invoices): the deal's, with the supplementary invoices
 * and credit notes that refer to it, each exactly as stored when it was issued.
 */
export function createInvoiceReading({ db }: { db: Database }) {
  /** Invoices with their stored lines, in the order given. */
  async function withLines(rows: InvoiceRow[]): Promise<IssuedInvoice[]> {
    if (rows.length === 0) return [];
    const lines = await db
      .select()
      .from(invoiceLines)
      .where(
        inArray(
          invoiceLines.invoiceId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
    return rows.map((row) => ({
      row,
      lines: lines.filter((line) => line.invoiceId === row.id),
    }));
  }

  /** Approved charges of the deal's trip still running that no invoice has yet. */
  async function approvedChargesAwaitingInvoice(deal: InvoiceRow): Promise<number> {
    const [row] = await db
      .select({ charges: count() })
      .from(tripCharges)
      .innerJoin(trips, eq(trips.id, tripCharges.tripId))
      .where(
        and(
          // By its load first: trips are indexed by load, not by quote.
          eq(trips.loadId, deal.loadId),
          eq(trips.quoteId, deal.quoteId),
          notInArray(trips.status, ['completed', 'cancelled']),
          eq(tripCharges.status, 'approved'),
          notExists(
            db
              .select({ chargeId: invoiceLines.chargeId })
              .from(invoiceLines)
              .where(eq(invoiceLines.chargeId, tripCharges.id)),
          ),
        ),
      );
    return row?.charges ?? 0;
  }

  async function view(deal: InvoiceRow, load: LoadRow): Promise<Invoice> {
    const notes = await db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, deal.id))
      .orderBy(asc(creditNotes.issuedAt));
    const supplementary = await db
      .select()
      .from(invoices)
      .where(eq(invoices.refersToInvoiceId, deal.id))
      .orderBy(asc(invoices.issuedAt), asc(invoices.number));
    const [issuedDeal, ...issuedSupplementary] = await withLines([deal, ...supplementary]);
    if (!issuedDeal) throw new Error(`Invoice ${deal.id} not read`);
    return toInvoice(issuedDeal, {
      loadNumber: load.number,
      creditNotes: notes,
      supplementary: issuedSupplementary,
      approvedChargesAwaitingInvoice: await approvedChargesAwaitingInvoice(deal),
    });
  }

  return {
    /**
     * The load's latest deal invoice, with its supplementary invoices, for its shipper or for
     * the provider group that issued it; one whose deal was since cancelled stays readable with
     * its credit note. A provider with no quote on the load, like another shipper, is told the
     * load is not found.
     */
    async forLoad(reader: InvoiceReader, loadId: string): Promise<Invoice> {
      const load = await findLoadRow(db, loadId);
      if (!load) throw notFound(LOAD_NOT_FOUND);
      if (reader.role === 'shipper' && load.shipperUserId !== reader.userId) {
        throw notFound(LOAD_NOT_FOUND);
      }
      if (reader.role === 'provider') {
        const [quoted] = await db
          .select({ id: quotes.id })
          .from(quotes)
          .where(and(eq(quotes.loadId, loadId), eq(quotes.groupId, reader.groupId)));
        if (!quoted) throw notFound(LOAD_NOT_FOUND);
      }
      const [row] = await db
        .select()
        .from(invoices)
        .where(
          and(
            eq(invoices.loadId, loadId),
            isNull(invoices.refersToInvoiceId),
            reader.role === 'provider' ? eq(invoices.groupId, reader.groupId) : undefined,
          ),
        )
        .orderBy(desc(invoices.issuedAt), desc(invoices.number))
        .limit(1);
      if (!row) {
        // A carrier whose quote lost sees no one else's invoice; before any deal, none exists.
        const [other] =
          reader.role === 'provider'
            ? await db
                .select({ id: invoices.id })
                .from(invoices)
                .where(eq(invoices.loadId, loadId))
                .limit(1)
            : [];
        if (other) throw notFound(INVOICE_MESSAGES.notYours);
        throw new HttpError(409, INVOICE_MESSAGES.noDeal);
      }
      return view(row, load);
    },
  };
}
