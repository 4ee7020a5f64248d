import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type PersistedClient,
} from '@tanstack/react-query-persist-client';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settled } from '../../src/lib/indexed-db';
import { createQueryCacheStore, type QueryCacheStore } from '../../src/lib/query-cache-db';
import {
  createQueryPersistence,
  PERSISTED_CACHE_MAX_AGE_MS,
  type QueryPersistence,
} from '../../src/lib/query-persistence';

const LOADS = ['my-loads', 'active'];
const loads = [{ _id: 'l1', loadNumber: 'LD-1', price: 1200 }];

let dbCount = 0;
let dbName: string;
let store: QueryCacheStore;
let persistence: QueryPersistence;

beforeEach(() => {
  dbCount += 1;
  dbName = `query-persistence-test-${dbCount}`;
  store = createQueryCacheStore(dbName);
  persistence = createQueryPersistence({ store: () => store, buster: 'build-1', throttleTime: 0 });
});

afterEach(async () => {
  vi.useRealTimers();
  await settled(indexedDB.deleteDatabase(dbName));
});

/** The one row the persister keeps, as stored. */
const savedCache = () => store.get('query-client');

/** Saves the client as the provider does on a cache change, and waits for the write. */
const save = (queryClient: QueryClient) =>
  persistQueryClientSave({ queryClient: queryClient, ...persistence.options });

async function restoredClient(options = persistence.options): Promise<QueryClient> {
  const queryClient = new QueryClient();
  await persistQueryClientRestore({ queryClient: queryClient, ...options });
  return queryClient;
}

/** What the provider would hand the persister for this client now. */
async function copyOf(queryClient: QueryClient): Promise<PersistedClient> {
  let copy: PersistedClient | undefined;
  await persistQueryClientSave({
    queryClient: queryClient,
    ...persistence.options,
    persister: {
      persistClient: (client) => {
        copy = client;
      },
      restoreClient: () => undefined,
      removeClient: () => undefined,
    },
  });
  return copy!;
}

/** A query as the app makes one, with its data fetched once. */
async function fetched(
  queryClient: QueryClient,
  queryKey: unknown[],
  data: unknown,
  meta?: Record<string, unknown>,
) {
  await queryClient.prefetchQuery({ queryKey, queryFn: async () => data, meta });
}

describe('persisted query cache (docs/architecture.md §7)', () => {
  it('restores a saved query, with its fetch time, into a new client', async () => {
    const before = new QueryClient();
    await fetched(before, LOADS, loads);
    const updatedAt = before.getQueryState(LOADS)?.dataUpdatedAt;
    await save(before);

    const after = await restoredClient();
    expect(after.getQueryData(LOADS)).toEqual(loads);
    expect(after.getQueryState(LOADS)?.dataUpdatedAt).toBe(updatedAt);
  });

  it('drops the saved cache when the build changes', async () => {
    const before = new QueryClient();
    await fetched(before, LOADS, loads);
    await save(before);

    const after = await restoredClient({ ...persistence.options, buster: 'build-2' });
    expect(after.getQueryData(LOADS)).toBeUndefined();
    expect(await savedCache()).toBeNull();
  });

  it('drops a saved cache older than a week', async () => {
    const before = new QueryClient();
    await fetched(before, LOADS, loads);
    await save(before);

    vi.useFakeTimers({ now: Date.now() + PERSISTED_CACHE_MAX_AGE_MS + 60_000, toFake: ['Date'] });
    const after = await restoredClient();
    expect(after.getQueryData(LOADS)).toBeUndefined();
  });

  it('never stores a query marked persist: false, a Blob, a failure or a mutation', async () => {
    const before = new QueryClient();
    await fetched(before, LOADS, loads);
    await fetched(before, ['device-key'], 'k'.repeat(43), { persist: false });
    await fetched(before, ['file', '/api/files/a.jpg'], new Blob(['jpeg']));
    await before.prefetchQuery({
      queryKey: ['trips'],
      queryFn: () => Promise.reject(new Error('down')),
      retry: false,
    });
    before.getMutationCache().build(before, { mutationKey: ['post-load'] });
    await save(before);

    const stored = await savedCache();
    expect(stored).toContain('my-loads');
    expect(stored).not.toContain('k'.repeat(43));
    const after = await restoredClient();
    expect(
      after
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([LOADS]);
    expect(after.getQueryData(LOADS)).toEqual(loads);
    expect(after.getMutationCache().getAll()).toHaveLength(0);
  });

  it('forgets the saved cache and writes nothing old back, before or after the clear', async () => {
    // Only Date is faked: each step below happens a second after the one before.
    const start = Date.now();
    vi.useFakeTimers({ now: start, toFake: ['Date'] });
    const queryClient = new QueryClient();
    await fetched(queryClient, LOADS, loads);
    await save(queryClient);
    // A copy taken before forgetting, as the throttle may still hold one.
    const earlier = await copyOf(queryClient);

    vi.setSystemTime(start + 1000);
    await persistence.forget();
    expect(await savedCache()).toBeNull();
    vi.setSystemTime(start + 2000);

    // The app has not cleared its client yet: the old user's data is not saved again.
    await save(queryClient);
    expect(await savedCache()).toBeNull();

    queryClient.clear();
    await save(queryClient);
    await persistence.persister.persistClient(earlier);
    expect((await restoredClient()).getQueryData(LOADS)).toBeUndefined();

    // The next user's data is saved as usual.
    await fetched(queryClient, ['my-loads', 'next-user'], []);
    await save(queryClient);
    const after = await restoredClient();
    expect(after.getQueryData(['my-loads', 'next-user'])).toEqual([]);
    expect(after.getQueryData(LOADS)).toBeUndefined();
  });

  it('saves the newer queries when storage is full, dropping the oldest first', async () => {
    const full = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    const setItem = vi.spyOn(store, 'set').mockRejectedValueOnce(full);
    const queryClient = new QueryClient();
    queryClient.setQueryData(['old'], 'first', { updatedAt: Date.now() - 60_000 });
    queryClient.setQueryData(LOADS, loads);
    await save(queryClient);

    expect(setItem).toHaveBeenCalledTimes(2);
    const after = await restoredClient();
    expect(after.getQueryData(LOADS)).toEqual(loads);
    expect(after.getQueryData(['old'])).toBeUndefined();
  });
});

describe('a cache saved by a build that kept it with Dexie', () => {
  /** The store as src/lib/query-cache-db.ts declared it with Dexie before issue 21 §6. */
  async function savedWithDexie(row: { key: string; value: unknown }) {
    const dexie = new Dexie(dbName);
    dexie.version(1).stores({ entries: 'key' });
    await dexie.table('entries').put(row);
    dexie.close();
  }

  it('is restored as it was', async () => {
    const before = new QueryClient();
    await fetched(before, LOADS, loads);
    await savedWithDexie({ key: 'query-client', value: JSON.stringify(await copyOf(before)) });

    expect((await restoredClient()).getQueryData(LOADS)).toEqual(loads);
  });

  it('in a shape this build does not know, restores nothing and does not throw', async () => {
    await savedWithDexie({ key: 'query-client', value: { queries: 'not a string' } });

    expect((await restoredClient()).getQueryCache().getAll()).toHaveLength(0);
  });
});
