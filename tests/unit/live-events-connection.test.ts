import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '../../src/contract/notifications';
import {
  createLiveEventsConnection,
  STALL_TIMEOUT_MS,
  type LiveEventsConnectionOptions,
} from '../../src/lib/live-events/live-events-connection';
import type { LiveEventsMode } from '../../src/lib/live-events/live-events-mode';
import { BLOCKED_RETRY_MS, reconnectDelay } from '../../src/lib/live-events/reconnect-delay';
import { createFakeEventsEndpoint, sseEvent } from './live-events-harness';

const quote: LiveEvent = { type: 'quote', loadId: 'load-1', quoteId: 'quote-1' };
const notification: LiveEvent = { type: 'notification', notificationId: 'n-1', loadId: null };

/** Lets the fetch promise and stream reads settle without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

function open(overrides: Partial<LiveEventsConnectionOptions> = {}) {
  const server = createFakeEventsEndpoint();
  const events: LiveEvent[] = [];
  const modes: LiveEventsMode[] = [];
  const onUnauthorized = vi.fn();
  const onReconnected = vi.fn();
  const connection = createLiveEventsConnection({
    getToken: () => 'token-1',
    onEvent: (event) => events.push(event),
    onModeChange: (mode) => modes.push(mode),
    onUnauthorized,
    onReconnected,
    fetch: (_input, init) => server.handle(init),
    // No jitter: the waits are the schedule's own.
    random: () => 0,
    ...overrides,
  });
  return { server, connection, events, modes, onUnauthorized, onReconnected };
}

/** When each request went out, in ms after the first. */
function requestOffsets(requests: { at: number }[]) {
  const first = requests[0]?.at ?? 0;
  return requests.map((request) => request.at - first);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('live events connection', () => {
  it('asks for the stream with the bearer token and delivers only valid events', async () => {
    const { server, connection, events, modes } = open();
    connection.start();
    await settle();

    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.headers).toMatchObject({
      authorization: 'Bearer token-1',
      accept: 'text/event-stream',
    });
    expect(server.requests[0]?.headers).not.toHaveProperty('last-event-id');

    const stream = server.latest();
    stream.send(': heartbeat\n\n');
    stream.send(sseEvent(quote, 1));
    stream.send('id: 2\nevent: surprise\ndata: {"type":"surprise","loadId":"x"}\n\n');
    stream.send('id: 3\ndata: not json\n\n');
    stream.send('id: 4\nevent: quote\ndata: {"type":"quote","loadId":"load-1"}\n\n');
    stream.send(sseEvent(notification, 5));
    await settle();

    expect(events).toEqual([quote, notification]);
    expect(connection.lastEventId).toBe('5');
    expect(modes).toEqual(['connecting', 'live']);
    connection.stop();
  });

  it('reconnects about a second after a healthy stream ends, resuming with Last-Event-ID', async () => {
    const { server, connection, onReconnected } = open();
    connection.start();
    await settle();
    server.latest().send(sseEvent(quote, 17));
    await vi.advanceTimersByTimeAsync(15_000);
    server.latest().end();
    await settle();

    await vi.advanceTimersByTimeAsync(999);
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.headers['last-event-id']).toBe('17');

    expect(onReconnected).not.toHaveBeenCalled();
    server.latest().send(': hello\n\n');
    await settle();
    expect(onReconnected).toHaveBeenCalledTimes(1);
    connection.stop();
  });

  it('backs off 1 s, 2 s, 5 s, 10 s, 20 s, then every 30 s, and polls once blocked', async () => {
    const { server, connection, modes } = open();
    server.queue(...Array<'network-error'>(8).fill('network-error'));
    connection.start();
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 5000 + 10_000 + 20_000 + 30_000 + 30_000);

    expect(requestOffsets(server.requests)).toEqual([
      0, 1000, 3000, 8000, 18_000, 38_000, 68_000, 98_000,
    ]);
    // Three failures in a row: the stream counts as blocked and the page polls.
    expect(modes).toEqual(['connecting', 'polling']);

    // The next try gets a stream that flows: live again, and the backoff starts over.
    await vi.advanceTimersByTimeAsync(30_000);
    server.latest().send(sseEvent(quote, 1));
    await settle();
    expect(modes.at(-1)).toBe('live');
    connection.stop();
  });

  it('jitters each wait down by at most a fifth, never above 30 s', () => {
    expect(reconnectDelay(1, () => 0)).toBe(1000);
    expect(reconnectDelay(1, () => 1)).toBe(800);
    expect(reconnectDelay(3, () => 0.5)).toBe(4500);
    expect(reconnectDelay(50, () => 0)).toBe(30_000);
    expect(reconnectDelay(0, () => 0)).toBe(1000);
  });

  it('counts a stream that sends nothing for 60 s as blocked and tries it again rarely', async () => {
    const { server, connection, modes } = open();
    connection.start();
    await settle();
    const silent = server.latest();

    await vi.advanceTimersByTimeAsync(STALL_TIMEOUT_MS - 1);
    expect(silent.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(silent.aborted).toBe(true);
    expect(modes.at(-1)).toBe('polling');

    await vi.advanceTimersByTimeAsync(BLOCKED_RETRY_MS - 1);
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.requests).toHaveLength(2);
    connection.stop();
  });

  it('keeps a stream that sends heartbeats', async () => {
    const { server, connection } = open();
    connection.start();
    await settle();
    for (let beat = 0; beat < 5; beat += 1) {
      await vi.advanceTimersByTimeAsync(25_000);
      server.latest().send(': heartbeat\n\n');
    }
    await settle();
    expect(server.latest().aborted).toBe(false);
    expect(server.requests).toHaveLength(1);
    connection.stop();
  });

  it('waits at least as long as Retry-After says', async () => {
    const { server, connection } = open();
    server.queue({ status: 503, headers: { 'Retry-After': '20' } });
    connection.start();
    await vi.advanceTimersByTimeAsync(19_999);
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.requests).toHaveLength(2);
    connection.stop();
  });

  it('takes an answer that is not an event stream (a proxy page) as a failure', async () => {
    const { server, connection, events } = open();
    server.queue({
      status: 200,
      body: '<html>Login</html>',
      headers: { 'Content-Type': 'text/html' },
    });
    connection.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.requests).toHaveLength(2);
    expect(events).toEqual([]);
    connection.stop();
  });

  it('ends the session on 401 and stops trying', async () => {
    const { server, connection, modes, onUnauthorized } = open();
    server.queue({ status: 401, body: '{"success":false}' });
    connection.start();
    await settle();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(modes.at(-1)).toBe('off');
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(server.requests).toHaveLength(1);
  });

  it('stop closes the stream and cancels the next try; start opens a new one', async () => {
    const { server, connection, modes } = open();
    connection.start();
    await settle();
    server.latest().send(sseEvent(quote, 9));
    await settle();

    connection.stop();
    await settle();
    expect(server.latest().aborted).toBe(true);
    expect(modes.at(-1)).toBe('off');
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(server.requests).toHaveLength(1);

    connection.start();
    await settle();
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.headers['last-event-id']).toBe('9');
    connection.stop();
  });

  it('does not connect without a token', async () => {
    const { server, connection, modes } = open({ getToken: () => null });
    connection.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.requests).toHaveLength(0);
    expect(modes).toEqual([]);
  });

  it('counts a stream that keeps closing at once as failing, so it cannot spin', async () => {
    const { server, connection } = open();
    connection.start();
    for (let round = 0; round < 3; round += 1) {
      await settle();
      server.latest().send(': hi\n\n');
      server.latest().end();
      await vi.advanceTimersByTimeAsync(round === 0 ? 1000 : round === 1 ? 2000 : 5000);
    }
    expect(requestOffsets(server.requests)).toEqual([0, 1000, 3000, 8000]);
    connection.stop();
  });
});
