import type { LiveEvent } from '../../src/contract/notifications';

/** What the fake /api/events answers next: a stream (the default), a failure, or a status. */
export type EventsReply =
  'stream' | 'network-error' | { status: number; body?: string; headers?: Record<string, string> };

export type FakeStream = {
  send(text: string): void;
  end(): void;
  readonly aborted: boolean;
};

/**
 * GET /api/events at the network boundary: each call answers the next queued reply; a stream
 * stays open until the test ends it, and aborting the request errors it as a browser would.
 */
export function createFakeEventsEndpoint() {
  const streams: FakeStream[] = [];
  const requests: { headers: Record<string, string>; at: number }[] = [];
  const queued: EventsReply[] = [];
  const encoder = new TextEncoder();

  async function handle(init: RequestInit = {}): Promise<Response> {
    requests.push({
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      at: Date.now(),
    });
    const reply = queued.shift() ?? 'stream';
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    if (typeof reply === 'object') {
      return new Response(reply.body ?? '', { status: reply.status, headers: reply.headers });
    }
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let closed = false;
    const body = new ReadableStream<Uint8Array>({
      start(streamController) {
        controller = streamController;
      },
    });
    const signal = init.signal;
    signal?.addEventListener('abort', () => {
      if (closed) return;
      closed = true;
      controller.error(new DOMException('The operation was aborted.', 'AbortError'));
    });
    streams.push({
      send: (text) => controller.enqueue(encoder.encode(text)),
      end: () => {
        closed = true;
        controller.close();
      },
      get aborted() {
        return signal?.aborted ?? false;
      },
    });
    return new Response(body, {
      status: 200,
      headers: { 'Content-Type': 'text/event-stream' },
    });
  }

  return {
    handle,
    streams,
    requests,
    queue: (...replies: EventsReply[]) => queued.push(...replies),
    latest: () => {
      const stream = streams.at(-1);
      if (!stream) throw new Error('No stream is open');
      return stream;
    },
  };
}

/** One event as the server writes it. */
export function sseEvent(event: LiveEvent, id: number | string): string {
  return `id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}
