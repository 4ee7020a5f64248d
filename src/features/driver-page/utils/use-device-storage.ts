import { useCallback, useEffect, useState } from 'react';

export type DeviceStorage = {
  /** Bytes this site uses and may use; null when the browser cannot say. */
  estimate: { usage: number; quota: number } | null;
  /** Whether the browser promised not to clear this site's data; null when it cannot say. */
  persisted: boolean | null;
  /** The driver asked and the browser said no (it decides by its own rules, e.g. installed apps). */
  refused: boolean;
  refresh: () => Promise<void>;
  /** Asks the browser to keep the data; only offered where the browser can be asked. */
  persist: (() => Promise<void>) | null;
};

type Reading = Pick<DeviceStorage, 'estimate' | 'persisted'>;

/** StorageManager is missing in old browsers and on plain http; each method may be too. */
const storageManager = (): Partial<StorageManager> | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.storage;

async function readStorage(): Promise<Reading> {
  const storage = storageManager();
  const [estimate, persisted] = await Promise.all([
    storage?.estimate?.().catch(() => null) ?? null,
    storage?.persisted?.().catch(() => null) ?? null,
  ]);
  const known = estimate && estimate.usage !== undefined && estimate.quota !== undefined;
  return {
    estimate: known ? { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0 } : null,
    persisted: typeof persisted === 'boolean' ? persisted : null,
  };
}

/** What the settings show about this phone's storage for the queued writes (docs/architecture.md §7). */
export function useDeviceStorage(): DeviceStorage {
  const [reading, setReading] = useState<Reading>({ estimate: null, persisted: null });
  const [refused, setRefused] = useState(false);

  const refresh = useCallback(async () => setReading(await readStorage()), []);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const canPersist = typeof storageManager()?.persist === 'function';
  const persist = useCallback(async () => {
    const granted = await storageManager()
      ?.persist?.()
      .catch(() => false);
    setRefused(!granted);
    await refresh();
  }, [refresh]);

  return { ...reading, refused, refresh, persist: canPersist ? persist : null };
}
