import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The Drizzle handle every service uses: the same PostgreSQL dialect on PGlite and on a server.
 * A transaction is one too, so services accept either and callers compose them atomically.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

/** Receives each NOTIFY payload sent on a channel, once the sending transaction commits. */
export type NotificationListener = (payload: string) => void;

export type DatabaseHandle = {
  kind: 'pglite' | 'postgres';
  db: Database;
  ping(): Promise<boolean>;
  /**
   * LISTENs on `channel` until the returned function is called. If the listening connection is
   * lost, `onLost` is called at once, the connection is re-established and `onResumed` is called:
   * notifications sent while it was down are gone, so the subscriber catches up from its tables
   * (and trusts nothing it keeps in memory in between).
   */
  listen(
    channel: string,
    onPayload: NotificationListener,
    onResumed?: () => void,
    onLost?: () => void,
  ): Promise<() => Promise<void>>;
  /** Also stops every listener. */
  close(): Promise<void>;
};

/** PostgreSQL's unique_violation, wherever the driver or Drizzle put it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The rows of a raw `execute`: both drivers answer `{ rows }`. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
