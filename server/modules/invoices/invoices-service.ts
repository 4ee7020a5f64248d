import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, notExists } from 'drizzle-orm';
import type { InvoiceParty } from '../../../src/contract/invoices';
import { toMinorUnits } from '../../../src/contract/money';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { LoadRow } from '../loads/loads.schema';
import type { QuoteRow } from '../quotes/quotes.schema';
import { quotes } from '../quotes/quotes.schema';
import { tripCharges } from '../trip-charges/trip-charges.schema';
import { truckGroups } from '../truck-groups/truck-groups.schema';
import { trips } from '../trips/trips.schema';
import { users, type UserRow } from '../users/users.schema';
import { takeNextNumber } from './document-numbers';
import { createInvoiceReading } from './invoice-reading';
import { creditNotes, invoiceLines, invoices } from './invoices.schema';
import { issuedLines, type LineToIssue } from './issued-lines';
import { isoCodeOf, vatIncludedMinor, vatOf } from './vat-rules';

type Dependencies = { db: Database; clock: Clock };

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
 * Tax invoices and credit notes (docs/product.md §7 Invoices). The deal's invoice is issued in
 * the transaction that accepts it, a supplementary invoice for the trip's approved charges in
 * the one that completes the trip (or approves a charge after that), a credit note in the one
 * that owes the payment back. What an invoice shows is stored as it is issued and only read after.
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

  /** Stores an invoice and its lines, their totals worked out once, here. */
  async function issue(
    tx: Database,
    header: Omit<typeof invoices.$inferInsert, 'id' | 'totalMinor' | 'vatMinor'>,
    lines: readonly LineToIssue[],
  ): Promise<void> {
    const id = randomUUID();
    const issued = issuedLines(id, lines, header.vatRate);
    await tx
      .insert(invoices)
      .values({ ...header, id, totalMinor: issued.totalMinor, vatMinor: issued.vatMinor });
    await tx.insert(invoiceLines).values(issued.rows);
  }

  return {
    /**
     * Whether the load has a deal invoice: from its acceptance on, and still after the deal is
     * cancelled (its credit note refers to it), so the shipper's accounts keep both.
     */
    async isInvoiced(loadId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.loadId, loadId), isNull(invoices.refersToInvoiceId)))
        .limit(1);
      return row !== undefined;
    },

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
      await issue(
        tx,
        {
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
        },
        [
          {
            kind: 'freight',
            description: `${load.sourceCity} → ${load.destinationCity}`,
            grossMinor: toMinorUnits(quote.approvedAmount ?? quote.offer, load.currency),
          },
        ],
      );
    },

    /**
     * In the transaction that completes a trip, and in each that approves a charge after that:
     * a supplementary invoice for the trip's approved charges no invoice has yet, referring to
     * the deal's invoice, numbered next in the same series. Nothing while the trip runs, and
     * nothing when every approved charge is already invoiced, so a replay issues nothing more.
     * The caller holds the trip's row lock, which orders a completion and an approval.
     */
    async invoiceApprovedCharges(tx: Database, tripId: string): Promise<void> {
      const [trip] = await tx
        .select({ status: trips.status, deal: invoices })
        .from(trips)
        .innerJoin(quotes, eq(quotes.id, trips.quoteId))
        // The deal's invoice is its payment's: a deal accepted before invoices existed has none.
        .innerJoin(invoices, eq(invoices.paymentIntentId, quotes.paymentIntentId))
        .where(eq(trips.id, tripId));
      if (!trip || trip.status !== 'completed') return;
      const charges = await tx
        .select({
          id: tripCharges.id,
          reason: tripCharges.reason,
          approvedAmount: tripCharges.approvedAmount,
        })
        .from(tripCharges)
        .where(
          and(
            eq(tripCharges.tripId, tripId),
            eq(tripCharges.status, 'approved'),
            notExists(
              tx
                .select({ chargeId: invoiceLines.chargeId })
                .from(invoiceLines)
                .where(eq(invoiceLines.chargeId, tripCharges.id)),
            ),
          ),
        )
        .orderBy(asc(tripCharges.createdAt), asc(tripCharges.id));
      if (charges.length === 0) return;
      const { deal } = trip;
      await issue(
        tx,
        {
          groupId: deal.groupId,
          number: await takeNextNumber(tx, deal.groupId, 'invoice'),
          loadId: deal.loadId,
          quoteId: deal.quoteId,
          refersToInvoiceId: deal.id,
          issuedAt: clock.now(),
          seller: deal.seller,
          buyer: deal.buyer,
          originCountry: deal.originCountry,
          destinationCountry: deal.destinationCountry,
          supplyCountry: deal.supplyCountry,
          currency: deal.currency,
          vatRate: deal.vatRate,
          vatExemption: deal.vatExemption,
        },
        charges.map((charge) => ({
          kind: 'charge',
          description: charge.reason,
          chargeId: charge.id,
          grossMinor: toMinorUnits(charge.approvedAmount, deal.currency),
        })),
      );
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

    ...createInvoiceReading({ db }),
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
