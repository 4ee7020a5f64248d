import { ApiError } from '../../../lib/api-client';

type FailureTexts = {
  /** The server answered and refused, e.g. 'Failed to fetch trips'. */
  failed: string;
  /** No answer or a broken server, e.g. 'Error fetching trips. Please try again later.' */
  error: string;
};

/** SPEC §8: the server's own message first; otherwise a refusal or a try-again-later error. */
export function failureMessage(cause: unknown, texts: FailureTexts): string {
  if (!(cause instanceof ApiError) || cause.isNetworkError) return texts.error;
  if (cause.serverMessage) return cause.serverMessage;
  return cause.status >= 500 ? texts.error : texts.failed;
}
