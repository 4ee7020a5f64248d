import type { ServerResponse } from 'node:http';
import type { StoredLiveEvent } from './live-events-service';

/** A client that stops reading is cut off (it reconnects with Last-Event-ID) rather than buffered. */
const MAX_BUFFERED_BYTES = 1_000_000;
/** How many events one read of a replay takes; a replay reads until it has everything. */
export const REPLAY_PAGE = 200;

export type SseConnection = {
  readonly userId: string;
  /** Sends everything numbered above the newest event sent: the replay, or after lost signals. */
  catchUp(): void;
  /**
   * Sends the events a signal named, after whatever was handed over before. Each user's events
   * are numbered without gaps in commit order, so a gap (or a failed read) means an event on the
   * way was lost: then what is missing is read from the table instead.
   */
  deliver(batch: Promise<StoredLiveEvent[]>): void;
  /** Ends the stream; the client reconnects on its own. */
  close(): void;
};

export function formatSseEvent({ seq, event }: StoredLiveEvent): string {
  return `id: ${seq}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * One open event stream over a response whose headers are already written. Work is queued, so
 * events go out once each and in their numbers' order, whether from the replay or a signal.
 */
export function createSseConnection(options: {
  response: ServerResponse;
  userId: string;
  startAfter: number;
  /** The user's events numbered above `afterSeq`, in order, at most `limit`. */
  readAfter: (afterSeq: number, limit: number) => Promise<StoredLiveEvent[]>;
  heartbeatMs: number;
  onError: (error: unknown) => void;
}): SseConnection {
  const { response, userId, readAfter, heartbeatMs, onError } = options;
  let newest = options.startAfter;
  let closed = false;
  let queue: Promise<void> = Promise.resolve();

  function write(chunk: string): void {
    if (closed) return;
    response.write(chunk);
    if (response.writableLength > MAX_BUFFERED_BYTES) close();
  }

  function writeEvents(events: StoredLiveEvent[]): void {
    for (const stored of events) {
      if (stored.seq <= newest) continue;
      newest = stored.seq;
      write(formatSseEvent(stored));
    }
  }

  async function readMissed(): Promise<void> {
    let more = true;
    while (more && !closed) {
      const page = await readAfter(newest, REPLAY_PAGE);
      writeEvents(page);
      more = page.length === REPLAY_PAGE;
    }
  }

  function enqueue(task: () => Promise<void>): void {
    queue = queue.then(() => (closed ? undefined : task())).catch(onError);
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
    catchUp: () => enqueue(readMissed),
    deliver(batch) {
      // Settled at once, so a failed read is not an unhandled rejection while it waits its turn.
      const settled = batch.catch(() => null);
      enqueue(async () => {
        const fresh = (await settled)?.filter((stored) => stored.seq > newest);
        const follows = fresh?.every((stored, index) => stored.seq === newest + 1 + index);
        if (fresh && follows) writeEvents(fresh);
        else await readMissed();
      });
    },
    close,
  };
}
