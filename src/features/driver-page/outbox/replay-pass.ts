import { ApiError } from '../../../lib/api-client';
import type { DriverDatabase, OutboxRow } from '../../../lib/driver-db';
import type { Deliver } from './deliver-item';
import { failureOutcome, failureText, refusalMessage } from './failure-outcome';
import { retryDelayMs } from './retry-delay';

export type OutboxEvent =
  { type: 'delivered'; item: OutboxRow } | { type: 'refused'; item: OutboxRow; error: unknown };

export type ReplayOptions = {
  deliver: Deliver;
  /** Start, `online` and visible again send at once, whatever the backoff said. */
  ignoreBackoff?: boolean;
  now?: () => number;
  random?: () => number;
  onEvent?: (event: OutboxEvent) => void;
};

/** The items of each link, oldest first; a link's order is its own (docs/architecture.md §7). */
function groupByLink(items: OutboxRow[]): OutboxRow[][] {
  const links = new Map<string, OutboxRow[]>();
  for (const item of items) {
    const list = links.get(item.linkId) ?? [];
    list.push(item);
    links.set(item.linkId, list);
  }
  return [...links.values()];
}

/** A 429's Retry-After is the server's own word on when to come back. */
function serverDelayMs(error: unknown): number {
  return error instanceof ApiError && error.retryAfterSeconds ? error.retryAfterSeconds * 1000 : 0;
}

/**
 * Sends what is waiting, link by link, in capture order. A link stops at its first item that
 * must wait (so its order holds); a refused item is set aside and the link goes on.
 * Returns when the next waiting item is due (epoch ms), or null when nothing waits.
 */
export async function replayOutboxOnce(
  db: DriverDatabase,
  { deliver, ignoreBackoff = false, now = Date.now, random = Math.random, onEvent }: ReplayOptions,
): Promise<number | null> {
  // 'sending' counts as queued: only one replay runs at a time, so it is a crash's leftover.
  const pending = await db.outbox.filter((item) => item.state !== 'needs_attention').toArray();
  let nextDue: number | null = null;
  const waitUntil = (at: number) => {
    nextDue = nextDue === null ? at : Math.min(nextDue, at);
  };

  for (const items of groupByLink(pending)) {
    for (const item of items) {
      const id = item.id as number;
      if (!ignoreBackoff && item.nextAttemptAt > now()) {
        waitUntil(item.nextAttemptAt);
        break;
      }
      await db.outbox.update(id, { state: 'sending' });
      try {
        await deliver(item);
        await db.outbox.delete(id);
        onEvent?.({ type: 'delivered', item });
        continue;
      } catch (error) {
        if (failureOutcome(error) === 'refused') {
          await db.outbox.update(id, {
            state: 'needs_attention',
            lastError: refusalMessage(error),
          });
          onEvent?.({ type: 'refused', item, error });
          continue;
        }
        const attempts = item.attempts + 1;
        const delay = Math.max(retryDelayMs(attempts, random), serverDelayMs(error));
        const nextAttemptAt = now() + delay;
        await db.outbox.update(id, {
          state: 'queued',
          attempts,
          nextAttemptAt,
          lastError: failureText(error),
        });
        waitUntil(nextAttemptAt);
        break;
      }
    }
  }
  return nextDue;
}
