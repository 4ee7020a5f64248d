/**
 * Plain IndexedDB as promises, for the small stores a page reads on its first screen (the device
 * key, the persisted query cache): Dexie is ~30 KiB gzipped, these few lines are not (issue 21 §6).
 */

/** A request's result, or its error. */
export function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/**
 * Resolves once the transaction has committed. A write is only kept then: a full disk
 * (QuotaExceededError) shows as an abort after the request itself succeeded.
 */
export function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = () =>
      reject(transaction.error ?? new DOMException('The transaction was aborted', 'AbortError'));
    transaction.oncomplete = () => resolve();
    transaction.onabort = failed;
    transaction.onerror = failed;
  });
}

/** Without IndexedDB (some private modes) nothing can be stored: said once, the same way. */
function indexedDbFactory(): IDBFactory {
  if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available here');
  return indexedDB;
}

/**
 * Opens `name` at `version` (creating it), `upgrade` laying out what a new database lacks, and
 * hands back one connection for every caller. The connection gives way when another tab asks
 * for a newer version or deletes the database; the next call opens a new one.
 */
export function databaseOpener(
  name: string,
  version: number,
  upgrade: (database: IDBDatabase) => void,
): () => Promise<IDBDatabase> {
  let opening: Promise<IDBDatabase> | null = null;
  const forget = () => {
    opening = null;
  };
  return () => {
    if (opening) return opening;
    const request = indexedDbFactory().open(name, version);
    request.onupgradeneeded = () => upgrade(request.result);
    opening = settled(request).then(
      (database) => {
        database.onversionchange = () => {
          database.close();
          forget();
        };
        // The browser closed it (storage cleared, disk trouble).
        database.onclose = forget;
        return database;
      },
      (error: unknown) => {
        // Storage blocked now may be allowed on the next try: the failure must not stick.
        forget();
        throw error;
      },
    );
    return opening;
  };
}

/**
 * Opens `name` as it is, or gives null when there is no such database: it never makes one
 * (opening an absent database creates it, so that creation is aborted). For reading what another
 * store owns without changing it; the caller closes the connection.
 */
export async function openExisting(name: string): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return null;
  const request = indexedDB.open(name);
  let absent = false;
  request.onupgradeneeded = () => {
    absent = true;
    request.transaction?.abort();
  };
  try {
    const database = await settled(request);
    database.onversionchange = () => database.close();
    return database;
  } catch (error) {
    if (absent) return null;
    throw error;
  }
}
