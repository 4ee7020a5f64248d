import { ApiError } from '../../../lib/api-client';

type FailureTexts = {
  /** The server answered and refused, e.g. 'Failed to add charge'. */
  failed: string;
  /** No answer or a broken server, e.g. 'Error adding charge. Please try again later.' */
  error: string;
};

/** docs/product.md §8: the server's own words for a refusal; otherwise a refusal or a try-again-later error. */
export function failureMessage(cause: unknown, texts: FailureTexts): string {
  if (!(cause instanceof ApiError) || cause.isNetworkError || cause.status >= 500) {
    return texts.error;
  }
  return cause.serverMessage ?? texts.failed;
}

/** 403 when reading: another device holds the link ('Access denied'). */
export function isAccessDenied(cause: unknown): boolean {
  return cause instanceof ApiError && cause.status === 403;
}

/** 404 'Invalid link' (the link or its trip is gone), or 400 (the address is malformed). */
export function isInvalidLink(cause: unknown): boolean {
  return cause instanceof ApiError && (cause.status === 404 || cause.status === 400);
}
