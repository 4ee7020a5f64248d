import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import {
  PaymentProviderError,
  type PaymentProvider,
} from '../../providers/payments/payment-provider';
import { toMinorUnits } from '../../../src/contract/money';
import { findLoadRow } from '../loads/load-lookup';
import { LOAD_NOT_FOUND, type LoadsService } from '../loads/loads-service';
import type { LoadRow } from '../loads/loads.schema';
import type { InvoicesService } from '../invoices/invoices-service';
import type { QuoteNews } from '../notifications/quote-news';
import {
  recordStatusOf,
  type PaymentRecord,
  type PaymentRecords,
} from '../payments/payment-records';
import type { RefundReason } from '../payments/payments.schema';
import type { Refunds } from '../payments/refunds';
import { cancelTrip, hasStarted, liveTripOf } from '../trips/live-trip';
import { QUOTE_MESSAGES } from './quotes-service';
import { quotes, type QuoteRow } from './quotes.schema';

export const ACCEPTANCE_MESSAGES = {
  quoteNotFound: 'Quote not found',
  raceLost: 'Another quote has already been accepted for this load.',
  thisAccepted: 'This quote has already been accepted.',
  rejected: 'This quote has been rejected and can no longer be accepted.',
  notPaid: 'Payment was not completed successfully',
  wrongAmount: 'The amount paid does not match the quote.',
  wrongCurrency: "The payment's currency does not match the load's currency.",
  otherQuote: 'This payment was made for another quote.',
  reused: 'This payment has already been used to accept another quote.',
  providerDown: 'The payment provider could not be reached. Please try again.',
  loadCancelled: 'This load has been cancelled.',
  refunded: 'This payment has been refunded and can no longer accept a quote.',
} as const;

/** Every refusal of a payment that succeeded ends so: the money goes back by itself. */
export const withRefundNote = (reason: string) =>
  `${reason} Your payment will be refunded in full.`;

/** Why a succeeded payment cannot accept its quote, and the refund that follows. */
type Refusal = { error: HttpError; reason: RefundReason };

type Acceptance = {
  quoteId: string;
  loadId: string;
  paymentIntentId: string;
  /** The shipper asking (PUT /api/quote/status); absent when Stripe's webhook asks. */
  payerUserId?: string;
  /** Runs first in the transaction; false means this was already done, so nothing changes. */
  onceOnly?: (tx: Database) => Promise<boolean>;
};

type Dependencies = {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  paymentRecords: PaymentRecords;
  refunds: Refunds;
  loads: LoadsService;
  /** Issues the deal's invoice in the acceptance's own transaction. */
  invoices: Pick<InvoicesService, 'issueForAcceptance'>;
  /** Tells the carriers, in the decision's own transaction. */
  news: Pick<QuoteNews, 'accepted' | 'rejected' | 'acceptanceCancelled' | 'reopened'>;
};

async function findQuote(db: Database, quoteId: string, forUpdate = false) {
  const query = db.select().from(quotes).where(eq(quotes.id, quoteId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

async function otherAcceptedQuote(db: Database, quote: QuoteRow) {
  const [row] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(
      and(eq(quotes.loadId, quote.loadId), eq(quotes.status, 'accepted'), ne(quotes.id, quote.id)),
    );
  return row ?? null;
}

/** The name of the unique index a write ran into, wherever the driver or Drizzle put it. */
function violatedUniqueIndex(error: unknown): string | null {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

/**
 * Accepting a quote after payment (docs/architecture.md §6.3): the provider's word on the payment, never the
 * browser's; one accepted quote per load, whatever races the requests run; and a payment that
 * succeeded but cannot accept its quote is refunded in the same transaction that refuses it.
 */
export function createQuoteAcceptanceService({
  db,
  clock,
  provider,
  paymentRecords,
  refunds,
  loads,
  invoices,
  news,
}: Dependencies) {
  /** Any state in which a pending quote may still be paid for and accepted. */
  async function assertAcceptable(
    tx: Database,
    quote: QuoteRow,
    load: LoadRow,
    raceMessage: string,
  ) {
    if (load.status === 'cancelled') throw new HttpError(409, ACCEPTANCE_MESSAGES.loadCancelled);
    const trip = await liveTripOf(tx, quote.loadId);
    if (trip && hasStarted(trip)) throw new HttpError(409, QUOTE_MESSAGES.tripStarted);
    // Before this quote's own status: the winner of a race has just rejected it.
    if (await otherAcceptedQuote(tx, quote)) throw new HttpError(409, raceMessage);
    if (quote.status === 'accepted') throw new HttpError(409, ACCEPTANCE_MESSAGES.thisAccepted);
    if (quote.status === 'rejected') throw new HttpError(409, ACCEPTANCE_MESSAGES.rejected);
    if (load.status !== 'pending') throw new HttpError(409, QUOTE_MESSAGES.closed);
  }

  /** The payment as recorded when it was created: its own quote, load and payer, or refused. */
  async function paymentFor(
    quote: QuoteRow,
    load: LoadRow,
    paymentIntentId: string,
    payerUserId?: string,
  ) {
    const [usedBy] = await db
      .select({ id: quotes.id })
      .from(quotes)
      .where(eq(quotes.paymentIntentId, paymentIntentId));
    if (usedBy && usedBy.id !== quote.id) throw new HttpError(409, ACCEPTANCE_MESSAGES.reused);

    const record = await paymentRecords.find(paymentIntentId);
    if (!record || record.provider !== provider.name) {
      throw new HttpError(402, ACCEPTANCE_MESSAGES.notPaid);
    }
    if (
      record.quoteId !== quote.id ||
      record.loadId !== load.id ||
      (payerUserId !== undefined && record.payerUserId !== payerUserId)
    ) {
      throw new HttpError(402, ACCEPTANCE_MESSAGES.otherQuote);
    }
    return record;
  }

  /** The provider's intent, which must have succeeded; our record follows what it says. */
  async function succeededIntent(record: PaymentRecord) {
    let intent;
    try {
      intent = await provider.retrieveIntent(record.paymentIntentId);
    } catch (error) {
      if (error instanceof PaymentProviderError) {
        throw new HttpError(502, ACCEPTANCE_MESSAGES.providerDown);
      }
      throw error;
    }
    if (!intent) throw new HttpError(402, ACCEPTANCE_MESSAGES.notPaid);
    if (intent.metadata.quoteId !== record.quoteId || intent.metadata.loadId !== record.loadId) {
      throw new HttpError(402, ACCEPTANCE_MESSAGES.otherQuote);
    }
    const status = recordStatusOf(intent.status);
    if (status !== 'succeeded') {
      await paymentRecords.markStatus(record.paymentIntentId, status);
      throw new HttpError(402, ACCEPTANCE_MESSAGES.notPaid);
    }
    return intent;
  }

  /**
   * Under the load's lock: why this succeeded payment cannot accept the quote as it is now, or
   * null. Checked against what the intent recorded when it was created, not the browser's word.
   */
  async function refusalOf(
    tx: Database,
    quote: QuoteRow,
    load: LoadRow,
    record: PaymentRecord,
    charged: { amountMinor: number; currency: string },
  ): Promise<Refusal | null> {
    const refusal = (status: 402 | 409, message: string, reason: RefundReason): Refusal => ({
      error: new HttpError(status, withRefundNote(message)),
      reason,
    });
    try {
      await assertAcceptable(tx, quote, load, ACCEPTANCE_MESSAGES.raceLost);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const message = error.message;
      const raced =
        message === ACCEPTANCE_MESSAGES.raceLost || message === ACCEPTANCE_MESSAGES.thisAccepted;
      const reason: RefundReason =
        load.status === 'cancelled' ? 'load_cancelled' : raced ? 'race_lost' : 'not_acceptable';
      return refusal(409, message, reason);
    }
    // Asked again after its refusal, it gets the same answer above; here the quote is open, but
    // this payment's money is already on its way back.
    if (await refunds.forPayment(record.paymentIntentId, tx)) {
      return { error: new HttpError(409, ACCEPTANCE_MESSAGES.refunded), reason: 'not_acceptable' };
    }
    if (charged.currency !== record.currency || record.currency !== load.currency) {
      return refusal(402, ACCEPTANCE_MESSAGES.wrongCurrency, 'price_changed');
    }
    if (
      charged.amountMinor !== record.amountMinor ||
      record.amountMinor !== toMinorUnits(quote.offer, load.currency)
    ) {
      return refusal(402, ACCEPTANCE_MESSAGES.wrongAmount, 'price_changed');
    }
    return null;
  }

  /** Acceptance's writes, under the load's lock: the quote, the others closed, the load taken. */
  async function accept(tx: Database, load: LoadRow, quote: QuoteRow, paymentIntentId: string) {
    const now = clock.now();
    const [accepted] = await tx
      .update(quotes)
      .set({
        status: 'accepted',
        acceptedAt: now,
        approvedAmount: quote.offer,
        paymentIntentId,
        acceptanceCancelledAt: null,
        closedByQuoteId: null,
        updatedAt: now,
      })
      .where(and(eq(quotes.id, quote.id), eq(quotes.status, 'pending')))
      .returning();
    if (!accepted) throw new HttpError(409, ACCEPTANCE_MESSAGES.raceLost);
    // Only pending quotes are closed by it, and only those reopen if it is cancelled.
    const closed = await tx
      .update(quotes)
      .set({ status: 'rejected', closedByQuoteId: accepted.id, updatedAt: now })
      .where(and(eq(quotes.loadId, load.id), ne(quotes.id, quote.id), eq(quotes.status, 'pending')))
      .returning();
    await paymentRecords.settle(tx, paymentIntentId, now);
    await loads.markAccepted(tx, load.id, accepted.id);
    await invoices.issueForAcceptance(tx, { load, quote: accepted, paymentIntentId });
    await news.accepted(tx, load, accepted, closed);
  }

  return {
    /** The quote, when it is on one of this shipper's loads; any other is simply not found. */
    async quoteOfShipper(quoteId: string, shipperUserId: string): Promise<QuoteRow> {
      const quote = await findQuote(db, quoteId);
      const load = quote && (await findLoadRow(db, quote.loadId));
      if (!quote || load?.shipperUserId !== shipperUserId) {
        throw notFound(ACCEPTANCE_MESSAGES.quoteNotFound);
      }
      return quote;
    },

    /**
     * Before a payment is created: the shipper's open load, its pending quote, nothing accepted
     * yet. With `forUpdate` (inside the caller's transaction) the load stays locked until it ends.
     */
    async payableQuote(
      shipperUserId: string,
      { quoteId, loadId }: { quoteId: string; loadId: string },
      tx: Database = db,
      options: { forUpdate?: boolean } = {},
    ): Promise<{ quote: QuoteRow; load: LoadRow }> {
      const load = await loads.getOwned(shipperUserId, loadId, tx, options);
      const quote = await findQuote(tx, quoteId);
      if (!quote || quote.loadId !== load.id) throw notFound(ACCEPTANCE_MESSAGES.quoteNotFound);
      await assertAcceptable(tx, quote, load, QUOTE_MESSAGES.alreadyAccepted);
      return { quote, load };
    },

    /**
     * The one path to an accepted quote: the browser's PUT, Stripe's webhook and reconciliation.
     * Once the provider says the money is taken, it ends attached to the quote or refunded.
     */
    async acceptQuoteWithPayment({
      quoteId,
      loadId,
      paymentIntentId,
      payerUserId,
      onceOnly,
    }: Acceptance): Promise<{ changed: boolean }> {
      const quote = await findQuote(db, quoteId);
      const load = quote && (await findLoadRow(db, quote.loadId));
      if (
        !quote ||
        !load ||
        quote.loadId !== loadId ||
        (payerUserId !== undefined && load.shipperUserId !== payerUserId)
      ) {
        throw notFound(ACCEPTANCE_MESSAGES.quoteNotFound);
      }
      const done = (row: QuoteRow) =>
        row.status === 'accepted' && row.paymentIntentId === paymentIntentId;
      const record = await paymentFor(quote, load, paymentIntentId, payerUserId);
      const charged = done(quote) ? record : await succeededIntent(record);

      let outcome: { changed: boolean; refusal?: Refusal };
      try {
        outcome = await db.transaction(async (tx) => {
          if (onceOnly && !(await onceOnly(tx))) return { changed: false };
          // The load's row lock orders every quote, trip and payment decision of this load.
          const locked = await findLoadRow(tx, loadId, { forUpdate: true });
          if (!locked) throw notFound(LOAD_NOT_FOUND);
          const current = await findQuote(tx, quoteId);
          if (!current) throw notFound(ACCEPTANCE_MESSAGES.quoteNotFound);
          if (done(current)) return { changed: false };
          await paymentRecords.markStatus(paymentIntentId, 'succeeded', tx);
          const refusal = await refusalOf(tx, current, locked, record, charged);
          if (refusal) {
            // Committed with the refusal: the money is owed back from this moment on.
            // The whole of what the provider charged, whatever was asked for.
            await refunds.request(tx, { ...record, ...charged }, refusal.reason);
            return { changed: false, refusal };
          }
          await accept(tx, locked, current, paymentIntentId);
          return { changed: true };
        });
      } catch (error) {
        // The database's own guarantees, should two requests ever slip past the lock.
        const index = violatedUniqueIndex(error);
        if (index === 'quotes_payment_intent_id_unique') {
          throw new HttpError(409, ACCEPTANCE_MESSAGES.reused);
        }
        if (index !== null) throw new HttpError(409, ACCEPTANCE_MESSAGES.raceLost);
        throw error;
      }
      if (outcome.refusal) throw outcome.refusal.error;
      return { changed: outcome.changed };
    },

    /**
     * Rejects a pending quote, or cancels an acceptance (SPEC 'Cancel Acceptance') before the
     * trip starts: the trip is called off, the payment refunded in full, the quotes that the
     * acceptance closed pending again, and the load back in Find Loads.
     */
    async rejectQuote(quoteId: string, shipperUserId: string): Promise<{ changed: boolean }> {
      return db.transaction(async (tx) => {
        const before = await findQuote(tx, quoteId);
        if (!before) throw notFound(ACCEPTANCE_MESSAGES.quoteNotFound);
        const load = await findLoadRow(tx, before.loadId, { forUpdate: true });
        const quote = await findQuote(tx, quoteId);
        if (!quote || !load || load.shipperUserId !== shipperUserId) {
          throw notFound(load ? ACCEPTANCE_MESSAGES.quoteNotFound : LOAD_NOT_FOUND);
        }
        const trip = await liveTripOf(tx, quote.loadId);
        if (trip && hasStarted(trip)) throw new HttpError(409, QUOTE_MESSAGES.tripStarted);
        if (quote.status === 'rejected') return { changed: false };
        if (quote.status === 'pending' && (await otherAcceptedQuote(tx, quote))) {
          throw new HttpError(409, QUOTE_MESSAGES.alreadyAccepted);
        }

        const now = clock.now();
        if (quote.status === 'pending') {
          await tx
            .update(quotes)
            .set({ status: 'rejected', closedByQuoteId: null, updatedAt: now })
            .where(eq(quotes.id, quoteId));
          await news.rejected(tx, load, quote);
          return { changed: true };
        }

        if (trip) await cancelTrip(tx, trip.id, now);
        if (load.status !== 'pending') await loads.markStatus(tx, load.id, 'pending', now);
        await loads.markAccepted(tx, load.id, null);
        await tx
          .update(quotes)
          .set({
            status: 'rejected',
            acceptanceCancelledAt: now,
            paymentIntentId: null,
            approvedAmount: null,
            acceptedAt: null,
            updatedAt: now,
          })
          .where(eq(quotes.id, quoteId));
        const reopened = await tx
          .update(quotes)
          .set({ status: 'pending', closedByQuoteId: null, updatedAt: now })
          .where(and(eq(quotes.closedByQuoteId, quoteId), eq(quotes.status, 'rejected')))
          .returning();
        const payment = quote.paymentIntentId
          ? await paymentRecords.find(quote.paymentIntentId, tx)
          : null;
        if (payment) await refunds.request(tx, payment, 'acceptance_cancelled');
        await news.acceptanceCancelled(tx, load, quote, trip);
        await news.reopened(tx, load, reopened);
        return { changed: true };
      });
    },

    /** Start Trip: the group's own quote on that load, accepted; locked until the trip is stored. */
    async acceptedQuoteOfGroup(
      tx: Database,
      { quoteId, loadId, groupId }: { quoteId: string; loadId: string; groupId: string },
    ): Promise<QuoteRow> {
      const quote = await findQuote(tx, quoteId, true);
      if (!quote || quote.groupId !== groupId || quote.loadId !== loadId) {
        throw notFound(ACCEPTANCE_MESSAGES.quoteNotFound);
      }
      if (quote.status !== 'accepted') {
        throw new HttpError(409, 'A trip can start only once the shipper has accepted your quote.');
      }
      return quote;
    },
  };
}

export type QuoteAcceptanceService = ReturnType<typeof createQuoteAcceptanceService>;
