import Dexie, { type EntityTable } from 'dexie';

/** One stored value under its key; the persisted query cache is a single row. */
export type QueryCacheRow = { key: string; value: string };

/**
 * The persisted TanStack Query cache (docs/architecture.md §7), apart from the driver's database so that
 * dropping it (sign-out, a new build) never touches the device key or the outbox.
 */
export class QueryCacheDatabase extends Dexie {
  entries!: EntityTable<QueryCacheRow, 'key'>;

  constructor(name = 'gulf-freight-cache') {
    super(name);
    this.version(1).stores({ entries: 'key' });
  }
}

let database: QueryCacheDatabase | null = null;

/** Opened on first use, so nothing touches IndexedDB before the cache is restored or saved. */
export function queryCacheDb(): QueryCacheDatabase {
  database ??= new QueryCacheDatabase();
  return database;
}
