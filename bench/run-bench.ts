// `npm run bench`: seeds PostgreSQL and PGlite, serves each with the production server and drives
// every hot endpoint from a separate load-generator process. Prints a table, writes JSON.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FULL_SCALE, SMALL_SCALE } from './seed/bench-fixtures';
import {
  DEFAULT_BENCH_DATABASE_URL,
  dropPostgresDatabase,
  postgresDatabaseExists,
  freshPgliteDirectory,
  removeDirectory,
  type BenchTarget,
} from './seed/bench-database';
import { prepareTarget } from './seed/prepare-target';
import { runLoad } from './load/run-load';
import { scenarios } from './load/scenarios';
import { pgliteEventLoopDelay, type EventLoopReading } from './pglite-event-loop';
import { checkTargets, formatTable, type TargetReport } from './report';
import { startProductionServer } from './server-process';

const settings = {
  scale: process.env.BENCH_SCALE === 'small' ? ('small' as const) : ('full' as const),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 32),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 3),
  targets: (process.env.BENCH_TARGETS ?? 'postgres,pglite').split(','),
  databaseUrl: process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL,
  webConcurrency: Number(process.env.WEB_CONCURRENCY ?? os.availableParallelism()),
  keep: process.env.BENCH_KEEP === '1',
  /** Serve a PostgreSQL bench database kept by an earlier run instead of seeding a new one. */
  reuse: process.env.BENCH_REUSE === '1',
  /** Names (or their beginnings) of the endpoints to run; the trivial route always runs first. */
  only: (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean),
};
const chosen = (name: string) =>
  settings.only.length === 0 ||
  name.startsWith('trivial') ||
  settings.only.some((prefix) => name.startsWith(prefix));
const scale = settings.scale === 'full' ? FULL_SCALE : SMALL_SCALE;

async function benchTarget(target: BenchTarget): Promise<TargetReport> {
  const reusing =
    settings.reuse &&
    target.kind === 'postgres' &&
    (await postgresDatabaseExists(target.databaseUrl));
  console.log(
    `\n## ${target.kind}: ${reusing ? 'reusing the kept database' : `seeding (${settings.scale} scale)…`}`,
  );
  const seedMs = reusing
    ? {}
    : await prepareTarget(target, scale, (label, ms) =>
        console.log(`  ${label.padEnd(16)} ${ms} ms`),
      );
  const webConcurrency = target.kind === 'postgres' ? settings.webConcurrency : 1;
  const server = await startProductionServer({ target, webConcurrency });
  console.log(`  serving at ${server.baseUrl} with ${webConcurrency} process(es)`);
  const results: TargetReport['results'] = [];
  try {
    // Reads first: the writes change the rows the reads look at.
    const picked = scenarios.filter((scenario) => chosen(scenario.name));
    const ordered = [...picked.filter((s) => !s.writes), ...picked.filter((s) => s.writes)];
    let trivial = 0;
    for (const scenario of ordered) {
      const result = await runLoad({
        baseUrl: server.baseUrl,
        scenario: scenario.name,
        scale: settings.scale,
        connections: settings.connections,
        warmupSeconds: settings.warmupSeconds,
        seconds: settings.seconds,
      });
      if (results.length === 0) trivial = result.requestsPerSecond;
      const row = { ...result, ratioToTrivial: trivial ? result.requestsPerSecond / trivial : 0 };
      results.push(row);
      console.log(
        `  ${scenario.name.padEnd(34)} ${String(row.requestsPerSecond).padStart(6)} req/s  p50 ${row.p50Ms} ms  p95 ${row.p95Ms} ms  p99 ${row.p99Ms} ms  non-2xx ${row.non2xx}`,
      );
    }
  } finally {
    await server.stop();
  }
  return { target: target.kind, webConcurrency, seedMs, results };
}

async function main() {
  const reports: TargetReport[] = [];
  let eventLoop: EventLoopReading | null = null;
  for (const kind of settings.targets) {
    if (kind === 'postgres') {
      const target: BenchTarget = { kind: 'postgres', databaseUrl: settings.databaseUrl };
      reports.push(await benchTarget(target));
      if (!settings.keep) await dropPostgresDatabase(settings.databaseUrl);
    } else if (kind === 'pglite') {
      const dataDir = await freshPgliteDirectory();
      try {
        reports.push(await benchTarget({ kind: 'pglite', dataDir }));
        eventLoop = await pgliteEventLoopDelay(dataDir);
      } finally {
        if (!settings.keep) await removeDirectory(dataDir);
      }
    } else {
      throw new Error(`Unknown BENCH_TARGETS entry "${kind}" (postgres, pglite)`);
    }
  }

  console.log(
    `\nConcurrency ${settings.connections}, ${settings.seconds} s per endpoint after ${settings.warmupSeconds} s warm-up, ${os.availableParallelism()} cores, Node ${process.version}.`,
  );
  for (const report of reports) {
    console.log(`\n### ${report.target} (${report.webConcurrency} server process(es))\n`);
    console.log(formatTable(report));
    if (report.target === 'postgres') {
      for (const check of checkTargets(report)) {
        console.log(`${check.met ? 'met    ' : 'NOT met'}  ${check.target}`);
      }
    }
  }
  if (eventLoop) {
    console.log(
      `\nPGlite runs in the server's thread: during "${eventLoop.query}" (${eventLoop.queryMs} ms) the event loop stalled for up to ${eventLoop.maxStallMs} ms, serving nothing else.`,
    );
  }
  const file = path.join(
    'bench',
    'results',
    `bench-${new Date().toISOString().replaceAll(':', '-')}.json`,
  );
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(
    file,
    JSON.stringify(
      {
        at: new Date().toISOString(),
        machine: {
          cores: os.availableParallelism(),
          cpu: os.cpus()[0]?.model,
          node: process.version,
        },
        settings: { ...settings, databaseUrl: undefined },
        scale,
        reports,
        eventLoop,
      },
      null,
      2,
    ),
  );
  console.log(`\nWritten to ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
