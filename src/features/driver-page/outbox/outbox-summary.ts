import { isPending } from './queued-items';
import type { LinkOutbox } from './use-link-outbox';

export type OutboxSummary = {
  /** Items on their way that have taken a while: what the status line calls waiting. */
  waiting: number;
  /** Every item not yet sent and not refused, fresh ones included. */
  unsent: number;
  stuck: number;
  /** The server's word on the oldest stuck item. */
  stuckMessage: string | null;
};

/** How long a new item may be in flight before the page calls it waiting. */
const FRESH_MS = 10_000;

export function summarizeOutbox({ items, readAt }: LinkOutbox): OutboxSummary {
  const stuck = items.filter((item) => !isPending(item));
  const unsent = items.filter(isPending);
  // A fresh item on its first try is on its way, not waiting: counting it would flash the line on
  // every report. Once a send failed, or it has sat a while (from a last visit), it is waiting,
  // and so is everything captured after it: the link's items go in order.
  const firstWaiting = unsent.findIndex(
    (item) => item.attempts > 0 || readAt - item.createdAt > FRESH_MS,
  );
  return {
    waiting: firstWaiting < 0 ? 0 : unsent.length - firstWaiting,
    unsent: unsent.length,
    stuck: stuck.length,
    stuckMessage: stuck.find((item) => item.lastError)?.lastError ?? null,
  };
}
