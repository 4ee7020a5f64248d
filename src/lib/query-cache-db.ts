import { committed, databaseOpener, settled } from './indexed-db';

/** One stored value under its key; the persisted query cache is a single row. */
export type QueryCacheRow = { key: string; value: string };

/** A key/value store of strings, as the async persister needs one. */
export type QueryCacheStore = {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
};

const ENTRIES = 'entries';
/**
 * Dexie's version 1 as IndexedDB numbers it (×10), with Dexie's layout ('entries', keyed by
 * `key`): a cache saved by a build that still used Dexie restores as it was.
 */
const VERSION = 10;

/**
 * The persisted TanStack Query cache (docs/architecture.md §7), apart from the driver's
 * databases so that dropping it (sign-out, a new build) never touches the device key or the
 * outbox. Plain IndexedDB: every page restores it before its queries run (issue 21 §6).
 */
export function createQueryCacheStore(name = 'gulf-freight-cache'): QueryCacheStore {
  const open = databaseOpener(name, VERSION, (database) => {
    if (!database.objectStoreNames.contains(ENTRIES)) {
      database.createObjectStore(ENTRIES, { keyPath: 'key' });
    }
  });
  /** Makes one request in a transaction; its result once the transaction has committed. */
  const inTransaction = async <T>(
    mode: IDBTransactionMode,
    request: (entries: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T> => {
    const transaction = (await open()).transaction(ENTRIES, mode);
    const [result] = await Promise.all([
      settled(request(transaction.objectStore(ENTRIES))),
      committed(transaction),
    ]);
    return result;
  };
  return {
    async get(key) {
      const row = await inTransaction<QueryCacheRow | undefined>('readonly', (entries) =>
        entries.get(key),
      );
      return typeof row?.value === 'string' ? row.value : null;
    },
    async set(key, value) {
      await inTransaction('readwrite', (entries) => entries.put({ key, value }));
    },
    async remove(key) {
      await inTransaction('readwrite', (entries) => entries.delete(key));
    },
  };
}

let store: QueryCacheStore | null = null;

/** Opened on first use, so nothing touches IndexedDB before the cache is restored or saved. */
export function queryCacheStore(): QueryCacheStore {
  store ??= createQueryCacheStore();
  return store;
}
