import type { ServerResponse } from 'node:http';
import type { StoredLiveEvent } from './live-events-service';

/** A client that stops reading is cut off (it reconnects with Last-Event-ID) rather than buffered. */
const MAX_BUFFERED_BYTES = 1_000_000;
/** Ids already written, so a replay and a live delivery of the same event send it once. */
const REMEMBERED_IDS = 1_000;

export type SseConnection = {
  readonly userId: string;
  /** The newest event id written, where a catch-up continues from. */
  lastId(): number;
  /** Writes events not sent before, in order, after any earlier batch (replay comes first). */
  send(batch: StoredLiveEvent[] | Promise<StoredLiveEvent[]>): void;
  /** Ends the stream; the client reconnects on its own. */
  close(): void;
};

export function formatSseEvent({ id, event }: StoredLiveEvent): string {
  return `id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * One open event stream over a response whose headers are already written. Writes are queued so
 * that events from a replay and from live signals arrive in the order they were handed over.
 */
export function createSseConnection(options: {
  response: ServerResponse;
  userId: string;
  startAfter: number;
  heartbeatMs: number;
  onError: (error: unknown) => void;
}): SseConnection {
  const { response, userId, heartbeatMs, onError } = options;
  let newest = options.startAfter;
  let closed = false;
  let queue: Promise<void> = Promise.resolve();
  const sent = new Set<number>();

  function write(chunk: string): void {
    if (closed) return;
    response.write(chunk);
    if (response.writableLength > MAX_BUFFERED_BYTES) close();
  }

  function remember(id: number): void {
    sent.add(id);
    if (sent.size > REMEMBERED_IDS) sent.delete(sent.values().next().value as number);
  }

  // A comment line now and then keeps proxies and load balancers from closing a quiet stream.
  const heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs);
  heartbeat.unref();

  function close(): void {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    if (!response.writableEnded) response.end();
  }

  response.on('close', close);

  return {
    userId,
    lastId: () => newest,
    send(batch) {
      // Handled here too, so a failed read is not an unhandled rejection while it waits its turn.
      Promise.resolve(batch).catch(() => undefined);
      queue = queue
        .then(() => batch)
        .then((events) => {
          for (const stored of events) {
            if (sent.has(stored.id)) continue;
            remember(stored.id);
            newest = Math.max(newest, stored.id);
            write(formatSseEvent(stored));
          }
        })
        .catch(onError);
    },
    close,
  };
}
