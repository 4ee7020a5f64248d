import { describe, expect, it, vi } from 'vitest';
import { deviceKeySchema } from '../../src/contract/driver-links';
import { createDeviceKeyReader, getDeviceKey, newDeviceKey } from '../../src/lib/device-key';
import type { DeviceKeyStore } from '../../src/lib/device-key-store';

/** What IndexedDB does for the key, in memory: jsdom has no IndexedDB (and no fake one here). */
function memoryStore(): DeviceKeyStore & { created: number; stored: () => string | null } {
  let stored: string | null = null;
  const store = {
    created: 0,
    stored: () => stored,
    async readOrCreate(create: () => string) {
      if (stored === null) {
        stored = create();
        store.created += 1;
      }
      return stored;
    },
  };
  return store;
}

describe('device key (docs/architecture.md §5)', () => {
  it('is 32 random bytes in base64url: 43 characters the server accepts', () => {
    const key = newDeviceKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(deviceKeySchema.safeParse(key).success).toBe(true);
    expect(newDeviceKey()).not.toBe(key);
  });

  it('is created once and then reused, by this page and after a reload', async () => {
    const store = memoryStore();
    const read = createDeviceKeyReader(store);
    const first = await read();
    expect(await read()).toBe(first);
    // A reload: a new reader over the same storage.
    expect(await createDeviceKeyReader(store)()).toBe(first);
    expect(store.created).toBe(1);
    expect(store.stored()).toBe(first);
  });

  it('gives concurrent callers the same key', async () => {
    const store = memoryStore();
    const read = createDeviceKeyReader(store);
    const [a, b] = await Promise.all([read(), read()]);
    expect(a).toBe(b);
    expect(store.created).toBe(1);
  });

  it('tries again after a storage failure instead of keeping the failure', async () => {
    const readOrCreate = vi
      .fn<DeviceKeyStore['readOrCreate']>()
      .mockRejectedValueOnce(new Error('blocked'))
      .mockResolvedValue('stored-key');
    const read = createDeviceKeyReader({ readOrCreate });
    await expect(read()).rejects.toThrow('blocked');
    expect(await read()).toBe('stored-key');
  });

  it('lives in IndexedDB only: without it there is no key, and no localStorage fallback', async () => {
    localStorage.clear();
    await expect(getDeviceKey()).rejects.toThrow(/IndexedDB/);
    expect(localStorage.length).toBe(0);
  });
});
