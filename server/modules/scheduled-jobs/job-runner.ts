import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { scheduledJobs } from './scheduled-jobs.schema';

/** Runs one job's work inside the transaction that completes the job. */
export type JobStep = (tx: Database, payload: unknown, context: { now: Date }) => Promise<void>;

const BATCH_SIZE = 20;
/** Enough batches for a busy minute; what is left waits for the next tick. */
const MAX_BATCHES_PER_RUN = 10;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 30 * 60_000;
/** A step that keeps failing is given up on: its moment (a 30- or 60-minute message) has passed. */
export const MAX_JOB_ATTEMPTS = 8;

export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

type Dependencies = { db: Database; clock: Clock; steps: Record<string, JobStep> };

/** A step that threw: it will be retried later (or was given up on), and the caller logs it. */
export type FailedJob = { id: string; kind: string; attempts: number; error: unknown };
type RunResult = { ran: number; failed: FailedJob[] };

/**
 * Runs due jobs exactly once across any number of instances: each batch is claimed with
 * FOR UPDATE SKIP LOCKED, and every step runs in the claiming transaction, which also marks it
 * done. The step's effect and its completion commit together; a crash rolls both back and the
 * job stays due for whichever instance looks next.
 */
export function createJobRunner({ db, clock, steps }: Dependencies) {
  async function runBatch(now: Date): Promise<RunResult & { claimed: number }> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(scheduledJobs)
        .where(and(isNull(scheduledJobs.doneAt), lte(scheduledJobs.runAt, now)))
        .orderBy(asc(scheduledJobs.runAt))
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });
      let ran = 0;
      const failed: FailedJob[] = [];
      for (const job of due) {
        try {
          const step = steps[job.kind];
          if (!step) throw new Error(`No step for job kind '${job.kind}'`);
          // A savepoint: a failing step leaves nothing behind, and the batch goes on.
          await tx.transaction((stepTx) => step(stepTx, job.payload, { now }));
          await tx
            .update(scheduledJobs)
            .set({ doneAt: now, attempts: job.attempts + 1 })
            .where(eq(scheduledJobs.id, job.id));
          ran += 1;
        } catch (error) {
          // Still under this transaction's row lock, so no other instance retries it early.
          const attempts = job.attempts + 1;
          failed.push({ id: job.id, kind: job.kind, attempts, error });
          const givingUp = attempts >= MAX_JOB_ATTEMPTS;
          await tx
            .update(scheduledJobs)
            .set({
              attempts,
              lastError: `${givingUp ? 'Gave up: ' : ''}${String(error)}`.slice(0, 2_000),
              runAt: new Date(now.getTime() + retryDelayMs(attempts)),
              doneAt: givingUp ? now : null,
            })
            .where(eq(scheduledJobs.id, job.id));
        }
      }
      return { claimed: due.length, ran, failed };
    });
  }

  return {
    /** Runs every job due at `now`; tests call it with their own clock. */
    async runDue(now: Date = clock.now()): Promise<RunResult> {
      let ran = 0;
      const failed: FailedJob[] = [];
      for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
        const result = await runBatch(now);
        ran += result.ran;
        failed.push(...result.failed);
        if (result.claimed < BATCH_SIZE) break;
      }
      return { ran, failed };
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
