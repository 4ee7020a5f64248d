import type { LiveEvent } from '../../../src/contract/notifications';

export type ReceivedEvent = { id: string; event: string; data: LiveEvent };

/**
 * Reads GET /api/events the way the web client does (fetch streaming, bearer token), parsing
 * server-sent events as they arrive: events and comment lines (heartbeats) are kept in order.
 */
export async function openEventStream(
  baseUrl: string,
  token: string | null,
  options: { lastEventId?: string; query?: string } = {},
) {
  const abort = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  const response = await fetch(`${baseUrl}/api/events${options.query ?? ''}`, {
    headers,
    signal: abort.signal,
  });
  const events: ReceivedEvent[] = [];
  const comments: string[] = [];
  let ended = false;
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((wakeUp) => wakeUp());

  const reading = (async () => {
    if (!response.ok || !response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      const reader = response.body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        buffer += decoder.decode(read.value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
        wake();
      }
    } catch {
      // Aborted by close(): the stream simply ends.
    } finally {
      ended = true;
      wake();
    }
  })();

  function parseBlock(block: string): void {
    const fields: Record<string, string> = {};
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments.push(line.slice(1).trim());
      else {
        const colon = line.indexOf(':');
        fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
      }
    }
    if (fields.data !== undefined) {
      events.push({
        id: fields.id ?? '',
        event: fields.event ?? 'message',
        data: JSON.parse(fields.data) as LiveEvent,
      });
    }
  }

  /** Resolves once `ready()` holds, or rejects after `timeoutMs`. */
  function until<T>(ready: () => T | undefined, what: string, timeoutMs = 5_000): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const value = ready();
        if (value !== undefined) {
          done();
          resolve(value);
        } else if (ended) {
          done();
          reject(new Error(`stream ended before ${what}`));
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`timed out waiting for ${what}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  }

  return {
    status: response.status,
    headers: response.headers,
    events,
    comments,
    /** The first `count` events received (waits for them). */
    nextEvents: (count: number, timeoutMs?: number) =>
      until(
        () => (events.length >= count ? events.slice(0, count) : undefined),
        `${count} event(s)`,
        timeoutMs,
      ),
    /** The first event matching, waited for. */
    eventMatching: (matches: (event: ReceivedEvent) => boolean, timeoutMs?: number) =>
      until(() => events.find(matches), 'a matching event', timeoutMs),
    commentMatching: (text: string, timeoutMs?: number) =>
      until(() => comments.find((comment) => comment === text), `comment '${text}'`, timeoutMs),
    /** Resolves when the server ends the stream. */
    ended: () =>
      until(() => (ended ? true : undefined), 'the end of the stream').catch(() => ended),
    async close() {
      abort.abort();
      await reading;
    },
  };
}

export type EventStream = Awaited<ReturnType<typeof openEventStream>>;

/** A distinct event per `n`, for tests that publish directly. */
export function tripEvent(n: number): LiveEvent {
  return {
    type: 'trip',
    tripId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    loadId: '00000000-0000-4000-8000-000000000000',
  };
}
