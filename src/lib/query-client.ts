import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { onlineStatus, type OnlineStatusStore } from './online-status';
import { PERSISTED_CACHE_MAX_AGE_MS } from './query-persistence';

const MAX_RETRIES = 2;

/** Retry what may pass next time (network, 5xx, 408); a 4xx answer will not change by asking again. */
export function shouldRetryRequest(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!(error instanceof ApiError)) return false;
  return error.isNetworkError || error.status >= 500 || error.status === 408;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetryRequest,
        // Kept as long as the saved copy may be shown offline, or unused results would be
        // dropped from memory, and so from IndexedDB, after the default five minutes.
        gcTime: PERSISTED_CACHE_MAX_AGE_MS,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * TanStack Query takes its online state from our API probe instead of `navigator.onLine`: offline,
 * queries pause (restored data stays on screen) and they refetch once the server answers again.
 * Called once by the app's providers; tests that are not about it keep TanStack's default.
 */
export function followOnlineStatus(store: OnlineStatusStore = onlineStatus): void {
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(store.getStatus() === 'online');
    update();
    return store.subscribe(update);
  });
}

/** Keys read by more than one area of the app. */
export const queryKeys = {
  /** The signed-in user as session-verify last answered it. */
  session: ['session'] as const,
};

export const queryClient = createQueryClient();
