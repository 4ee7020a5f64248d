import { ApiError } from '../../../lib/api-client';

/** SPEC §8: the server's own message when it gave one, else the screen's fallback. */
export function saveFailureMessage(cause: unknown, fallback: string): string {
  return cause instanceof ApiError && cause.serverMessage ? cause.serverMessage : fallback;
}
