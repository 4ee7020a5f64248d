import { ApiError } from './api-client';

type FailureTexts = {
  /** The server answered and refused, e.g. 'Failed to submit quote'. */
  failed: string;
  /** No answer, or the server broke, e.g. 'Error submitting quote. Please try again later.' */
  error: string;
};

/**
 * docs/product.md §8: the server's own message is preferred. Without one, a refusal reads 'Failed to …' and
 * anything worth retrying later (offline, 5xx, a malformed answer) reads 'Error … try again later.'
 */
export function failureMessage(cause: unknown, texts: FailureTexts): string {
  if (!(cause instanceof ApiError) || cause.isNetworkError) return texts.error;
  if (cause.serverMessage) return cause.serverMessage;
  return cause.status >= 500 ? texts.error : texts.failed;
}
