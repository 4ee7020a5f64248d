import type { DriverDatabase } from '../../../lib/driver-db';

/**
 * 'Try again' on items the server refused: queued again as if new (the same key, so the server
 * still applies each once). Returns how many were still there to retry.
 */
export function retryOutboxItems(
  db: DriverDatabase,
  ids: readonly number[],
  now = Date.now(),
): Promise<number> {
  return db.outbox
    .where(':id')
    .anyOf([...ids])
    .modify({ state: 'queued', attempts: 0, nextAttemptAt: now, lastError: null });
}

/** 'Discard': the driver gives these up; they are never sent. */
export function discardOutboxItems(db: DriverDatabase, ids: readonly number[]): Promise<void> {
  return db.outbox.bulkDelete([...ids]);
}
