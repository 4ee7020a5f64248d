import type { Envelope } from '../contract/envelope';
import { languageHeaders } from './current-language';
import { forgetSessionData } from './forget-session-data';
import { onlineStatus } from './online-status';
import { clearSession, readToken } from './session-storage';

/** A failed call: `status` 0 means the network failed before the server answered. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
    readonly retryAfterSeconds?: number,
    /** The failure's whole JSON answer, for the fields a call documents beside `msg`. */
    readonly payload?: unknown,
  ) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {
  window.location.assign('/signin');
};

/** The app installs its router-aware handler; docs/product.md §4: any 401 clears the session and goes to sign-in. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/** A 401 to a call that carried a token: the session is over (docs/product.md §4). */
export function endSessionOnUnauthorized(): void {
  clearSession();
  // The handler clears the QueryClient; the saved copies of this user's data go too.
  void forgetSessionData();
  onUnauthorized();
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** False for calls that handle a 401 themselves (the session check waits 1 s first, docs/product.md §4). */
  handleUnauthorized?: boolean;
  /** False for driver-link calls: the device key is their credential, never a stored session. */
  withToken?: boolean;
};

/** Retry-After is either delay-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds > 0 ? Math.ceil(seconds) : undefined;
  const at = Date.parse(value);
  if (Number.isNaN(at)) return undefined;
  const wait = Math.ceil((at - now) / 1000);
  return wait > 0 ? wait : undefined;
}

/** How long to keep asking while the first request with the same Idempotency-Key is answered. */
const STILL_PROCESSING_MAX_WAIT_MS = 30_000;

/**
 * The server answers 409 with Retry-After while an earlier request with the same Idempotency-Key
 * is still being processed (a double click, a retry after a timeout). That is no failure: asked
 * again after the pause, the server answers with the first request's answer (docs/architecture.md §5).
 */
export async function retryWhileStillProcessing<T>(
  send: () => Promise<T>,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
): Promise<T> {
  let waited = 0;
  for (;;) {
    try {
      return await send();
    } catch (error) {
      const stillProcessing =
        error instanceof ApiError && error.status === 409 && error.retryAfterSeconds !== undefined;
      if (!stillProcessing || waited >= STILL_PROCESSING_MAX_WAIT_MS) throw error;
      const delay = error.retryAfterSeconds * 1000;
      waited += delay;
      await sleep(delay);
    }
  }
}

export function hasIdempotencyKey(headers: Record<string, string> | undefined): boolean {
  return Object.keys(headers ?? {}).some((name) => name.toLowerCase() === 'idempotency-key');
}

/** One API call; a keyed mutation waits out its own first attempt instead of failing. */
export async function apiRequest<T>(
  path: string,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  return hasIdempotencyKey(options.headers)
    ? retryWhileStillProcessing(() => sendRequest<T>(path, options))
    : sendRequest<T>(path, options);
}

async function sendRequest<T>(path: string, options: RequestOptions): Promise<Envelope<T>> {
  const token = options.withToken === false ? null : readToken();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...languageHeaders(),
    ...options.headers,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    onlineStatus.reportNetworkFailure();
    throw new ApiError(0, undefined);
  }
  onlineStatus.reportReachable();

  const payload = (await response.json().catch(() => undefined)) as Envelope<T> | undefined;
  if (response.status === 401 && token && options.handleUnauthorized !== false) {
    endSessionOnUnauthorized();
  }
  if (!response.ok || !payload || payload.success === false) {
    throw new ApiError(
      response.status,
      payload?.msg,
      parseRetryAfter(response.headers.get('Retry-After')),
      payload,
    );
  }
  return payload;
}
