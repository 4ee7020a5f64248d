/** A failure the caller can act on: its message is shown to the user as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 422 | 429 | 502 | 503,
    message: string,
    readonly retryAfterSeconds?: number,
    /** Machine-readable fields beside `msg` in the answer; the route's error schema names them. */
    readonly details?: Record<string, string | number | boolean>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthorized = () =>
  new HttpError(401, 'Your session has ended. Please sign in again.');
export const forbidden = () => new HttpError(403, 'You do not have access to this.');
export const notFound = (what = 'Not found') => new HttpError(404, what);
