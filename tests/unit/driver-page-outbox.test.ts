import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDeliverer } from '../../src/features/driver-page/outbox/deliver-item';
import { enqueueOutboxItem } from '../../src/features/driver-page/outbox/enqueue';
import { failureOutcome } from '../../src/features/driver-page/outbox/failure-outcome';
import {
  createOutboxReplayer,
  OUTBOX_LOCK,
} from '../../src/features/driver-page/outbox/outbox-replayer';
import { replayOutboxOnce } from '../../src/features/driver-page/outbox/replay-pass';
import { retryDelayMs } from '../../src/features/driver-page/outbox/retry-delay';
import { createPositionSender } from '../../src/features/driver-page/tracking/send-position';
import { ApiError } from '../../src/lib/api-client';
import { DriverDatabase } from '../../src/lib/driver-db';

const LINK_A = 'AbCdEfGhIjKlMnOpQrSt_-';
const LINK_B = 'ZyXwVuTsRqPoNmLkJiHg_-';
const TRIP_ID = '3a0e9c4b-5d6f-4a7b-8c9d-0e1f2a3b4c5d';
const DEVICE_KEY = 'k'.repeat(43);
const NOW = Date.parse('2030-05-10T10:00:00Z');
const deliver = createDeliverer(DEVICE_KEY);

type Answer = { status: number; msg?: string; replayed?: boolean } | 'offline';
type Sent = { linkId: string; key: string; recordedAt: string };

/** fetch for the location endpoint: answers in turn (the last repeats) and records what went. */
function stubFetch(answers: Answer[]): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      const headers = init.headers as Record<string, string>;
      const linkId = /driver-links\/([^/]+)\/location/.exec(String(input))?.[1] ?? '';
      const body = JSON.parse(String(init.body)) as { recordedAt: string };
      sent.push({ linkId, key: headers['Idempotency-Key']!, recordedAt: body.recordedAt });
      const ok = answer.status < 300;
      return new Response(JSON.stringify({ success: ok, msg: answer.msg }), {
        status: answer.status,
        headers: {
          'Content-Type': 'application/json',
          ...(answer.replayed ? { 'Idempotent-Replayed': 'true' } : {}),
        },
      });
    }),
  );
  return sent;
}

let db: DriverDatabase;
let dbCount = 0;

beforeEach(() => {
  dbCount += 1;
  db = new DriverDatabase(`outbox-test-${dbCount}`);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await db.delete();
});

function position(linkId: string, n: number) {
  return enqueueOutboxItem(
    db,
    {
      linkId,
      tripId: TRIP_ID,
      kind: 'position',
      body: {
        coordinates: [46.6753, 24.7136],
        recordedAt: new Date(NOW + n * 1000).toISOString(),
        accuracy: 10,
      },
      idempotencyKey: `key-${n}`,
    },
    NOW,
  );
}

const replay = (options: { ignoreBackoff?: boolean; now?: number } = {}) =>
  replayOutboxOnce(db, {
    deliver,
    ignoreBackoff: options.ignoreBackoff,
    now: () => options.now ?? NOW,
    random: () => 0,
  });

describe('outbox storage', () => {
  it('keeps an enqueued item across a new database instance (a reload)', async () => {
    await position(LINK_A, 1);
    db.close();
    const reopened = new DriverDatabase(db.name);
    const [item] = await reopened.outbox.toArray();
    expect(item).toMatchObject({
      linkId: LINK_A,
      tripId: TRIP_ID,
      kind: 'position',
      idempotencyKey: 'key-1',
      state: 'queued',
      attempts: 0,
      nextAttemptAt: NOW,
      lastError: null,
    });
    reopened.close();
    await db.open();
  });
});

describe('outbox replay', () => {
  it('sends each link’s items oldest first and deletes them', async () => {
    await position(LINK_A, 1);
    await position(LINK_B, 2);
    await position(LINK_A, 3);
    const sent = stubFetch([{ status: 200 }]);
    expect(await replay()).toBeNull();
    const keysOf = (linkId: string) => sent.filter((s) => s.linkId === linkId).map((s) => s.key);
    expect(keysOf(LINK_A)).toEqual(['key-1', 'key-3']);
    expect(keysOf(LINK_B)).toEqual(['key-2']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps an item offline with one more attempt and a later try, then sends it once', async () => {
    await position(LINK_A, 1);
    await position(LINK_A, 2);
    stubFetch(['offline']);
    const due = await replay();
    const items = await db.outbox.toArray();
    expect(items.map((item) => item.attempts)).toEqual([1, 0]);
    expect(items[0]).toMatchObject({ state: 'queued', nextAttemptAt: NOW + 1000 });
    expect(due).toBe(NOW + 1000);

    // Before the backoff is over nothing goes; the link's order holds behind its first item.
    const early = stubFetch([{ status: 200 }]);
    expect(await replay({ now: NOW + 500 })).toBe(NOW + 1000);
    expect(early).toEqual([]);

    const sent = stubFetch([{ status: 200 }]);
    await replay({ now: NOW + 1000 });
    expect(sent.map((s) => s.key)).toEqual(['key-1', 'key-2']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('doubles the wait on each failure (5xx too), capped at 60 s', async () => {
    await position(LINK_A, 1);
    stubFetch([{ status: 503 }]);
    await replay();
    await db.outbox.toCollection().modify({ attempts: 9 });
    await replay({ ignoreBackoff: true });
    const [item] = await db.outbox.toArray();
    expect(item).toMatchObject({ attempts: 10, nextAttemptAt: NOW + 60_000, state: 'queued' });
  });

  it('sets a refused item aside with the server’s message and sends the next one', async () => {
    await position(LINK_A, 1);
    await position(LINK_A, 2);
    const sent = stubFetch([{ status: 422, msg: 'Different body for this key' }, { status: 200 }]);
    expect(await replay()).toBeNull();
    expect(sent.map((s) => s.key)).toEqual(['key-1', 'key-2']);
    const items = await db.outbox.toArray();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      idempotencyKey: 'key-1',
      state: 'needs_attention',
      lastError: 'Different body for this key',
    });

    // It is not sent again.
    const again = stubFetch([{ status: 200 }]);
    await replay();
    expect(again).toEqual([]);
  });

  it('deletes an item whose answer the server replays', async () => {
    await position(LINK_A, 1);
    const sent = stubFetch([{ status: 200, replayed: true }]);
    await replay();
    expect(sent).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends again an item left “sending” by a crash, with its key', async () => {
    await position(LINK_A, 1);
    await db.outbox.toCollection().modify({ state: 'sending' });
    const sent = stubFetch([{ status: 200, replayed: true }]);
    await replay();
    expect(sent.map((s) => s.key)).toEqual(['key-1']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('lets one link wait without holding up another', async () => {
    await position(LINK_A, 1);
    await position(LINK_B, 2);
    const sent = stubFetch([{ status: 429 }, { status: 200 }]);
    await replay();
    expect(sent.map((s) => s.key)).toEqual(['key-1', 'key-2']);
    expect((await db.outbox.toArray()).map((item) => item.linkId)).toEqual([LINK_A]);
  });
});

describe('outbox rules', () => {
  it('retries the network, 5xx, 401, 408, 429 and an in-flight 409; refuses other 4xx', () => {
    for (const status of [0, 500, 503, 401, 408, 429]) {
      expect(failureOutcome(new ApiError(status, undefined))).toBe('retry');
    }
    // The same key still being processed elsewhere answers 409 with Retry-After.
    expect(failureOutcome(new ApiError(409, 'still being processed', 1))).toBe('retry');
    // 'Tracking is only for trips in progress.': a 409 for good, which must not block the queue.
    expect(failureOutcome(new ApiError(409, 'Tracking is only for trips in progress.'))).toBe(
      'refused',
    );
    for (const status of [400, 403, 404, 410, 422]) {
      expect(failureOutcome(new ApiError(status, undefined))).toBe('refused');
    }
    expect(failureOutcome(new Error('invalid body'))).toBe('refused');
  });

  it('waits 1 s, 2 s, 4 s … up to 60 s, shortened by a random jitter', () => {
    expect([1, 2, 3, 4, 7, 20].map((n) => retryDelayMs(n, () => 0))).toEqual([
      1000, 2000, 4000, 8000, 60_000, 60_000,
    ]);
    expect(retryDelayMs(1, () => 0.999)).toBeGreaterThanOrEqual(750);
  });
});

describe('outbox replayer', () => {
  it('replays at start and again when back online, sending each item once', async () => {
    await position(LINK_A, 1);
    stubFetch(['offline']);
    const replayer = createOutboxReplayer({ db: async () => db, deliver, locks: undefined });
    replayer.start();
    await vi.waitFor(async () => expect((await db.outbox.get(1))?.attempts).toBe(1));

    const sent = stubFetch([{ status: 200 }]);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    window.dispatchEvent(new Event('online'));
    await replayer.kick();
    expect(sent.map((s) => s.key)).toEqual(['key-1']);
    replayer.stop();
  });

  it('replays under the Web Lock and leaves it to the tab that holds it', async () => {
    await position(LINK_A, 1);
    const sent = stubFetch([{ status: 200 }]);
    let held = true;
    const request = vi.fn(
      async (_name: string, _options: LockOptions, callback: (lock: Lock | null) => unknown) =>
        callback(held ? null : ({ name: OUTBOX_LOCK, mode: 'exclusive' } as Lock)),
    );
    const locks = { request, query: vi.fn() } as unknown as LockManager;
    const replayer = createOutboxReplayer({ db: async () => db, deliver, locks, now: () => NOW });
    await replayer.kick();
    expect(request).toHaveBeenCalledWith(OUTBOX_LOCK, { ifAvailable: true }, expect.any(Function));
    expect(sent).toEqual([]);

    held = false;
    await replayer.kick();
    expect(sent.map((s) => s.key)).toEqual(['key-1']);
  });

  it('sends nothing while the outbox is not in use (its database not loaded)', async () => {
    await position(LINK_A, 1);
    const sent = stubFetch([{ status: 200 }]);
    const loaded = vi.fn(async () => null);
    const replayer = createOutboxReplayer({ db: loaded, deliver, locks: undefined });
    replayer.start();
    await replayer.kick({ ignoreBackoff: true });
    replayer.stop();
    expect(loaded).toHaveBeenCalled();
    expect(sent).toEqual([]);
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('position sender', () => {
  const report = (n: number) => ({
    coordinates: [46.6753, 24.7136] as [number, number],
    recordedAt: new Date(NOW + n * 1000).toISOString(),
    accuracy: 10,
    idempotencyKey: `key-${n}`,
  });

  it('stores the position first, then sends it and says so', async () => {
    const sent = stubFetch([{ status: 200 }]);
    const replayer = createOutboxReplayer({ db: async () => db, deliver, locks: undefined });
    const onSent = vi.fn();
    const sender = createPositionSender({
      access: { linkId: LINK_A, deviceKey: DEVICE_KEY },
      tripId: TRIP_ID,
      replayer,
      db,
      onSent,
    });
    await sender.send(report(1));
    expect(sent.map((s) => s.key)).toEqual(['key-1']);
    expect(onSent).toHaveBeenCalledWith(report(1));
    expect(await db.outbox.count()).toBe(0);
    sender.dispose();
  });

  it('keeps positions through an outage and reports a refusal', async () => {
    stubFetch(['offline']);
    const replayer = createOutboxReplayer({ db: async () => db, deliver, locks: undefined });
    const onRefused = vi.fn();
    const sender = createPositionSender({
      access: { linkId: LINK_A, deviceKey: DEVICE_KEY },
      tripId: TRIP_ID,
      replayer,
      db,
      onRefused,
    });
    await sender.send(report(1));
    await sender.send(report(2));
    expect(await db.outbox.count()).toBe(2);

    stubFetch([{ status: 403, msg: 'This link is no longer active.' }]);
    await replayer.kick({ ignoreBackoff: true });
    expect(onRefused).toHaveBeenCalledTimes(2);
    expect(onRefused.mock.calls[0]?.[0]).toMatchObject({ status: 403 });
    sender.dispose();
  });
});
