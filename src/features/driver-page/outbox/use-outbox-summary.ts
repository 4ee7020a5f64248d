import { useLiveQuery } from 'dexie-react-hooks';
import { driverDb, type OutboxRow } from '../../../lib/driver-db';

export type OutboxSummary = {
  waiting: number;
  stuck: number;
  /** The server's word on the oldest stuck item. */
  stuckMessage: string | null;
};

/** How long a new item may be in flight before the page calls it waiting. */
const FRESH_MS = 10_000;

const EMPTY: OutboxSummary = { waiting: 0, stuck: 0, stuckMessage: null };

function summarize(items: OutboxRow[]): OutboxSummary {
  const stuck = items.filter((item) => item.state === 'needs_attention');
  // A fresh item on its first try is on its way, not waiting: counting it would flash the line on
  // every report. Once a send failed, or it has sat a while (behind another, from a last visit),
  // it is waiting.
  const now = Date.now();
  const waiting = items.filter(
    (item) =>
      item.state !== 'needs_attention' && (item.attempts > 0 || now - item.createdAt > FRESH_MS),
  );
  return {
    waiting: waiting.length,
    stuck: stuck.length,
    stuckMessage: stuck[0]?.lastError ?? null,
  };
}

/** What this link still has to send, kept live as the outbox changes. */
export function useOutboxSummary(linkId: string): OutboxSummary {
  return useLiveQuery(
    () =>
      driverDb()
        .outbox.where('linkId')
        .equals(linkId)
        .toArray()
        .then(summarize)
        // No IndexedDB (a locked-down browser): nothing can be waiting, and the page still works.
        .catch(() => EMPTY),
    [linkId],
    EMPTY,
  );
}
