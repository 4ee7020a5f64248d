import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { createLiveEventsService } from '../../server/modules/live-events/live-events-service';
import { createPositionAnnouncer } from '../../server/modules/positions/position-announcer';
import { truckPositions } from '../../server/modules/positions/positions.schema';
import { createPositionsService } from '../../server/modules/positions/positions-service';
import { reportPosition, tripWithLink } from './support/driver-link';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Position reports that arrive while a batch is being stored are stored together as the next
 * batch (one read of their links, one insert, one commit). Each report must still get its own
 * answer, as if it had come alone, and none before its batch committed.
 */

let t: TestApp;
type Link = Awaited<ReturnType<typeof tripWithLink>>;
let links: Link[];

beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
  links = [];
  for (let made = 0; made < 4; made += 1) links.push(await tripWithLink(t));
}, 60_000);
afterAll(async () => t.close());

const minutesAgo = (minutes: number) =>
  new Date(t.clock.now().getTime() - minutes * 60_000).toISOString();
const at = (lng: number, recordedAt: string) => ({
  coordinates: [lng, 24.7] as [number, number],
  recordedAt,
});
const fix = (minutesBack = 1) => at(46.7, minutesAgo(minutesBack));

async function storedFixes(link: Link) {
  return t.db.select().from(truckPositions).where(eq(truckPositions.tripId, link.tripId));
}

/**
 * A positions service like the app's, on a database whose transactions the test can hold open
 * after their last statement, before they commit, and count.
 */
function heldPositions() {
  const gates: Promise<void>[] = [];
  const opened = { transactions: 0 };
  let holding: { until: Promise<void>; reached: () => void } | undefined;
  const db = Object.create(t.db) as Database;
  db.transaction = ((work: (tx: Database) => Promise<unknown>) =>
    t.db.transaction(async (tx) => {
      opened.transactions += 1;
      const result = await work(tx);
      const hold = holding;
      holding = undefined;
      if (hold) {
        hold.reached();
        await hold.until;
      }
      return result;
    })) as Database['transaction'];
  const positions = createPositionsService({
    db,
    clock: t.clock,
    announcer: createPositionAnnouncer({
      liveEvents: createLiveEventsService({ db: t.db, clock: t.clock }),
    }),
  });
  return {
    positions,
    opened,
    /** The next transaction waits before committing until `release` is called. */
    holdNextCommit() {
      let release!: () => void;
      let reached!: () => void;
      const until = new Promise<void>((resolve) => (release = resolve));
      const atCommit = new Promise<void>((resolve) => (reached = resolve));
      holding = { until, reached };
      gates.push(until);
      return { atCommit, release };
    },
  };
}

/** An error's message and its causes' (the driver's error is the query error's cause). */
const messagesOf = (error: unknown): string =>
  error instanceof Error ? `${error.message} ${messagesOf(error.cause)}` : '';

const settledFlag = (promise: Promise<unknown>) => {
  const state = { settled: false };
  void promise.then(
    () => (state.settled = true),
    () => (state.settled = true),
  );
  return state;
};

const report = (
  service: ReturnType<typeof heldPositions>['positions'],
  link: Link,
  body = fix(),
  options: { deviceKey?: string; key?: string } = {},
) => service.report(link.linkId, options.deviceKey ?? link.deviceKey, body, options.key);

describe('position reports stored in batches', () => {
  it('answers nothing before the batch commits, and each report of the next batch on its own', async () => {
    const { positions, opened, holdNextCommit } = heldPositions();
    const [first, second, third, fourth] = links as [Link, Link, Link, Link];

    // The first report's batch starts at once; hold it after its insert, before its commit.
    const held = holdNextCommit();
    const alone = report(positions, first, fix(), { key: 'alone-1' });
    const aloneState = settledFlag(alone);
    await held.atCommit;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(aloneState.settled).toBe(false);
    if (t.database.kind === 'postgres') {
      // Another connection does not see it yet (PGlite has one connection, held by the batch).
      expect(await storedFixes(first)).toHaveLength(0);
    }

    // Meanwhile several phones report: they wait, and are stored together once it commits.
    const batch = [
      report(positions, second, fix(2), { key: 'second-1' }),
      report(positions, third, fix(), { deviceKey: 'someone-elses-phone', key: 'third-1' }),
      report(positions, fourth, fix(3), { key: 'fourth-1' }),
      // The same fix twice in one batch (a replay racing its original): stored once.
      report(positions, fourth, fix(3), { key: 'fourth-1' }),
      report(positions, second, at(46.7, minutesAgo(-5))),
      report(positions, first, fix(), { key: 'alone-1' }),
    ];
    const batchStates = batch.map(settledFlag);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(batchStates.map((state) => state.settled)).toEqual(batch.map(() => false));
    expect(opened.transactions).toBe(1);

    held.release();
    expect(await alone).toEqual({ accepted: true, replayed: false });
    const answers = await Promise.allSettled(batch);
    expect(answers).toEqual([
      { status: 'fulfilled', value: { accepted: true, replayed: false } },
      {
        status: 'rejected',
        reason: expect.objectContaining({ statusCode: 403, message: 'Access denied' }),
      },
      { status: 'fulfilled', value: { accepted: true, replayed: false } },
      { status: 'fulfilled', value: { accepted: true, replayed: true } },
      {
        status: 'rejected',
        reason: expect.objectContaining({
          statusCode: 400,
          message: "This position's time is in the future. Check the phone's date and time.",
        }),
      },
      // The first report's key again, in a later batch: a replay, not a second fix.
      { status: 'fulfilled', value: { accepted: true, replayed: true } },
    ]);
    // One transaction for the first report, one for everything that waited behind it.
    expect(opened.transactions).toBe(2);
    expect((await storedFixes(first)).map((row) => row.clientKey)).toEqual(['alone-1']);
    expect((await storedFixes(second)).map((row) => row.clientKey)).toEqual(['second-1']);
    expect(await storedFixes(third)).toHaveLength(0);
    expect((await storedFixes(fourth)).map((row) => row.clientKey)).toEqual(['fourth-1']);

    // And once more in a batch of its own: still the one fix.
    expect(await report(positions, fourth, fix(3), { key: 'fourth-1' })).toEqual({
      accepted: true,
      replayed: true,
    });
    expect(await storedFixes(fourth)).toHaveLength(1);
  });

  it('when the batch statement fails, stores the others one by one and fails only the bad one', async () => {
    const { positions, opened, holdNextCommit } = heldPositions();
    const [first, second, third] = links as [Link, Link, Link];
    const before = await Promise.all([first, second, third].map(storedFixes));
    // A row every check in the server lets through but the database refuses.
    await t.db.execute(
      sql`alter table truck_positions add constraint test_refused_lng check (lng <> 13.25)`,
    );
    try {
      const held = holdNextCommit();
      const opening = report(positions, first, fix(), { key: 'opening' });
      await held.atCommit;
      const batch = [
        report(positions, second, fix(), { key: 'fine-1' }),
        report(positions, third, at(13.25, minutesAgo(1))),
        report(positions, first, fix(), { key: 'fine-2' }),
      ];
      held.release();
      await opening;
      const answers = await Promise.allSettled(batch);
      expect(answers.map((answer) => answer.status)).toEqual([
        'fulfilled',
        'rejected',
        'fulfilled',
      ]);
      expect(messagesOf((answers[1] as PromiseRejectedResult).reason)).toMatch(/test_refused_lng/);
      // The opening batch, the failed batch, then each of its three reports alone.
      expect(opened.transactions).toBe(5);
      const after = await Promise.all([first, second, third].map(storedFixes));
      expect(after.map((rows, index) => rows.length - before[index]!.length)).toEqual([2, 1, 0]);
    } finally {
      await t.db.execute(sql`alter table truck_positions drop constraint test_refused_lng`);
    }
  });

  it('over HTTP, reports sent together from several phones each get their own answer', async () => {
    const [first, second, third, fourth] = links as [Link, Link, Link, Link];
    const before = await Promise.all(links.map(storedFixes));
    const answers = await Promise.all([
      reportPosition(t, first, fix(), { idempotencyKey: 'http-1' }),
      reportPosition(t, { ...second, deviceKey: 'not-the-bound-phone' }, fix()),
      reportPosition(t, third, fix(), { idempotencyKey: 'http-3' }),
      reportPosition(t, third, fix(), { idempotencyKey: 'http-3' }),
      reportPosition(t, fourth, fix(), { idempotencyKey: 'http-4' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 403, 200, 200, 200]);
    expect(answers[1]!.body).toMatchObject({ success: false, msg: 'Access denied' });
    // Exactly one of the two copies is the replay, whichever went first.
    expect(
      [answers[2]!, answers[3]!].map((answer) => answer.headers['idempotent-replayed']).sort(),
    ).toEqual(['true', undefined]);
    for (const answer of [answers[0]!, answers[2]!, answers[3]!, answers[4]!]) {
      expect(answer.body).toEqual({ success: true, data: { accepted: true } });
    }
    const after = await Promise.all(links.map(storedFixes));
    expect(after.map((rows, index) => rows.length - before[index]!.length)).toEqual([1, 0, 1, 1]);
  });
});
