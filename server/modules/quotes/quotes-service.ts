import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { createQuoteRequest, GroupQuote } from '../../../src/contract/quotes';
import { isUniqueViolation, type Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import { liveTripOf } from '../trips/live-trip';
import { findLoadRow } from '../loads/load-lookup';
import { LOAD_NOT_FOUND, type LoadsService } from '../loads/loads-service';
import type { LoadRow } from '../loads/loads.schema';
import type { QuoteNews } from '../notifications/quote-news';
import { truckGroups } from '../truck-groups/truck-groups.schema';
import type { TrucksService } from '../trucks/trucks-service';
import { trucks } from '../trucks/trucks.schema';
import { quotes, type QuoteRow } from './quotes.schema';

export const QUOTE_MESSAGES = {
  tripStarted: 'Quote actions are disabled as the trip has already started.',
  alreadyAccepted: 'Cannot modify quotes when one has already been accepted.',
  alreadyQuoted: 'You have already quoted this load. Update your quote instead.',
  notQuoted: 'You have not quoted this load yet.',
  closed: 'This load is no longer open for quotes.',
  beingPaid: 'The shipper is paying for this quote. You can change it once the payment ends.',
} as const;

type QuoteInput = z.infer<typeof createQuoteRequest>;
/** The provider acting, and the truck group it acts for. */
export type QuotingCaller = { userId: string; groupId: string };

/** A quote as the load's shipper reads it: the carrier is its truck group. */
export type QuoteOnLoad = Pick<QuoteRow, 'id' | 'groupId' | 'offer' | 'status' | 'createdAt'> & {
  groupName: string;
  truck: { model: string; type: string } | null;
};

export function toGroupQuote(row: QuoteRow): GroupQuote {
  return {
    _id: row.id,
    loadId: row.loadId,
    offer: row.offer,
    status: row.status,
    truckId: row.truckId,
    approvedAmount: row.approvedAmount,
    acceptanceCancelled: row.status === 'rejected' && row.acceptanceCancelledAt !== null,
    timeStamps: { createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() },
  };
}

type Dependencies = {
  db: Database;
  clock: Clock;
  loads: LoadsService;
  trucks: TrucksService;
  /** Tells the load's shipper, in the quote's own transaction. */
  news: Pick<QuoteNews, 'received' | 'updated'>;
  /** Whether an open payment intent freezes the quote's price (the payments module knows). */
  isBeingPaid: (tx: Database, quoteId: string, at: Date) => Promise<boolean>;
};

export function createQuotesService({
  db,
  clock,
  loads,
  trucks: fleet,
  news,
  isBeingPaid,
}: Dependencies) {
  /** Holds the load's row lock, so a quote never lands beside an acceptance or a trip start. */
  async function lockQuotableLoad(tx: Database, loadId: string): Promise<LoadRow> {
    const load = await findLoadRow(tx, loadId, { forUpdate: true });
    if (!load) throw notFound(LOAD_NOT_FOUND);
    if (await liveTripOf(tx, loadId)) throw new HttpError(409, QUOTE_MESSAGES.tripStarted);
    const [accepted] = await tx
      .select({ id: quotes.id })
      .from(quotes)
      .where(and(eq(quotes.loadId, loadId), eq(quotes.status, 'accepted')));
    if (accepted) throw new HttpError(409, QUOTE_MESSAGES.alreadyAccepted);
    if (load.status !== 'pending') throw new HttpError(409, QUOTE_MESSAGES.closed);
    return load;
  }

  async function findGroupQuote(tx: Database, groupId: string, loadId: string) {
    const [row] = await tx
      .select()
      .from(quotes)
      .where(and(eq(quotes.loadId, loadId), eq(quotes.groupId, groupId)));
    return row ?? null;
  }

  return {
    /**
     * With a `requestId` (the request's Idempotency-Key) it is the quote's id, so a retry after a
     * crash between the commit and the answer is answered with the quote it made, not refused.
     */
    async create(
      caller: QuotingCaller,
      input: QuoteInput,
      requestId?: string,
    ): Promise<GroupQuote> {
      // The first attempt's quote, found before the load is judged: it may have closed since.
      const earlier =
        requestId === undefined ? null : await findGroupQuote(db, caller.groupId, input.loadId);
      if (earlier && earlier.id === requestId) return toGroupQuote(earlier);
      try {
        return await db.transaction(async (tx) => {
          const load = await lockQuotableLoad(tx, input.loadId);
          if (await findGroupQuote(tx, caller.groupId, input.loadId)) {
            throw new HttpError(409, QUOTE_MESSAGES.alreadyQuoted);
          }
          if (input.truckId) await fleet.getActiveForGroup(caller.groupId, input.truckId, tx);
          const now = clock.now();
          const [row] = await tx
            .insert(quotes)
            .values({
              ...(requestId === undefined ? {} : { id: requestId }),
              loadId: input.loadId,
              groupId: caller.groupId,
              providerUserId: caller.userId,
              truckId: input.truckId ?? null,
              offer: input.offer,
              status: 'pending',
              createdAt: now,
              updatedAt: now,
              loadCreatedAt: load.createdAt,
              loadNumber: load.number,
            })
            .returning();
          if (!row) throw new Error('Quote was not stored');
          await loads.recordFirstQuote(tx, input.loadId, now);
          await news.received(tx, load, row);
          return toGroupQuote(row);
        });
      } catch (error) {
        // Two simultaneous first quotes of one group: the unique index keeps one.
        if (isUniqueViolation(error)) throw new HttpError(409, QUOTE_MESSAGES.alreadyQuoted);
        throw error;
      }
    },

    /**
     * Only the group's own pending quote changes (or one whose acceptance the shipper cancelled,
     * which becomes pending again); an omitted truck stays, null removes it. Never while the
     * shipper is paying for it: the price paid must be the price accepted.
     */
    async update(caller: QuotingCaller, input: QuoteInput): Promise<GroupQuote> {
      return db.transaction(async (tx) => {
        const load = await lockQuotableLoad(tx, input.loadId);
        const own = await findGroupQuote(tx, caller.groupId, input.loadId);
        if (!own) throw notFound(QUOTE_MESSAGES.notQuoted);
        const offersAgain = own.status === 'rejected' && own.acceptanceCancelledAt !== null;
        if (own.status !== 'pending' && !offersAgain) {
          throw new HttpError(
            409,
            own.status === 'accepted'
              ? 'Your quote was accepted and can no longer be changed.'
              : 'Your quote was rejected and can no longer be changed.',
          );
        }
        if (await isBeingPaid(tx, own.id, clock.now())) {
          throw new HttpError(409, QUOTE_MESSAGES.beingPaid);
        }
        if (input.truckId) await fleet.getActiveForGroup(caller.groupId, input.truckId, tx);
        const [row] = await tx
          .update(quotes)
          .set({
            offer: input.offer,
            truckId: input.truckId === undefined ? own.truckId : input.truckId,
            status: 'pending',
            acceptanceCancelledAt: null,
            updatedAt: clock.now(),
          })
          .where(eq(quotes.id, own.id))
          .returning();
        if (!row) throw notFound(QUOTE_MESSAGES.notQuoted);
        // A new offer after a cancelled acceptance reaches the shipper as a quote received.
        if (offersAgain) await news.received(tx, load, row);
        else await news.updated(tx, load, row, own);
        return toGroupQuote(row);
      });
    },

    async getForLoadGroup(groupId: string, loadId: string): Promise<GroupQuote | null> {
      const row = await findGroupQuote(db, groupId, loadId);
      return row ? toGroupQuote(row) : null;
    },

    /** Every quote on a load, oldest first; callers decide who may see which. */
    async listForLoad(loadId: string): Promise<QuoteOnLoad[]> {
      // Read-only joins for the carrier's name and the offered truck.
      const rows = await db
        .select({
          id: quotes.id,
          groupId: quotes.groupId,
          offer: quotes.offer,
          status: quotes.status,
          createdAt: quotes.createdAt,
          groupName: truckGroups.name,
          truckModel: trucks.model,
          truckType: trucks.type,
        })
        .from(quotes)
        .innerJoin(truckGroups, eq(truckGroups.id, quotes.groupId))
        .leftJoin(trucks, eq(trucks.id, quotes.truckId))
        .where(eq(quotes.loadId, loadId))
        .orderBy(asc(quotes.createdAt), asc(quotes.id));
      return rows.map(({ truckModel, truckType, ...quote }) => ({
        ...quote,
        truck: truckModel && truckType ? { model: truckModel, type: truckType } : null,
      }));
    },
  };
}

export type QuotesService = ReturnType<typeof createQuotesService>;
