import { and, asc, desc, eq } from 'drizzle-orm';
import type { Invoice, InvoiceParty } from '../../../src/contract/invoices';
import { toMinorUnits } from '../../../src/contract/money';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import { findLoadRow } from '../loads/load-lookup';
import { LOAD_NOT_FOUND } from '../loads/loads-service';
import type { LoadRow } from '../loads/loads.schema';
import type { QuoteRow } from '../quotes/quotes.schema';
import { quotes } from '../quotes/quotes.schema';
import { tripCharges } from '../trip-charges/trip-charges.schema';
import { truckGroups } from '../truck-groups/truck-groups.schema';
import { trips } from '../trips/trips.schema';
import { users, type UserRow } from '../users/users.schema';
import { takeNextNumber } from './document-numbers';
import { toInvoice, type GrossLine } from './invoice-view';
import { creditNotes, invoices, type InvoiceRow } from './invoices.schema';
import { isoCodeOf, vatIncludedMinor, vatOf } from './vat-rules';

export const INVOICE_MESSAGES = {
  noDeal:
    'There is no invoice for this load yet: it is issued when the shipper accepts and pays for a quote.',
  notYours: 'Invoice not found',
} as const;

type Dependencies = { db: Database; clock: Clock };

/** Who asks for an invoice: the load's shipper, or a provider acting for its group. */
export type InvoiceReader =
  { role: 'shipper'; userId: string } | { role: 'provider'; groupId: string };

function partyOf(user: UserRow): InvoiceParty {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return {
    name: user.legalName ?? user.companyName ?? fullName,
    companyName: user.companyName,
    vatNumber: user.vatNumber,
    crNumber: user.crNumber,
    address: user.companyAddress,
  };
}

async function userRow(tx: Database, userId: string): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`User ${userId} not found`);
  return row;
}

/**
 * Tax invoices and credit notes (docs/product.md §7 Invoices). An invoice is issued in the
 * transaction that accepts a deal, a credit note in the one that owes its payment back.
 */
export function createInvoicesService({ db, clock }: Dependencies) {
  /** The seller is the provider group: its owner's legal details, else the quoting user's. */
  async function sellerOf(tx: Database, quote: QuoteRow): Promise<InvoiceParty> {
    const [group] = await tx
      .select({ ownerUserId: truckGroups.ownerUserId })
      .from(truckGroups)
      .where(eq(truckGroups.id, quote.groupId));
    const owner = await userRow(tx, group?.ownerUserId ?? quote.providerUserId);
    if (owner.vatNumber || owner.id === quote.providerUserId) return partyOf(owner);
    const quoting = await userRow(tx, quote.providerUserId);
    return partyOf(quoting.vatNumber ? quoting : owner);
  }

  /** The quote's price, then the approved charges of the trip it became, oldest first. */
  async function linesOf(row: InvoiceRow, load: LoadRow): Promise<GrossLine[]> {
    const charges = await db
      .select({ reason: tripCharges.reason, approvedAmount: tripCharges.approvedAmount })
      .from(tripCharges)
      .innerJoin(trips, eq(trips.id, tripCharges.tripId))
      .where(and(eq(trips.quoteId, row.quoteId), eq(tripCharges.status, 'approved')))
      .orderBy(asc(tripCharges.createdAt), asc(tripCharges.id));
    return [
      {
        kind: 'freight',
        description: `${load.sourceCity} → ${load.destinationCity}`,
        grossMinor: row.freightMinor,
      },
      ...charges.map((charge) => ({
        kind: 'charge' as const,
        description: charge.reason,
        grossMinor: toMinorUnits(charge.approvedAmount, row.currency),
      })),
    ];
  }

  async function view(row: InvoiceRow, load: LoadRow): Promise<Invoice> {
    const notes = await db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, row.id))
      .orderBy(asc(creditNotes.issuedAt));
    return toInvoice(row, {
      loadNumber: load.number,
      lines: await linesOf(row, load),
      creditNotes: notes,
    });
  }

  return {
    /**
     * In the acceptance's transaction: the deal's invoice, numbered from the group's counter.
     * Accepting with the same payment again issues nothing new.
     */
    async issueForAcceptance(
      tx: Database,
      { load, quote, paymentIntentId }: { load: LoadRow; quote: QuoteRow; paymentIntentId: string },
    ): Promise<void> {
      const [existing] = await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.paymentIntentId, paymentIntentId));
      if (existing) return;
      const seller = await sellerOf(tx, quote);
      const buyer = partyOf(await userRow(tx, load.shipperUserId));
      const originCountry = isoCodeOf(load.source.country);
      const destinationCountry = isoCodeOf(load.destination.country);
      const vat = vatOf({ originCountry, destinationCountry, sellerVatNumber: seller.vatNumber });
      await tx.insert(invoices).values({
        groupId: quote.groupId,
        number: await takeNextNumber(tx, quote.groupId, 'invoice'),
        loadId: load.id,
        quoteId: quote.id,
        paymentIntentId,
        issuedAt: clock.now(),
        seller,
        buyer,
        originCountry,
        destinationCountry,
        supplyCountry: vat.supplyCountry,
        currency: load.currency,
        vatRate: vat.rate,
        vatExemption: vat.exemption,
        freightMinor: toMinorUnits(quote.approvedAmount ?? quote.offer, load.currency),
      });
    },

    /**
     * In the transaction that owes a payment back: a credit note for the refunded amount,
     * referring to the payment's invoice. A payment that never made a deal has none to refer to.
     */
    async creditForRefund(
      tx: Database,
      refund: { paymentIntentId: string; amountMinor: number; reason: string },
    ): Promise<void> {
      const [invoice] = await tx
        .select()
        .from(invoices)
        .where(eq(invoices.paymentIntentId, refund.paymentIntentId));
      if (!invoice) return;
      const [credited] = await tx
        .select({ id: creditNotes.id })
        .from(creditNotes)
        .where(eq(creditNotes.invoiceId, invoice.id));
      if (credited) return;
      await tx.insert(creditNotes).values({
        groupId: invoice.groupId,
        number: await takeNextNumber(tx, invoice.groupId, 'credit_note'),
        invoiceId: invoice.id,
        reason: refund.reason,
        issuedAt: clock.now(),
        totalMinor: refund.amountMinor,
        vatMinor: vatIncludedMinor(refund.amountMinor, invoice.vatRate),
      });
    },

    /**
     * The load's latest invoice for its shipper or for the provider group that issued it; one
     * whose deal was since cancelled stays readable with its credit note. A provider with no
     * quote on the load, like another shipper, is told the load is not found.
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

export type InvoicesService = ReturnType<typeof createInvoicesService>;
