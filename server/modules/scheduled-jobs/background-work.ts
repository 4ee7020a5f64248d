import type { LiveEventsService } from '../live-events/live-events-service';
import type { PaymentReconciler } from '../payments/payment-reconciler';
import type { RefundRunner } from '../payments/refund-runner';
import type { FailedJob, JobRunner } from './job-runner';
import { repeatEvery } from './repeat-every';

export type BackgroundWorkOptions = {
  /** How often due jobs are looked for; a step runs at most this late. */
  jobIntervalMs: number;
  purgeIntervalMs?: number;
};

const DEFAULT_PURGE_INTERVAL_MS = 10 * 60_000;

type Workers = {
  jobs: JobRunner;
  liveEvents: Pick<LiveEventsService, 'purgeOld'>;
  paymentReconciler: Pick<PaymentReconciler, 'runDue'>;
  refundRunner: Pick<RefundRunner, 'runDue'>;
};

/**
 * The server process's timers: run due jobs, settle payments nobody acted on, pay refunds owed,
 * purge old live events. Every instance runs them; row locks keep each job, payment and refund
 * to one instance at a time, and purging twice is harmless.
 */
export function startBackgroundWork(
  { jobs, liveEvents, paymentReconciler, refundRunner }: Workers,
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
      options.jobIntervalMs,
      async () => {
        const { errors } = await paymentReconciler.runDue();
        errors.forEach(({ error }) => onError(error));
        const { retrying } = await refundRunner.runDue();
        retrying.forEach(({ error }) => onError(error));
      },
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
