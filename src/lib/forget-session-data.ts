import { runtimeCacheNames } from './cache-names';
import { queryPersistence } from './query-persistence';

/** The service worker's runtime caches (stored photos, map tiles); absent outside secure pages. */
export async function deleteRuntimeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(Object.values(runtimeCacheNames).map((name) => caches.delete(name)));
}

/**
 * When a session ends (Sign Out, or a 401), a shared tablet must not show the last user's data:
 * the saved query cache and the runtime caches go. The caller clears the QueryClient; until it
 * has, nothing more is saved. Never rejects: leaving must work even when storage does not.
 */
export async function forgetSessionData(): Promise<void> {
  await Promise.allSettled([queryPersistence.forget(), deleteRuntimeCaches()]);
}
