// The load generator, in a process of its own so its work is not the server's: runs one
// scenario with autocannon and prints its figures as one JSON line on stdout.
import autocannon from 'autocannon';
import { FULL_SCALE, SMALL_SCALE } from '../seed/bench-fixtures';
import { scenarios } from './scenarios';

export type LoadRun = {
  baseUrl: string;
  scenario: string;
  scale: 'full' | 'small';
  connections: number;
  warmupSeconds: number;
  seconds: number;
};

export type LoadResult = {
  scenario: string;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};

/** Runs the scenario for `seconds`; `onResponse` hears each response's latency in ms. */
function fire(
  run: LoadRun,
  seconds: number,
  next: () => number,
  onResponse: (ms: number) => void = () => undefined,
): Promise<autocannon.Result> {
  const scenario = scenarios.find((candidate) => candidate.name === run.scenario);
  if (!scenario) throw new Error(`No scenario named "${run.scenario}"`);
  const scale = run.scale === 'full' ? FULL_SCALE : SMALL_SCALE;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: run.baseUrl,
        connections: run.connections,
        duration: seconds,
        timeout: 10,
        requests: [
          { setupRequest: (request) => ({ ...request, ...scenario.request(next(), scale) }) },
        ],
      },
      (error: unknown, result) => (error ? reject(error as Error) : resolve(result)),
    );
    instance.on('response', (_client, _status, _bytes, ms) => onResponse(ms));
  });
}

/** autocannon reports no 95th percentile: it is read from every response's latency. */
function percentile(latencies: number[], share: number): number {
  const sorted = latencies.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

async function main() {
  const run = JSON.parse(process.argv[2] ?? '') as LoadRun;
  let n = 0;
  const next = () => n++;
  if (run.warmupSeconds > 0) await fire(run, run.warmupSeconds, next);
  const latencies: number[] = [];
  const result = await fire(run, run.seconds, next, (ms) => latencies.push(ms));
  const output: LoadResult = {
    scenario: run.scenario,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p95Ms: Math.round(percentile(latencies, 0.95) * 100) / 100,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
  process.stdout.write(`${JSON.stringify(output)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
