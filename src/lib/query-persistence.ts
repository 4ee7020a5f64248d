import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  removeOldestQuery,
  type AsyncStorage,
  type PersistedClient,
  type Persister,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import type { Query } from '@tanstack/react-query';
import { buildId } from './build-id';
import type { QueryCacheStore } from './query-cache-db';

/** docs/architecture.md §7: saved query results are shown offline for up to a week, then dropped. */
export const PERSISTED_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const STORAGE_KEY = 'query-client';
const WRITE_THROTTLE_MS = 1000;

/**
 * What the app never saves, marked on the query with `meta: { persist: false }`: blobs,
 * credentials and secrets, one-off reads. Only plain JSON survives the round trip anyway.
 */
function isPlainJson(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Successful results only, JSON-shaped at the top (a Blob or class instance never is). */
export function shouldPersistQuery(query: Pick<Query, 'state' | 'meta'>): boolean {
  return (
    query.state.status === 'success' &&
    query.meta?.persist !== false &&
    isPlainJson(query.state.data)
  );
}

/** An IndexedDB key/value store for the async persister (localStorage is too small and sync). */
export function indexedDbStorage(store: OpenStore): AsyncStorage<string> {
  return {
    getItem: async (key) => (await store()).get(key),
    setItem: async (key, value) => (await store()).set(key, value),
    removeItem: async (key) => (await store()).remove(key),
  };
}

type OpenStore = () => QueryCacheStore | Promise<QueryCacheStore>;

/**
 * A chunk of its own, fetched beside the first screen: the server names it in the driver link's
 * page (server/modules/web-app/first-screens.ts), and the sign-in page never waits for it.
 */
const openQueryCacheStore: OpenStore = async () =>
  (await import('./query-cache-db')).queryCacheStore();

/** A save of what was dehydrated before the data was forgotten: the last user's data. */
class ForgottenDataError extends Error {
  constructor() {
    super('The query cache was forgotten after this copy was taken');
    this.name = 'ForgottenDataError';
  }
}

const isEmpty = (client: PersistedClient) =>
  client.clientState.queries.length === 0 && client.clientState.mutations.length === 0;

export type QueryPersistence = {
  persister: Persister;
  /** For PersistQueryClientProvider (everything but the client). */
  options: Omit<PersistQueryClientOptions, 'queryClient'>;
  /**
   * Drops the saved cache and saves nothing more until the caller has cleared the QueryClient,
   * so no copy of the old data is written back. Sign-out and a 401 call it.
   */
  forget(): Promise<void>;
};

type QueryPersistenceOptions = {
  store?: OpenStore;
  buster?: string;
  throttleTime?: number;
};

export function createQueryPersistence({
  store = openQueryCacheStore,
  buster = buildId,
  throttleTime = WRITE_THROTTLE_MS,
}: QueryPersistenceOptions = {}): QueryPersistence {
  let forgottenAt = 0;
  let heldUntilCleared = false;

  const saved = createAsyncStoragePersister({
    storage: indexedDbStorage(store),
    key: STORAGE_KEY,
    throttleTime,
    // The throttle may still hold a copy taken before forget(); it must not land.
    serialize: (client) => {
      if (client.timestamp <= forgottenAt) throw new ForgottenDataError();
      return JSON.stringify(client);
    },
    // Storage full: drop the oldest query and try again; a forgotten copy is simply not saved.
    retry: (failure) =>
      failure.error instanceof ForgottenDataError ? undefined : removeOldestQuery(failure),
  });

  const persister: Persister = {
    persistClient(client) {
      if (heldUntilCleared) {
        if (!isEmpty(client)) return;
        heldUntilCleared = false;
      }
      return saved.persistClient(client);
    },
    restoreClient: () => saved.restoreClient(),
    removeClient: () => saved.removeClient(),
  };

  return {
    persister,
    options: {
      persister,
      buster,
      maxAge: PERSISTED_CACHE_MAX_AGE_MS,
      dehydrateOptions: {
        shouldDehydrateQuery: shouldPersistQuery,
        // docs/architecture.md §7: queued writes never live in the query cache (the driver's are in the outbox).
        shouldDehydrateMutation: () => false,
      },
    },
    async forget() {
      forgottenAt = Date.now();
      heldUntilCleared = true;
      await persister.removeClient();
    },
  };
}

/** The app's persisted cache, in the 'gulf-freight-cache' IndexedDB database. */
export const queryPersistence = createQueryPersistence();
