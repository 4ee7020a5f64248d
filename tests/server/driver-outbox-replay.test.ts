import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Load } from '../../src/contract/loads';
import { truckPositions } from '../../server/modules/positions/positions.schema';
import { reportPosition, tripWithLink, updateStatus } from './support/driver-link';
import { tripRow } from './support/fleet';
import { call, signInShipper } from './support/marketplace';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * docs/architecture.md §7: the driver's outbox may deliver its writes late, twice, or out of order (a replay
 * after a lost answer, two tabs, a crash mid-send). The server must end where applying each write
 * once, in order, ends: Idempotency-Key makes a repeat a no-op, positions are ordered by
 * recordedAt, and trip status only moves forward.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

type Link = Awaited<ReturnType<typeof tripWithLink>>;
type Json = Record<string, unknown>;
type Write = { kind: 'position' | 'status'; key: string; body: Json };
type Answer = { status: number; body: unknown };

const POSITIONS = 497;
/**
 * The driver link's forward steps while the truck is tracked. 'completed' is left out: it closes
 * the link, so every position delivered after it would be refused, which is the link's rule and
 * not what this test is about.
 */
const STEPS = ['out_to_collect', 'loaded', 'out_to_unload'] as const;

/** A small seeded generator, so a failure can be replayed exactly. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/** ~500 writes as one phone captures them: a fix every 10 s, the status steps among them. */
function capturedWrites(now: Date): Write[] {
  const writes: Write[] = [];
  const start = now.getTime() - (POSITIONS + 10) * 10_000;
  const stepAt = new Map(STEPS.map((step, index) => [(index + 1) * 120, step]));
  for (let n = 0; n < POSITIONS; n += 1) {
    const recordedAt = new Date(start + n * 10_000).toISOString();
    const step = stepAt.get(n);
    if (step) {
      writes.push({ kind: 'status', key: `status-${step}`, body: { status: step, recordedAt } });
    }
    writes.push({
      kind: 'position',
      key: `position-${n}`,
      body: {
        coordinates: [46.6 + n / 10_000, 24.7 + n / 20_000],
        recordedAt,
        accuracy: 5 + (n % 20),
      },
    });
  }
  return writes;
}

/**
 * The rate limiter counts by the wall clock. The outbox honours Retry-After; here time is moved
 * on instead of waited for, so 500 writes to one link fit in a test.
 */
function movableWallClock() {
  const realNow = Date.now.bind(Date);
  let offset = 0;
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offset);
  return {
    advance(ms: number) {
      offset += ms;
    },
  };
}

/** Sends one write as the outbox does: it waits out 429 and an in-flight 409, nothing else. */
async function deliver(
  link: Link,
  write: Write,
  wallClock: ReturnType<typeof movableWallClock>,
): Promise<Answer> {
  for (;;) {
    const options = { idempotencyKey: write.key };
    const response =
      write.kind === 'position'
        ? await reportPosition(t, link, write.body, options)
        : await updateStatus(t, link, write.body, options);
    const retryAfter = Number(response.headers['retry-after'] ?? 0);
    if (response.status === 429) {
      wallClock.advance(Math.max(1, retryAfter) * 1000);
      continue;
    }
    if (response.status === 409 && retryAfter > 0) {
      // The same key is still being handled by a concurrent copy: come back when it is done.
      await new Promise((resolve) => setTimeout(resolve, 5));
      continue;
    }
    return { status: response.status, body: response.body };
  }
}

/** What the trip ended as: its status, where the shipper sees the truck, and the stored trail. */
async function endState(link: Link) {
  const trip = await tripRow(t, link.tripId);
  const load = await call<{ load: Load }>(t, 'GET', `/api/loads/${link.loadId}`, {
    token: link.shipper.token,
  });
  const trail = await t.db
    .select({ recordedAt: truckPositions.recordedAt })
    .from(truckPositions)
    .where(eq(truckPositions.tripId, link.tripId));
  return {
    status: trip.status,
    location: load.body.data?.load.driverDetails?.location,
    positions: trail.length,
    recordedAt: new Set(trail.map((row) => row.recordedAt.toISOString())),
  };
}

describe('replaying the driver outbox', () => {
  it('replaying 500 queued positions and status changes, shuffled and duplicated, ends in the same state as applying them once in order', async () => {
    const wallClock = movableWallClock();
    const random = seeded(20261122);
    const writes = capturedWrites(t.clock.now());
    expect(writes).toHaveLength(POSITIONS + STEPS.length);

    // Trip A: each write once, in capture order, one at a time.
    const inOrder = await tripWithLink(t, { shipper: await signInShipper(t) });
    for (const write of writes) {
      const answer = await deliver(inOrder, write, wallClock);
      expect(answer.status, `${write.key} in order`).toBe(200);
    }

    // Trip B: the same writes, ~20% of them twice (same key, same body), shuffled, and sent in
    // small concurrent batches, as two tabs or a replay after lost answers would.
    const replayed = await tripWithLink(t, { shipper: await signInShipper(t) });
    const duplicates = writes.filter(() => random() < 0.2);
    const deliveries = shuffle([...writes, ...duplicates], random);
    // Some copies go right beside another copy, so both are usually sent at the same time.
    for (const write of duplicates.filter((_, index) => index % 4 === 0)) {
      deliveries.splice(deliveries.indexOf(write) + 1, 0, write);
    }
    const answers = new Map<string, Answer[]>();
    for (let start = 0; start < deliveries.length;) {
      const batch = deliveries.slice(start, start + 1 + Math.floor(random() * 8));
      start += batch.length;
      const batchAnswers = await Promise.all(
        batch.map((write) => deliver(replayed, write, wallClock)),
      );
      batch.forEach((write, index) => {
        const list = answers.get(write.key) ?? [];
        list.push(batchAnswers[index] as Answer);
        answers.set(write.key, list);
      });
    }
    expect(duplicates.length).toBeGreaterThan(60);
    expect(deliveries.length).toBeGreaterThan(600);

    // Every copy of a write got the first copy's answer: status and body.
    for (const write of new Set(duplicates)) {
      const [first, ...repeats] = answers.get(write.key) ?? [];
      expect(repeats.length, write.key).toBeGreaterThan(0);
      for (const repeat of repeats) expect(repeat, write.key).toEqual(first);
    }
    // Out of order, a step the trip has passed is refused ('only forward'), never applied late.
    for (const write of writes.filter((item) => item.kind === 'status')) {
      const status = answers.get(write.key)?.[0]?.status;
      expect([200, 409], write.key).toContain(status);
    }
    for (const write of writes.filter((item) => item.kind === 'position')) {
      expect(answers.get(write.key)?.[0]?.status, write.key).toBe(200);
    }

    const expected = await endState(inOrder);
    const actual = await endState(replayed);
    const newest = writes.filter((item) => item.kind === 'position').at(-1)?.body;
    expect(expected.status).toBe('out_to_unload');
    expect(expected.positions).toBe(POSITIONS);
    expect(expected.location).toEqual({
      coordinates: newest?.coordinates,
      updatedAt: newest?.recordedAt,
      accuracy: newest?.accuracy,
    });
    // No write had a second effect: the same count, the same fixes, the same truth.
    expect(actual.status).toBe(expected.status);
    expect(actual.location).toEqual(expected.location);
    expect(actual.positions).toBe(expected.positions);
    expect(actual.recordedAt).toEqual(expected.recordedAt);
  }, 120_000);
});
