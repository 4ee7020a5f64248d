import { base64Url } from './base64-url';

/** docs/architecture.md §5: 32 random bytes, base64url (43 characters), the credential a driver link binds to. */
export function newDeviceKey(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** Where the key lives; IndexedDB in the app, memory in tests (jsdom has no IndexedDB). */
export type DeviceKeyStore = {
  /** The stored key, or `create()`'s key stored and returned, in one step. */
  readOrCreate(create: () => string): Promise<string>;
};

/** A readwrite transaction, so two tabs opening links at once still agree on one key. */
export const indexedDbDeviceKeyStore: DeviceKeyStore = {
  async readOrCreate(create) {
    // Dexie loads beside the driver page's first screen, not in it (issue 8 web budgets).
    const { driverDb } = await import('./driver-db');
    const db = driverDb();
    return db.transaction('rw', db.deviceKeys, async () => {
      const stored = await db.deviceKeys.get('device');
      if (stored) return stored.key;
      const key = create();
      await db.deviceKeys.add({ id: 'device', key, createdAt: new Date().toISOString() });
      return key;
    });
  },
};

/** Made once per device, then the same key for every link and every call. */
export function createDeviceKeyReader(store: DeviceKeyStore): () => Promise<string> {
  let pending: Promise<string> | null = null;
  return () => {
    pending ??= store.readOrCreate(newDeviceKey).catch((error: unknown) => {
      // A failure (storage blocked) may pass on the next try; it must not stick.
      pending = null;
      throw error;
    });
    return pending;
  };
}

export const getDeviceKey = createDeviceKeyReader(indexedDbDeviceKeyStore);
