import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { notifications } from '../../server/modules/notifications/notifications.schema';
import { createJobRunner, MAX_JOB_ATTEMPTS } from '../../server/modules/scheduled-jobs/job-runner';
import { scheduleJob } from '../../server/modules/scheduled-jobs/schedule-job';
import { scheduledJobs } from '../../server/modules/scheduled-jobs/scheduled-jobs.schema';
import { startAppInstance } from './support/app-instance';
import { loadRow, postLoad, signInShipper } from './support/marketplace';
import { createSharedTestDatabase, type SharedTestDatabase } from './support/shared-test-database';
import { manualClock } from './support/test-app';

const MINUTE = 60_000;

/** Raw query rows: both drivers answer `{ rows }`. */
async function rowsOf(db: Database, query: SQL): Promise<unknown[]> {
  return ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
}
const disposers: SharedTestDatabase[] = [];
afterAll(async () => {
  await Promise.all(disposers.map((shared) => shared.dispose()));
});

async function sharedDatabase() {
  const shared = await createSharedTestDatabase();
  disposers.push(shared);
  return shared;
}

describe('the guarantee across a restart', () => {
  it('runs pending steps on the new instance and never repeats done ones', async () => {
    const shared = await sharedDatabase();
    const clock = manualClock();
    const before = await startAppInstance(await shared.open(), { clock });
    const shipper = await signInShipper(before);
    const loadId = await postLoad(before, shipper.token);
    const postedAt = (await loadRow(before, loadId)).createdAt.getTime();
    await before.jobs.runDue(new Date(postedAt + 30 * MINUTE));
    await before.close();

    const after = await startAppInstance(await shared.open(), { clock });
    try {
      await after.jobs.runDue(new Date(postedAt + 60 * MINUTE));
      await after.jobs.runDue(new Date(postedAt + 120 * MINUTE));
      const kinds = await after.db
        .select({ kind: notifications.kind })
        .from(notifications)
        .where(eq(notifications.userId, shipper._id));
      expect(kinds).toEqual([{ kind: 'no_quote_yet' }]);
      const jobs = await after.db.select().from(scheduledJobs);
      expect(jobs.map((job) => [job.kind, job.attempts, job.doneAt !== null]).sort()).toEqual([
        ['no-quote', 1, true],
        ['reannounce', 1, true],
      ]);
    } finally {
      await after.close();
    }
  });
});

describe('a server started with background work', () => {
  it('runs due steps on its own timer and stops it when closed', async () => {
    const shared = await sharedDatabase();
    const clock = manualClock();
    const server = await startAppInstance(await shared.open(), { clock, jobIntervalMs: 20 });
    try {
      const shipper = await signInShipper(server);
      await postLoad(server, shipper.token);
      clock.advance(60 * MINUTE);
      const told = async () =>
        server.db
          .select({ kind: notifications.kind })
          .from(notifications)
          .where(eq(notifications.userId, shipper._id));
      for (let waited = 0; (await told()).length === 0 && waited < 5_000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await told()).toEqual([{ kind: 'no_quote_yet' }]);
    } finally {
      // Closing waits for a run in progress: nothing touches the database after it closes.
      await server.close();
    }
  });
});

describe('the job runner', () => {
  it('rolls a failing step back, records it, and retries it later, also after a restart', async () => {
    const shared = await sharedDatabase();
    const clock = manualClock();
    const start = clock.now().getTime();
    const marks = sql`create table if not exists job_marks (job text primary key)`;
    let failing = true;
    const steps = {
      mark: async (tx: Database, payload: unknown) => {
        await tx.execute(sql`insert into job_marks values (${String(payload)})`);
        if (failing) throw new Error('provider down');
      },
    };

    const first = await startAppInstance(await shared.open(), { clock });
    await first.db.execute(marks);
    await first.db.transaction(async (tx) => {
      await scheduleJob(tx, {
        kind: 'mark',
        dedupeKey: 'mark:1',
        payload: 'one',
        runAt: clock.now(),
      });
      // The same purpose twice is one job.
      await scheduleJob(tx, {
        kind: 'mark',
        dedupeKey: 'mark:1',
        payload: 'again',
        runAt: clock.now(),
      });
    });
    const runner = createJobRunner({ db: first.db, clock, steps });
    const failed = await runner.runDue(new Date(start));
    expect(failed.ran).toBe(0);
    expect(failed.failed).toMatchObject([{ kind: 'mark', attempts: 1 }]);
    const [job] = await first.db.select().from(scheduledJobs);
    expect(job).toMatchObject({ attempts: 1, lastError: 'Error: provider down', doneAt: null });
    expect(job!.runAt.getTime()).toBeGreaterThan(start);
    // The step's own write went with it.
    expect(await rowsOf(first.db, sql`select count(*)::int as n from job_marks`)).toEqual([
      { n: 0 },
    ]);
    // Not due again before its backoff.
    expect((await runner.runDue(new Date(start + 1_000))).failed).toEqual([]);
    await first.close();

    failing = false;
    const second = await startAppInstance(await shared.open(), { clock });
    try {
      const retry = createJobRunner({ db: second.db, clock, steps });
      expect((await retry.runDue(new Date(start + 60 * MINUTE))).ran).toBe(1);
      expect((await retry.runDue(new Date(start + 120 * MINUTE))).ran).toBe(0);
      expect(await rowsOf(second.db, sql`select job from job_marks`)).toEqual([{ job: 'one' }]);
      const [done] = await second.db.select().from(scheduledJobs);
      expect(done).toMatchObject({ attempts: 2, doneAt: new Date(start + 60 * MINUTE) });
    } finally {
      await second.close();
    }
  });

  it('gives up on a step that keeps failing', async () => {
    const shared = await sharedDatabase();
    const clock = manualClock();
    const instance = await startAppInstance(await shared.open(), { clock });
    try {
      const runner = createJobRunner({
        db: instance.db,
        clock,
        steps: { broken: () => Promise.reject(new Error('always')) },
      });
      await instance.db.transaction((tx) =>
        scheduleJob(tx, {
          kind: 'broken',
          dedupeKey: 'broken:1',
          payload: null,
          runAt: clock.now(),
        }),
      );
      let now = clock.now().getTime();
      for (let attempt = 0; attempt < MAX_JOB_ATTEMPTS + 2; attempt += 1) {
        await runner.runDue(new Date(now));
        now += 24 * 60 * MINUTE;
      }
      const [job] = await instance.db.select().from(scheduledJobs);
      expect(job?.attempts).toBe(MAX_JOB_ATTEMPTS);
      expect(job?.doneAt).not.toBeNull();
      expect(job?.lastError).toMatch(/^Gave up: /);
    } finally {
      await instance.close();
    }
  });
});
