import cluster, { type Worker } from 'node:cluster';

/** A worker that dies this soon after starting is failing to start, not crashing in service. */
const STARTUP_GRACE_MS = 5_000;

/**
 * WEB_CONCURRENCY > 1: this process only forks the workers (each a whole server sharing the
 * port), replaces one that crashes, and passes SIGTERM/SIGINT on so in-flight requests finish.
 */
export function runClusterPrimary(workers: number): void {
  let stopping = false;
  const startedAt = new Map<Worker, number>();

  const fork = () => startedAt.set(cluster.fork(), Date.now());

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    if (lived < STARTUP_GRACE_MS) {
      console.error(`A worker failed to start (exit ${code ?? signal}); stopping.`);
      stopping = true;
      for (const other of startedAt.keys()) other.process.kill('SIGTERM');
      process.exitCode = 1;
      if (startedAt.size === 0) process.exit(1);
      return;
    }
    console.error(`Worker ${worker.process.pid} exited (${code ?? signal}); starting another.`);
    fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of startedAt.keys()) worker.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGTERM'));

  for (let index = 0; index < workers; index += 1) fork();
}
