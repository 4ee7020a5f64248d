import { and, asc, eq, gt, inArray, lt, max, sql } from 'drizzle-orm';
import type { LiveEvent } from '../../../src/contract/notifications';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { liveEvents } from './live-events.schema';

/** The PostgreSQL channel every instance listens on; payloads carry row and user ids only. */
export const LIVE_EVENTS_CHANNEL = 'gf_live_events';

/** Rows older than this are purged: a client away longer than that refetches everything anyway. */
export const LIVE_EVENT_RETENTION_MS = 60 * 60 * 1000;

/** What a NOTIFY on the channel says: which rows were written for which users. */
export type LiveEventsSignal = { rows: { id: number; userId: string }[] };

/** NOTIFY payloads stop at 8000 bytes; this many rows stay well under it. */
const ROWS_PER_SIGNAL = 100;

export type StoredLiveEvent = { id: number; userId: string; event: LiveEvent };

export type LiveEventDelivery = { userIds: string[]; event: LiveEvent };

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
     * back, so a stream never announces a change that did not happen.
     */
    async publish(tx: Database, userIds: string[], event: LiveEvent): Promise<void> {
      await publishMany(tx, [{ userIds, event }]);
    },

    /** Several events in one insert and as few signals as fit: for batches (positions). */
    publishMany,

    /** One user's events after `afterId`, oldest first, at most `limit` (replay on reconnect). */
    async after(userId: string, afterId: number, limit: number): Promise<StoredLiveEvent[]> {
      const rows = await db
        .select()
        .from(liveEvents)
        .where(and(eq(liveEvents.userId, userId), gt(liveEvents.id, afterId)))
        .orderBy(asc(liveEvents.id))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        userId: row.userId,
        event: row.payload as LiveEvent,
      }));
    },

    /** The user's newest event id (0 when none): where a fresh stream starts. */
    async latestId(userId: string): Promise<number> {
      const [row] = await db
        .select({ id: max(liveEvents.id) })
        .from(liveEvents)
        .where(eq(liveEvents.userId, userId));
      return Number(row?.id ?? 0);
    },

    /** Events by id (what a signal names), for delivering to the connected users. */
    async byIds(ids: number[]): Promise<StoredLiveEvent[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(liveEvents)
        .where(inArray(liveEvents.id, ids))
        .orderBy(asc(liveEvents.id));
      return rows.map((row) => ({
        id: row.id,
        userId: row.userId,
        event: row.payload as LiveEvent,
      }));
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
