import type { LiveEventsService } from '../live-events/live-events-service';
import type { FailedJob, JobRunner } from './job-runner';
import { repeatEvery } from './repeat-every';

export type BackgroundWorkOptions = {
  /** How often due jobs are looked for; a step runs at most this late. */
  jobIntervalMs: number;
  purgeIntervalMs?: number;
};

const DEFAULT_PURGE_INTERVAL_MS = 10 * 60_000;

/**
 * The server process's timers: run due jobs, purge old live events. Every instance runs them;
 * row locks keep each job to one instance, and purging twice is harmless.
 */
export function startBackgroundWork(
  { jobs, liveEvents }: { jobs: JobRunner; liveEvents: Pick<LiveEventsService, 'purgeOld'> },
  options: BackgroundWorkOptions,
  log: { onError: (error: unknown) => void; onJobFailed: (failure: FailedJob) => void },
): { stop(): Promise<void> } {
  const { onError, onJobFailed } = log;
  const loops = [
    repeatEvery(
      options.jobIntervalMs,
      async () => (await jobs.runDue()).failed.forEach(onJobFailed),
      onError,
    ),
    repeatEvery(
      options.purgeIntervalMs ?? DEFAULT_PURGE_INTERVAL_MS,
      () => liveEvents.purgeOld(),
      onError,
    ),
  ];
  return {
    async stop() {
      await Promise.all(loops.map((loop) => loop.stop()));
    },
  };
}
