/**
 * `npm run bench:web` (issue 8): Lighthouse in Debian's Chromium, mobile emulation, on the
 * sign-in page and on a real driver link page of the production build. Prints performance,
 * accessibility and best practices (each at least 95) with LCP, TBT and CLS; writes
 * bench/results/web-<timestamp>.json; exits 1 when a score misses the target.
 * BENCH_WEB_RUNS=5 runs each page five times and keeps Lighthouse's median run.
 */
import type { Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { prepareDriverLinks } from './driver-link';
import { auditPage, LighthouseRunError, type Stops } from './lighthouse-run';
import { printTable, writeResults } from './report';
import { startServer } from './server';
import { allOnTarget, summarise, type PageSummary } from './summary';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 1);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 9) {
  console.error('BENCH_WEB_RUNS must be a whole number from 1 to 9');
  process.exit(2);
}

/** The server and the Chromium of the run under way, stopped whatever happens (Ctrl-C too). */
const stops: Stops = new Set();

let stopping: Promise<void> | null = null;

/** Stops everything once; whoever asks again (the signal handler, main's exit) waits for it. */
function stopAll(): Promise<void> {
  stopping ??= (async () => {
    for (const stop of [...stops].reverse()) {
      stops.delete(stop);
      await Promise.resolve()
        .then(stop)
        .catch((error: unknown) => console.error(error));
    }
  })();
  return stopping;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stopAll().finally(() => process.exit(130)));
}

const ATTEMPTS = 3;

type Page = { name: string; path: () => Promise<string> };

/** One run of a page, tried again (on a new path: a new driver link) when Lighthouse itself fails. */
async function auditRun(baseUrl: string, page: Page, label: string): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const url = new URL(await page.path(), baseUrl).href;
    console.log(`Lighthouse: ${label} (${url})…`);
    try {
      return await auditPage(url, stops);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === ATTEMPTS || stopping) throw error;
      console.log(`  ${error.message}; trying again`);
    }
  }
}

async function main(): Promise<boolean> {
  console.log('Starting the production server (building the web app when needed)…');
  const server = await startServer();
  stops.add(server.stop);
  const driverLinks = await prepareDriverLinks(server.baseUrl);

  const pages: Page[] = [
    { name: 'sign-in', path: async () => '/signin' },
    // A link of its own each run: the first browser to open a link binds it.
    { name: 'driver link', path: driverLinks.fresh },
  ];
  const results: { summary: PageSummary; lhr: Result }[] = [];
  for (const page of pages) {
    const runs: Result[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const label = RUNS > 1 ? `${page.name} run ${run}/${RUNS}` : page.name;
      runs.push(await auditRun(server.baseUrl, page, label));
    }
    const lhr = computeMedianRun(runs);
    results.push({ summary: summarise(page.name, lhr), lhr });
  }
  await stopAll();

  const summaries = results.map(({ summary }) => summary);
  const passed = allOnTarget(summaries);
  printTable(summaries);
  console.log(`\nWritten: ${writeResults(results, passed)}`);
  return passed;
}

main()
  .then(async (passed) => {
    await stopAll();
    process.exit(passed ? 0 : 1);
  })
  .catch(async (error: unknown) => {
    // Interrupted: the browser or server went away under the run, which says nothing new.
    if (!stopping) console.error(error);
    await stopAll();
    process.exit(1);
  });
