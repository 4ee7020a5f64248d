import type { DriverDatabase, OutboxKind, OutboxRow } from '../../../lib/driver-db';

/** What the caller knows when it captures a write; the rest is bookkeeping. */
export type OutboxDraft = {
  linkId: string;
  tripId: string;
  kind: OutboxKind;
  body: unknown;
  idempotencyKey: string;
};

/** Stores the write before anything is sent, so a reload, a crash or no network loses nothing. */
export async function enqueueOutboxItem(
  db: DriverDatabase,
  draft: OutboxDraft,
  now = Date.now(),
): Promise<number> {
  const row: OutboxRow = {
    ...draft,
    createdAt: now,
    attempts: 0,
    nextAttemptAt: now,
    state: 'queued',
    lastError: null,
  };
  return (await db.outbox.add(row)) as number;
}
