import { DRIVER_DB_NAME, readLegacyDeviceKey, type LegacyDeviceKeyRow } from './driver-db-peek';
import { committed, databaseOpener, settled } from './indexed-db';

/** Where the key lives; IndexedDB in the app, memory in tests that are not about storage. */
export type DeviceKeyStore = {
  /** The stored key, or `create()`'s key stored and returned, in one step. */
  readOrCreate(create: () => string): Promise<string>;
};

/** The device key's own database: read before every driver link's first screen. */
export const DEVICE_KEY_DB_NAME = 'gulf-freight-device';
const KEYS = 'deviceKeys';

/** The old table's row, copied over as it is. */
type DeviceKeyRow = LegacyDeviceKeyRow;

async function readKey(database: IDBDatabase): Promise<string | null> {
  const row = await settled<DeviceKeyRow | undefined>(
    database.transaction(KEYS).objectStore(KEYS).get('device'),
  );
  return row?.key || null;
}

/**
 * Stores `row` unless a key is there already, and returns the one that stays: one readwrite
 * transaction, so two tabs opening links at once still agree on one key.
 */
async function keepFirstKey(database: IDBDatabase, row: DeviceKeyRow): Promise<string> {
  const transaction = database.transaction(KEYS, 'readwrite');
  const keys = transaction.objectStore(KEYS);
  let kept = row.key;
  const existing = keys.get('device');
  existing.onsuccess = () => {
    const found = existing.result as DeviceKeyRow | undefined;
    if (found?.key) kept = found.key;
    else keys.put(row);
  };
  await committed(transaction);
  return kept;
}

type StoreNames = { name?: string; legacyName?: string };

/**
 * The device key in plain IndexedDB, so the driver page's first load does without Dexie (issue
 * 21 §6). A phone that bound links before keeps its key: the first read finds it where those
 * builds kept it, in the outbox's database, and copies it here (that row is left as it was).
 */
export function createIndexedDbDeviceKeyStore({
  name = DEVICE_KEY_DB_NAME,
  legacyName = DRIVER_DB_NAME,
}: StoreNames = {}): DeviceKeyStore {
  const open = databaseOpener(name, 1, (database) => {
    if (!database.objectStoreNames.contains(KEYS)) {
      database.createObjectStore(KEYS, { keyPath: 'id' });
    }
  });
  return {
    async readOrCreate(create) {
      const database = await open();
      const stored = await readKey(database);
      if (stored) return stored;
      // A failure here is thrown (the page offers to try again): a new key would lock the
      // driver out of every link the old one bound.
      const legacy = await readLegacyDeviceKey(legacyName);
      return keepFirstKey(
        database,
        legacy ?? { id: 'device', key: create(), createdAt: new Date().toISOString() },
      );
    },
  };
}
