import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

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
      queries: { staleTime: 30_000, retry: shouldRetryRequest },
      mutations: { retry: false },
    },
  });
}

/** Keys read by more than one area of the app. */
export const queryKeys = {
  /** The signed-in user as session-verify last answered it. */
  session: ['session'] as const,
};

export const queryClient = createQueryClient();
