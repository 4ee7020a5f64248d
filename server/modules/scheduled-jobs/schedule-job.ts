import type { Database } from '../../db/database';
import { scheduledJobs } from './scheduled-jobs.schema';

export type NewJob = {
  kind: string;
  /** One job per purpose (e.g. `load:{id}:no-quote`): scheduling the same key again does nothing. */
  dedupeKey: string;
  payload: unknown;
  runAt: Date;
};

/**
 * Schedules work in the caller's transaction, so the job exists exactly when the change that
 * calls for it does.
 */
export async function scheduleJob(tx: Database, job: NewJob): Promise<void> {
  await tx
    .insert(scheduledJobs)
    .values({ ...job, payload: job.payload ?? {} })
    .onConflictDoNothing({ target: scheduledJobs.dedupeKey });
}
