import { ApiError } from '../../../lib/api-client';

/** Worth sending again later, or refused for good so only the driver (or support) can help. */
export type FailureOutcome = 'retry' | 'refused';

/**
 * docs/architecture.md §7: the network, a busy or broken server, a 401, a timeout or too many requests may
 * pass later; any other 4xx never will.
 */
const RETRY_STATUSES = new Set([0, 401, 408, 429]);

export function failureOutcome(error: unknown): FailureOutcome {
  if (!(error instanceof ApiError)) return 'refused';
  // A 409 with Retry-After is the same key still in flight elsewhere: wait for it. A 409 without
  // is the trip saying no for good ('can only move forward'), which must not block the queue.
  if (error.status === 409) return error.retryAfterSeconds !== undefined ? 'retry' : 'refused';
  return RETRY_STATUSES.has(error.status) || error.status >= 500 ? 'retry' : 'refused';
}

/** What to keep about a failure that will be retried: the server's own words when it gave some. */
export function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? `HTTP ${error.status}`;
  return error instanceof Error ? error.message : String(error);
}

/** What a refused item shows the driver: the server's own words, or null for the page's text. */
export function refusalMessage(error: unknown): string | null {
  return error instanceof ApiError ? (error.serverMessage ?? null) : null;
}
