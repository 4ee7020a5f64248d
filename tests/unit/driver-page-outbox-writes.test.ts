// Status changes and charges share the positions' outbox (docs/architecture.md §7); Dexie must see IndexedDB.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDeliverer } from '../../src/features/driver-page/outbox/deliver-item';
import { enqueueOutboxItem } from '../../src/features/driver-page/outbox/enqueue';
import {
  discardOutboxItems,
  retryOutboxItems,
} from '../../src/features/driver-page/outbox/outbox-item-actions';
import { summarizeOutbox } from '../../src/features/driver-page/outbox/outbox-summary';
import { queueCharge } from '../../src/features/driver-page/outbox/queue-charge';
import { queueStatusChange } from '../../src/features/driver-page/outbox/queue-status-change';
import type { QueuedCharge } from '../../src/features/driver-page/outbox/queued-items';
import { shownTripStatus } from '../../src/features/driver-page/outbox/queued-status';
import { replayOutboxOnce } from '../../src/features/driver-page/outbox/replay-pass';
import { DriverDatabase, type OutboxRow } from '../../src/lib/driver-db';
// Also makes fake-indexeddb hand back this realm's ArrayBuffers, as a browser does.
import { cloneIntoThisRealm } from './driver-page-harness';

cloneIntoThisRealm();

const LINK_A = 'AbCdEfGhIjKlMnOpQrSt_-';
const LINK_B = 'ZyXwVuTsRqPoNmLkJiHg_-';
const TRIP_ID = '3a0e9c4b-5d6f-4a7b-8c9d-0e1f2a3b4c5d';
const DEVICE_KEY = 'k'.repeat(43);
const NOW = Date.parse('2030-05-10T10:00:00Z');
const deliver = createDeliverer(DEVICE_KEY);

type Answer = { status: number; msg?: string } | 'offline';
type Sent = {
  what: string;
  key: string;
  headers: Record<string, string>;
  json: Record<string, unknown> | undefined;
  form: FormData | undefined;
};

/** Which write a request is, in a word: 'position', 'status loaded' or 'charge Toll'. */
function describeRequest(url: string, json: Record<string, unknown> | undefined, form?: FormData) {
  if (url.endsWith('/location')) return `position ${String(json?.recordedAt)}`;
  if (url.includes('/update/status/')) return `status ${String(json?.status)}`;
  if (url === '/api/trip-charges/add') return `charge ${String(form?.get('reason'))}`;
  return `unknown ${url}`;
}

/** fetch at the network boundary: `answer` decides each reply; every request is recorded. */
function stubNetwork(answer: (sent: Sent) => Answer): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const headers = Object.fromEntries(
        Object.entries(init.headers as Record<string, string>).map(([name, value]) => [
          name.toLowerCase(),
          value,
        ]),
      );
      const json =
        typeof init.body === 'string'
          ? (JSON.parse(init.body) as Record<string, unknown>)
          : undefined;
      const form = init.body instanceof FormData ? init.body : undefined;
      const request: Sent = {
        what: describeRequest(String(input), json, form),
        key: headers['idempotency-key'] ?? '',
        headers,
        json,
        form,
      };
      const reply = answer(request);
      if (reply === 'offline') throw new TypeError('Failed to fetch');
      sent.push(request);
      return new Response(JSON.stringify({ success: reply.status < 300, msg: reply.msg }), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return sent;
}

const everythingOk = () => ({ status: 200 });

let db: DriverDatabase;
let dbCount = 0;

beforeEach(() => {
  dbCount += 1;
  db = new DriverDatabase(`outbox-writes-test-${dbCount}`);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await db.delete();
});

const at = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();

function position(linkId: string, seconds: number) {
  return enqueueOutboxItem(
    db,
    {
      linkId,
      tripId: TRIP_ID,
      kind: 'position',
      body: { coordinates: [46.6753, 24.7136], recordedAt: at(seconds), accuracy: 10 },
      idempotencyKey: `position-${linkId}-${seconds}`,
    },
    NOW,
  );
}

const status = (linkId: string, next: 'out_to_collect' | 'loaded' | 'out_to_unload') =>
  queueStatusChange(db, { linkId, tripId: TRIP_ID, status: next }, NOW);

const photo = (name: string, bytes: string) => new File([bytes], name, { type: 'image/jpeg' });
const charge = (linkId: string, reason: string, photos: File[] = []) =>
  queueCharge(db, { linkId, tripId: TRIP_ID, reason, amount: 12.5, photos }, NOW);

const replay = (options: { ignoreBackoff?: boolean; now?: number } = {}) =>
  replayOutboxOnce(db, {
    deliver,
    ignoreBackoff: options.ignoreBackoff,
    now: () => options.now ?? NOW,
    random: () => 0,
  });

async function filesOf(form: FormData | undefined) {
  const files = (form?.getAll('files') ?? []) as File[];
  return Promise.all(files.map(async (file) => `${file.name} ${file.type} ${await file.text()}`));
}

const kinds = async () =>
  (await db.outbox.toArray()).map((item) => `${item.kind} ${item.state} ${item.attempts}`);

describe('status changes and charges in the outbox', () => {
  it('are sent in capture order, positions interleaved, each to its endpoint with its key', async () => {
    await position(LINK_A, 1);
    await status(LINK_A, 'out_to_collect');
    await position(LINK_A, 2);
    await charge(LINK_A, 'Toll');
    await status(LINK_A, 'loaded');
    await position(LINK_A, 3);
    const sent = stubNetwork(everythingOk);
    expect(await replay()).toBeNull();
    expect(sent.map((request) => request.what)).toEqual([
      `position ${at(1)}`,
      'status out_to_collect',
      `position ${at(2)}`,
      'charge Toll',
      'status loaded',
      `position ${at(3)}`,
    ]);
    // Every write carries its own key and the link's credentials.
    expect(new Set(sent.map((request) => request.key)).size).toBe(6);
    for (const request of sent) expect(request.headers['x-device-key']).toBe(DEVICE_KEY);
    const statusCall = sent[1];
    expect(statusCall?.json).toEqual({ status: 'out_to_collect', recordedAt: at(0) });
    expect(statusCall?.headers['x-link-id']).toBe(LINK_A);
    expect(sent[3]?.headers['x-link-id']).toBe(LINK_A);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keep a charge’s photos as ArrayBuffers and rebuild the same upload, same key, on every resend', async () => {
    await charge(LINK_A, 'Border fee', [
      photo('gate.jpg', 'gate-bytes'),
      photo('slip.jpg', 'slip'),
    ]);
    const [stored] = (await db.outbox.toArray()) as QueuedCharge[];
    expect(stored?.body).toMatchObject({ reason: 'Border fee', amount: 12.5 });
    expect(stored?.body.photos.map((item) => [item.name, item.type])).toEqual([
      ['gate.jpg', 'image/jpeg'],
      ['slip.jpg', 'image/jpeg'],
    ]);
    for (const item of stored?.body.photos ?? []) expect(item.data).toBeInstanceOf(ArrayBuffer);

    const answers: Answer[] = [{ status: 500 }, 'offline', { status: 200 }];
    const attempts: Sent[] = [];
    const sent = stubNetwork((request) => {
      attempts.push(request);
      return answers.shift() ?? { status: 200 };
    });
    await replay();
    await replay({ ignoreBackoff: true });
    // A state change in between must not spoil the stored bytes.
    expect(await kinds()).toEqual(['charge queued 2']);
    await replay({ ignoreBackoff: true });
    expect(sent).toHaveLength(2);
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((request) => request.key))).toEqual(
      new Set([stored?.idempotencyKey]),
    );
    for (const request of attempts) {
      expect(request.form?.get('linkId')).toBe(LINK_A);
      expect(request.form?.get('reason')).toBe('Border fee');
      expect(request.form?.get('amount')).toBe('12.5');
      expect(await filesOf(request.form)).toEqual([
        'gate.jpg image/jpeg gate-bytes',
        'slip.jpg image/jpeg slip',
      ]);
    }
    expect(await db.outbox.count()).toBe(0);
  });

  it.each<[string, Answer]>([
    ['a 500', { status: 500 }],
    ['no network', 'offline'],
  ])('after %s stay queued, in order, and go in that order later', async (_, failure) => {
    await status(LINK_A, 'out_to_collect');
    await charge(LINK_A, 'Toll');
    await position(LINK_A, 1);
    await status(LINK_A, 'loaded');
    stubNetwork(() => failure);
    expect(await replay()).toBe(NOW + 1000);
    // The link stopped at its first item: nothing behind it went.
    expect(await kinds()).toEqual([
      'status queued 1',
      'charge queued 0',
      'position queued 0',
      'status queued 0',
    ]);

    const sent = stubNetwork(everythingOk);
    await replay({ now: NOW + 1000 });
    expect(sent.map((request) => request.what)).toEqual([
      'status out_to_collect',
      'charge Toll',
      `position ${at(1)}`,
      'status loaded',
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('set a permanently refused one aside with the server’s words; the rest still go', async () => {
    await status(LINK_A, 'out_to_collect');
    await charge(LINK_A, 'Toll');
    await status(LINK_A, 'loaded');
    await position(LINK_A, 1);
    await charge(LINK_B, 'Fuel');
    const sent = stubNetwork((request) =>
      request.what === 'charge Toll'
        ? { status: 400, msg: 'Amount is too large' }
        : request.what === 'status loaded'
          ? { status: 409 }
          : { status: 200 },
    );
    expect(await replay()).toBeNull();
    expect(sent.map((request) => request.what)).toEqual([
      'status out_to_collect',
      'charge Toll',
      'status loaded',
      `position ${at(1)}`,
      'charge Fuel',
    ]);
    const left = await db.outbox.toArray();
    expect(left.map((item) => [item.kind, item.state, item.lastError])).toEqual([
      ['charge', 'needs_attention', 'Amount is too large'],
      // No words from the server: the page says 'Failed to update status' itself.
      ['status', 'needs_attention', null],
    ]);

    // Refused items are not sent again by the replay.
    const again = stubNetwork(everythingOk);
    await replay({ ignoreBackoff: true });
    expect(again).toEqual([]);
  });

  it("'Try again' queues a refused item afresh, sent with its key; 'Discard' deletes it", async () => {
    const refusedCharge = await charge(LINK_A, 'Toll');
    const refusedStatus = await status(LINK_A, 'loaded');
    stubNetwork(() => ({ status: 422, msg: 'Different body for this key' }));
    await replay();
    expect(await kinds()).toEqual(['charge needs_attention 0', 'status needs_attention 0']);
    const chargeKey = (await db.outbox.get(refusedCharge))?.idempotencyKey;

    expect(await retryOutboxItems(db, [refusedCharge], NOW + 5000)).toBe(1);
    expect(await db.outbox.get(refusedCharge)).toMatchObject({
      state: 'queued',
      attempts: 0,
      nextAttemptAt: NOW + 5000,
      lastError: null,
    });
    const sent = stubNetwork(everythingOk);
    await replay({ now: NOW + 5000 });
    // Only the retried one goes, under the key it was captured with.
    expect(sent.map((request) => [request.what, request.key])).toEqual([
      ['charge Toll', chargeKey],
    ]);
    expect(await kinds()).toEqual(['status needs_attention 0']);

    await discardOutboxItems(db, [refusedStatus]);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('what the page shows from the outbox', () => {
  const row = (overrides: Partial<OutboxRow>): OutboxRow => ({
    id: 1,
    linkId: LINK_A,
    tripId: TRIP_ID,
    kind: 'status',
    body: { status: 'loaded', recordedAt: at(0) },
    idempotencyKey: 'k',
    createdAt: NOW,
    attempts: 0,
    nextAttemptAt: NOW,
    state: 'queued',
    lastError: null,
    ...overrides,
  });

  it('shows the last queued status, never a refused one or one the server has passed', () => {
    const collect = row({ id: 1, body: { status: 'out_to_collect', recordedAt: at(0) } });
    const loaded = row({ id: 2, body: { status: 'loaded', recordedAt: at(1) } });
    expect(shownTripStatus('confirmed', [])).toBe('confirmed');
    expect(shownTripStatus('confirmed', [collect, loaded])).toBe('loaded');
    expect(shownTripStatus('confirmed', [collect, { ...loaded, state: 'needs_attention' }])).toBe(
      'out_to_collect',
    );
    expect(shownTripStatus('out_to_unload', [collect, loaded])).toBe('out_to_unload');
    expect(shownTripStatus('cancelled', [loaded])).toBe('cancelled');
  });

  it('counts what waits, what is unsent and what is stuck', () => {
    const items = [
      row({ id: 1 }),
      row({ id: 2, attempts: 2 }),
      row({ id: 3, state: 'needs_attention', lastError: null }),
      row({ id: 4 }),
      row({ id: 5, state: 'needs_attention', lastError: 'Link closed' }),
    ];
    // A fresh first try is on its way; one that failed waits, and so does all behind it.
    expect(summarizeOutbox({ items, readAt: NOW + 1000 })).toEqual({
      waiting: 2,
      unsent: 3,
      stuck: 2,
      stuckMessage: 'Link closed',
    });
    expect(summarizeOutbox({ items: [row({ id: 1 })], readAt: NOW + 1000 }).waiting).toBe(0);
    // Left from a last visit.
    expect(summarizeOutbox({ items: [row({ id: 1 })], readAt: NOW + 60_000 }).waiting).toBe(1);
  });
});
