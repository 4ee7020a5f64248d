import { and, asc, eq, gt, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { LiveEvent } from '../../../src/contract/notifications';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { liveEventSequences, liveEvents } from './live-events.schema';

/** The PostgreSQL channel every instance listens on; payloads carry row and user ids only. */
export const LIVE_EVENTS_CHANNEL = 'gf_live_events';

/** Rows older than this are purged: a client away longer than that refetches everything anyway. */
export const LIVE_EVENT_RETENTION_MS = 60 * 60 * 1000;

/** What a NOTIFY on the channel says: which rows were written for which users. */
export type LiveEventsSignal = { rows: { id: number; userId: string }[] };

/** NOTIFY payloads stop at 8000 bytes; this many rows stay well under it. */
const ROWS_PER_SIGNAL = 100;

/** An event as its stream sends it: `seq` is its number in its user's stream (the SSE id). */
export type StoredLiveEvent = { seq: number; userId: string; event: LiveEvent };

export type LiveEventDelivery = { userIds: string[]; event: LiveEvent };

/** Committed rows are numbered (their commit trigger ran), which their type cannot know. */
function numbered(rows: (typeof liveEvents.$inferSelect)[]): StoredLiveEvent[] {
  return rows.flatMap(({ seq, userId, payload }) =>
    seq === null ? [] : [{ seq, userId, event: payload as LiveEvent }],
  );
}

export function createLiveEventsService({ db, clock }: { db: Database; clock: Clock }) {
  /**
   * One statement writes every row and sends their signals: the rows go in as one array per
   * column (the text is the same whatever the count, and nothing is built per value), and the
   * signals are made from what the insert returned, ROWS_PER_SIGNAL rows each, as compact JSON
   * of exactly LiveEventsSignal's shape.
   */
  async function publishMany(tx: Database, deliveries: LiveEventDelivery[]): Promise<void> {
    const userIds: string[] = [];
    const payloads: string[] = [];
    for (const { userIds: recipients, event } of deliveries) {
      const payload = JSON.stringify(event);
      for (const userId of new Set(recipients)) {
        userIds.push(userId);
        payloads.push(payload);
      }
    }
    if (userIds.length === 0) return;
    await tx.execute(sql`
      with stored as (
        insert into ${liveEvents} (user_id, payload, created_at)
        select user_id, payload::jsonb, ${clock.now()}::timestamptz
        from unnest(${sql.param(userIds)}::uuid[], ${sql.param(payloads)}::text[])
          as r(user_id, payload)
        returning id, user_id),
      numbered as (
        select id, user_id, (row_number() over (order by id) - 1) / ${ROWS_PER_SIGNAL} as signal
        from stored)
      select pg_notify(${LIVE_EVENTS_CHANNEL}, '{"rows":[' || string_agg(
        '{"id":' || id || ',"userId":"' || user_id || '"}', ',' order by id) || ']}')
      from numbered
      group by signal`);
  }

  return {
    /**
     * Records the event for each user in the caller's transaction and signals every instance.
     * NOTIFY is transactional: it is delivered when the change commits and dropped if it rolls
     * back, so a stream never announces a change that did not happen. The rows are numbered in
     * each user's stream as the transaction commits (live_events.schema.ts), not here: a number
     * taken now could be overtaken by a transaction that commits first.
     */
    async publish(tx: Database, userIds: string[], event: LiveEvent): Promise<void> {
      await publishMany(tx, [{ userIds, event }]);
    },

    /** Several events in one insert and as few signals as fit: for batches (positions). */
    publishMany,

    /** One user's events numbered above `afterSeq`, in commit order, at most `limit` (replay). */
    async after(userId: string, afterSeq: number, limit: number): Promise<StoredLiveEvent[]> {
      const rows = await db
        .select()
        .from(liveEvents)
        .where(and(eq(liveEvents.userId, userId), gt(liveEvents.seq, afterSeq)))
        .orderBy(asc(liveEvents.seq))
        .limit(limit);
      return numbered(rows);
    },

    /** The user's newest event number (0 when none): where a fresh stream starts. */
    async latestSeq(userId: string): Promise<number> {
      const [row] = await db
        .select({ lastSeq: liveEventSequences.lastSeq })
        .from(liveEventSequences)
        .where(eq(liveEventSequences.userId, userId));
      return row?.lastSeq ?? 0;
    },

    /** Events by row id (what a signal names), in commit order, for the connected users. */
    async byIds(ids: number[]): Promise<StoredLiveEvent[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(liveEvents)
        .where(and(inArray(liveEvents.id, ids), isNotNull(liveEvents.seq)))
        .orderBy(asc(liveEvents.seq));
      return numbered(rows);
    },

    /** Deletes rows older than the retention window; returns how many went. */
    async purgeOld(now: Date = clock.now()): Promise<number> {
      const cutoff = new Date(now.getTime() - LIVE_EVENT_RETENTION_MS);
      const deleted = await db
        .delete(liveEvents)
        .where(lt(liveEvents.createdAt, cutoff))
        .returning({ id: liveEvents.id });
      return deleted.length;
    },
  };
}

export type LiveEventsService = ReturnType<typeof createLiveEventsService>;
