import { liveEventSchema, type LiveEvent } from '../../contract/notifications';
import { parseRetryAfter } from '../api-client';
import type { LiveEventsMode } from './live-events-mode';
import { blockedRetryDelay, reconnectDelay } from './reconnect-delay';
import { createSseParser } from './sse-parser';

export const LIVE_EVENTS_URL = '/api/events';

/** No byte (event or heartbeat) for this long: the stream is stuck, most likely in a proxy. */
export const STALL_TIMEOUT_MS = 60_000;

/** This many failed tries in a row and the stream counts as blocked: the badge polls instead. */
export const BLOCKED_AFTER_FAILURES = 3;

/** A stream that ends sooner than this after opening counts as a failure, so it cannot spin. */
const SHORT_LIVED_MS = 10_000;

export type LiveEventsConnectionOptions = {
  /** The session token, read at each connect so a new sign-in is used as it is. */
  getToken: () => string | null;
  onEvent: (event: LiveEvent) => void;
  /** The stream is back after a gap: what happened beyond the replay window may be missed. */
  onReconnected?: () => void;
  /** The server refused the token (docs/product.md §4: the session is over). */
  onUnauthorized: () => void;
  onModeChange?: (mode: LiveEventsMode) => void;
  url?: string;
  fetch?: typeof fetch;
  random?: () => number;
};

export type LiveEventsConnection = {
  start(): void;
  stop(): void;
  readonly lastEventId: string;
};

class StreamFailure extends Error {
  constructor(
    readonly retryAfterMs = 0,
    readonly stalled = false,
  ) {
    super('Live events stream failed');
  }
}

function isEventStream(response: Response): boolean {
  return (response.headers.get('Content-Type') ?? '').includes('text/event-stream');
}

/**
 * One event stream per signed-in page, read with fetch so it can carry the Authorization header
 * (EventSource cannot). Reconnects with backoff, resumes with Last-Event-ID, and reports when it
 * is blocked so the page can poll instead. Events that fail the contract are ignored.
 */
export function createLiveEventsConnection(
  options: LiveEventsConnectionOptions,
): LiveEventsConnection {
  const url = options.url ?? LIVE_EVENTS_URL;
  const random = options.random ?? Math.random;
  let running = false;
  let lastEventId = '';
  let failures = 0;
  let everOpened = false;
  let openedAt = 0;
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let stallTimer: ReturnType<typeof setTimeout> | undefined;
  let mode: LiveEventsMode = 'off';

  const setMode = (next: LiveEventsMode) => {
    if (next === mode) return;
    mode = next;
    options.onModeChange?.(next);
  };

  const deliver = (data: string) => {
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = liveEventSchema.safeParse(json);
    if (parsed.success) options.onEvent(parsed.data);
  };

  /** (Re)starts the watchdog; when it fires the attempt is aborted as stalled. */
  const armStallTimer = (attempt: AbortController, stalled: { value: boolean }) => {
    clearTimeout(stallTimer);
    stallTimer = setTimeout(() => {
      stalled.value = true;
      attempt.abort();
    }, STALL_TIMEOUT_MS);
  };

  const scheduleReconnect = (wait: number) => {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, wait);
  };

  /** One attempt: resolves when the stream ends; throws StreamFailure when it never flowed. */
  const readStream = async (attempt: AbortController) => {
    const token = options.getToken();
    if (!token) throw new StreamFailure();
    const headers: Record<string, string> = {
      Accept: 'text/event-stream',
      Authorization: `Bearer ${token}`,
    };
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    const stalled = { value: false };
    armStallTimer(attempt, stalled);
    let flowing = false;
    try {
      const response = await (options.fetch ?? fetch)(url, {
        headers,
        signal: attempt.signal,
        cache: 'no-store',
      });
      if (response.status === 401) return 'unauthorized' as const;
      if (!response.ok || !response.body || !isEventStream(response)) {
        const retryAfter = parseRetryAfter(response.headers.get('Retry-After')) ?? 0;
        await response.body?.cancel().catch(() => undefined);
        throw new StreamFailure(retryAfter * 1000);
      }
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const parser = createSseParser((message) => {
        lastEventId = parser.lastEventId;
        deliver(message.data);
      });
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        armStallTimer(attempt, stalled);
        if (!flowing) {
          // Bytes arrive, so nothing on the way buffers the stream: it is healthy.
          flowing = true;
          openedAt = Date.now();
          setMode('live');
          if (everOpened) options.onReconnected?.();
          everOpened = true;
        }
        parser.push(decoder.decode(value, { stream: true }));
        // An id on its own (no data) still moves the resume point.
        lastEventId = parser.lastEventId;
      }
      return 'ended' as const;
    } catch (error) {
      // A stream that flowed and then broke or fell silent proved the way is open: just reconnect.
      if (flowing) return 'ended' as const;
      if (error instanceof StreamFailure) throw error;
      throw new StreamFailure(0, stalled.value);
    } finally {
      clearTimeout(stallTimer);
    }
  };

  const connect = async () => {
    if (!running) return;
    if (!options.getToken()) {
      stop();
      return;
    }
    const attempt = new AbortController();
    controller = attempt;
    // While blocked the page keeps polling until the stream really flows again.
    if (mode !== 'polling') setMode('connecting');
    let outcome: 'ended' | 'unauthorized' | StreamFailure;
    try {
      outcome = await readStream(attempt);
    } catch (error) {
      outcome = error instanceof StreamFailure ? error : new StreamFailure();
    }
    if (!running || controller !== attempt) return;
    controller = null;
    if (outcome === 'unauthorized') {
      stop();
      options.onUnauthorized();
      return;
    }
    if (outcome === 'ended') {
      // A healthy stream that closed (a deploy, an idle timeout): back in about a second.
      failures = Date.now() - openedAt < SHORT_LIVED_MS ? failures + 1 : 0;
      scheduleReconnect(reconnectDelay(failures, random));
      return;
    }
    failures += 1;
    const blocked = outcome.stalled || failures >= BLOCKED_AFTER_FAILURES;
    if (blocked) setMode('polling');
    const wait = outcome.stalled ? blockedRetryDelay(random) : reconnectDelay(failures, random);
    scheduleReconnect(Math.max(wait, outcome.retryAfterMs));
  };

  function stop() {
    running = false;
    clearTimeout(retryTimer);
    clearTimeout(stallTimer);
    retryTimer = undefined;
    controller?.abort();
    controller = null;
    setMode('off');
  }

  return {
    start() {
      if (running) return;
      running = true;
      failures = 0;
      void connect();
    },
    stop,
    get lastEventId() {
      return lastEventId;
    },
  };
}
