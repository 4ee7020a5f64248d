import { openExisting, settled } from './indexed-db';

/** The driver's Dexie database (src/lib/driver-db.ts): the outbox, and the device key's old home. */
export const DRIVER_DB_NAME = 'gulf-freight-driver';

/** The device key's row as driver-db.ts's `deviceKeys` table keeps it. */
export type LegacyDeviceKeyRow = { id: 'device'; key: string; createdAt: string };

/**
 * One read of the driver's database as Dexie laid it out, with plain IndexedDB, so the driver
 * page's first load does without Dexie (issue 21 §6). Null when the database, or the store, is
 * not there; never creates or changes either.
 */
async function peek<T>(
  name: string,
  storeName: string,
  read: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | null> {
  const database = await openExisting(name);
  if (!database) return null;
  try {
    if (!database.objectStoreNames.contains(storeName)) return null;
    return await settled(read(database.transaction(storeName).objectStore(storeName)));
  } finally {
    database.close();
  }
}

/**
 * The device key as builds before issue 21 §6 stored it, or null when this phone has none there.
 * A failure to read is thrown, never taken for "none": a new key would lock the driver out of the
 * links this phone already bound.
 */
export async function readLegacyDeviceKey(
  name = DRIVER_DB_NAME,
): Promise<LegacyDeviceKeyRow | null> {
  const row = await peek<unknown>(name, 'deviceKeys', (store) => store.get('device'));
  const key = (row as Partial<LegacyDeviceKeyRow> | null)?.key;
  if (typeof key !== 'string' || key === '') return null;
  const { createdAt } = row as Partial<LegacyDeviceKeyRow>;
  return {
    id: 'device',
    key,
    createdAt: typeof createdAt === 'string' ? createdAt : new Date().toISOString(),
  };
}

/** Whether the outbox holds anything, of any link: queued, sending or refused. */
export async function outboxHasItems(name = DRIVER_DB_NAME): Promise<boolean> {
  return ((await peek(name, 'outbox', (store) => store.count())) ?? 0) > 0;
}
