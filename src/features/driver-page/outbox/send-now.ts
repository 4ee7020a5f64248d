import type { OutboxReplayer } from './outbox-replayer';

/** What became of a just-queued item by the time the page tells the driver. */
export type SendOutcome =
  | { kind: 'delivered' }
  | { kind: 'refused'; error: unknown }
  /** Offline, the server busy, or behind another of the link's items: it stays queued. */
  | { kind: 'waiting' };

/** Long enough for a send on a fair connection; past it the driver is told it is saved. */
const GRACE_MS = 3000;

/**
 * Asks the replay to send now (the driver just acted: no reason to sit out a backoff) and
 * reports what happened to `itemId` in that pass, or 'waiting' if it takes longer than the grace.
 */
export async function sendNow(
  replayer: Pick<OutboxReplayer, 'kick' | 'subscribe'>,
  itemId: number,
  graceMs = GRACE_MS,
): Promise<SendOutcome> {
  let outcome: SendOutcome = { kind: 'waiting' };
  const unsubscribe = replayer.subscribe((event) => {
    if (event.item.id !== itemId) return;
    outcome =
      event.type === 'delivered' ? { kind: 'delivered' } : { kind: 'refused', error: event.error };
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      replayer.kick({ ignoreBackoff: true }),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, graceMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
    unsubscribe();
  }
  return outcome;
}
