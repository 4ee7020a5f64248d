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
  p99Ms: number;
  maxMs: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};

function fire(run: LoadRun, seconds: number, next: () => number) {
  const scenario = scenarios.find((candidate) => candidate.name === run.scenario);
  if (!scenario) throw new Error(`No scenario named "${run.scenario}"`);
  const scale = run.scale === 'full' ? FULL_SCALE : SMALL_SCALE;
  return autocannon({
    url: run.baseUrl,
    connections: run.connections,
    duration: seconds,
    timeout: 10,
    requests: [{ setupRequest: (request) => ({ ...request, ...scenario.request(next(), scale) }) }],
  });
}

async function main() {
  const run = JSON.parse(process.argv[2] ?? '') as LoadRun;
  let n = 0;
  const next = () => n++;
  if (run.warmupSeconds > 0) await fire(run, run.warmupSeconds, next);
  const result = await fire(run, run.seconds, next);
  const output: LoadResult = {
    scenario: run.scenario,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
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
