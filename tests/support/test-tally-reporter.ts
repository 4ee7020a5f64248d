import type { Reporter, TestModule } from 'vitest/node';
import { onCi } from './required-services';

/** The project names of vitest.config.ts, as a reader of the log knows them. */
const PROJECT_LABELS: Record<string, string> = {
  unit: 'unit (jsdom)',
  'unit-time-zones': 'unit (jsdom) switching time zones',
  server: 'server on PGlite',
  'server-postgres': 'server on PostgreSQL',
};

type Tally = { passed: number; failed: number; skipped: number };

/**
 * Says at the end of the run how many tests ran where (unit, server on PGlite, server on
 * PostgreSQL), and on CI fails the run when any test was skipped: nothing is committed with
 * `.skip`, so a skip there means a suite whose service (PostgreSQL, Redis, pg_ctl) was missing.
 */
export default class TestTallyReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const tallies = new Map<string, Tally>();
    const skippedSuites = new Set<string>();
    for (const testModule of testModules) {
      const project = testModule.project.name;
      const tally = tallies.get(project) ?? { passed: 0, failed: 0, skipped: 0 };
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') tally.passed += 1;
        else if (state === 'failed') tally.failed += 1;
        else {
          tally.skipped += 1;
          skippedSuites.add(
            `${project}: ${testModule.moduleId.split('/tests/')[1] ?? testModule.moduleId}`,
          );
        }
      }
      tallies.set(project, tally);
    }

    const lines = [...tallies.entries()].map(([project, { passed, failed, skipped }]) => {
      const ran = passed + failed;
      return `  ${PROJECT_LABELS[project] ?? project}: ${ran} ran (${passed} passed, ${failed} failed), ${skipped} skipped`;
    });
    console.log(['', 'Tests by where they ran:', ...lines].join('\n'));

    if (!process.env.TEST_DATABASE_URL) {
      console.log('  server on PostgreSQL: not run (TEST_DATABASE_URL is not set)');
    }
    if (onCi() && skippedSuites.size > 0) {
      console.error(
        [
          'CI refuses skipped tests (a suite left out for want of PostgreSQL, Redis or pg_ctl, or a committed .skip):',
          ...[...skippedSuites].map((suite) => `  ${suite}`),
        ].join('\n'),
      );
      process.exitCode = 1;
    }
  }
}
