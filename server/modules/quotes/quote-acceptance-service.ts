import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import {
  PaymentProviderError,
  type PaymentProvider,
} from '../../providers/payments/payment-provider';
import { findLoadRow } from '../loads/load-lookup';
import { LOAD_NOT_FOUND, type LoadsService } from '../loads/loads-service';
import type { LoadRow } from '../loads/loads.schema';
import type { QuoteNews } from '../notifications/quote-news';
import { chargeableMinorUnits } from '../payments/payment-amount';
import type { PaymentRecords } from '../payments/payment-records';
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
} as const;

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
  loads: LoadsService;
  /** Tells the carriers, in the decision's own transaction. */
  news: Pick<QuoteNews, 'accepted' | 'rejected' | 'acceptanceCancelled'>;
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
 * Accepting a quote after payment (DESIGN §6.3): the provider's word on the payment, never the
 * browser's; one accepted quote per load, whatever races the requests run.
 */
export function createQuoteAcceptanceService({
  db,
  clock,
  provider,
  paymentRecords,
  loads,
  news,
}: Dependencies) {
  /** Any state in which a pending quote may still be paid for and accepted. */
  async function assertAcceptable(tx: Database, quote: QuoteRow, raceMessage: string) {
    const trip = await liveTripOf(tx, quote.loadId);
    if (trip && hasStarted(trip)) throw new HttpError(409, QUOTE_MESSAGES.tripStarted);
    // Before this quote's own status: the winner of a race has just rejected it.
    if (await otherAcceptedQuote(tx, quote)) throw new HttpError(409, raceMessage);
    if (quote.status === 'accepted') throw new HttpError(409, ACCEPTANCE_MESSAGES.thisAccepted);
    if (quote.status === 'rejected') throw new HttpError(409, ACCEPTANCE_MESSAGES.rejected);
  }

  async function verifyPayment(
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

    let intent;
    try {
      intent = await provider.retrieveIntent(paymentIntentId);
    } catch (error) {
      if (error instanceof PaymentProviderError) {
        throw new HttpError(502, ACCEPTANCE_MESSAGES.providerDown);
      }
      throw error;
    }
    if (!intent) throw new HttpError(402, ACCEPTANCE_MESSAGES.notPaid);
    if (intent.metadata.quoteId !== quote.id || intent.metadata.loadId !== load.id) {
      throw new HttpError(402, ACCEPTANCE_MESSAGES.otherQuote);
    }
    if (intent.status !== 'succeeded') throw new HttpError(402, ACCEPTANCE_MESSAGES.notPaid);
    if (intent.currency !== load.currency) {
      throw new HttpError(402, ACCEPTANCE_MESSAGES.wrongCurrency);
    }
    // Against the quote as it is now: an offer changed after paying no longer matches.
    if (intent.amountMinor !== chargeableMinorUnits(quote.offer, load.currency)) {
      throw new HttpError(402, ACCEPTANCE_MESSAGES.wrongAmount);
    }
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

    /** Before a payment is created: the shipper's load, its pending quote, nothing accepted yet. */
    async payableQuote(
      shipperUserId: string,
      { quoteId, loadId }: { quoteId: string; loadId: string },
    ): Promise<{ quote: QuoteRow; load: LoadRow }> {
      const load = await loads.getOwned(shipperUserId, loadId);
      const quote = await findQuote(db, quoteId);
      if (!quote || quote.loadId !== load.id) throw notFound(ACCEPTANCE_MESSAGES.quoteNotFound);
      await assertAcceptable(db, quote, QUOTE_MESSAGES.alreadyAccepted);
      return { quote, load };
    },

    /** The one path to an accepted quote, for the browser's PUT and for Stripe's webhook alike. */
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
      if (!done(quote)) {
        await assertAcceptable(db, quote, ACCEPTANCE_MESSAGES.raceLost);
        await verifyPayment(quote, load, paymentIntentId, payerUserId);
      }

      try {
        return await db.transaction(async (tx) => {
          if (onceOnly && !(await onceOnly(tx))) return { changed: false };
          // The load's row lock orders every quote and trip change of this load.
          const locked = await findLoadRow(tx, loadId, { forUpdate: true });
          if (!locked) throw notFound(LOAD_NOT_FOUND);
          const current = await findQuote(tx, quoteId);
          if (!current) throw notFound(ACCEPTANCE_MESSAGES.quoteNotFound);
          if (done(current)) return { changed: false };
          await assertAcceptable(tx, current, ACCEPTANCE_MESSAGES.raceLost);
          // The offer the payment was checked against, unless the carrier changed it meanwhile.
          if (current.offer !== quote.offer) {
            throw new HttpError(402, ACCEPTANCE_MESSAGES.wrongAmount);
          }

          const now = clock.now();
          const [accepted] = await tx
            .update(quotes)
            .set({
              status: 'accepted',
              acceptedAt: now,
              approvedAmount: current.offer,
              paymentIntentId,
              updatedAt: now,
            })
            .where(and(eq(quotes.id, quoteId), eq(quotes.status, 'pending')))
            .returning();
          const closed = await tx
            .update(quotes)
            .set({ status: 'rejected', updatedAt: now })
            .where(
              and(eq(quotes.loadId, loadId), ne(quotes.id, quoteId), ne(quotes.status, 'rejected')),
            )
            .returning();
          await paymentRecords.markStatus(paymentIntentId, 'succeeded', tx);
          if (accepted) {
            await loads.markAccepted(tx, loadId, accepted.id);
            await news.accepted(tx, locked, accepted, closed);
          }
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
    },

    /** Rejects a pending quote, or cancels an acceptance together with a trip not yet started. */
    async rejectQuote(quoteId: string, shipperUserId: string): Promise<{ changed: boolean }> {
      return db.transaction(async (tx) => {
        const before = await findQuote(tx, quoteId);
        if (!before) throw notFound(ACCEPTANCE_MESSAGES.quoteNotFound);
        const load = await findLoadRow(tx, before.loadId, { forUpdate: true });
        const quote = await findQuote(tx, quoteId);
        if (!quote || load?.shipperUserId !== shipperUserId) {
          throw notFound(load ? ACCEPTANCE_MESSAGES.quoteNotFound : LOAD_NOT_FOUND);
        }
        const trip = await liveTripOf(tx, quote.loadId);
        if (trip && hasStarted(trip)) throw new HttpError(409, QUOTE_MESSAGES.tripStarted);
        if (quote.status === 'rejected') return { changed: false };
        if (quote.status === 'pending' && (await otherAcceptedQuote(tx, quote))) {
          throw new HttpError(409, QUOTE_MESSAGES.alreadyAccepted);
        }

        const now = clock.now();
        if (quote.status === 'accepted' && trip) {
          await cancelTrip(tx, trip.id, now);
          await loads.markStatus(tx, quote.loadId, 'pending', now);
        }
        if (quote.status === 'accepted') await loads.markAccepted(tx, quote.loadId, null);
        await tx
          .update(quotes)
          .set({ status: 'rejected', updatedAt: now })
          .where(eq(quotes.id, quoteId));
        if (quote.status === 'accepted') {
          await news.acceptanceCancelled(tx, load, quote, trip);
        } else {
          await news.rejected(tx, load, quote);
        }
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
