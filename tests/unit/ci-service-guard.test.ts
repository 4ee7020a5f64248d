// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestModule } from 'vitest/node';
import { missingServices } from '../support/required-services';
import TestTallyReporter from '../support/test-tally-reporter';

/** A finished test file of `project` whose tests ended in these states. */
function finishedModule(project: string, file: string, states: string[]): TestModule {
  const tests = states.map((state) => ({ result: () => ({ state }) }));
  return {
    project: { name: project },
    moduleId: `/repo/tests/${file}`,
    children: { allTests: () => tests[Symbol.iterator]() },
  } as unknown as TestModule;
}

describe('the services the server suites need', () => {
  it('names PostgreSQL and Redis when their URLs are missing', () => {
    const missing = missingServices({});
    expect(missing.some((line) => line.startsWith('PostgreSQL: TEST_DATABASE_URL'))).toBe(true);
    expect(missing.some((line) => line.startsWith('Redis: TEST_REDIS_URL'))).toBe(true);
  });

  it('asks nothing of the environment once both URLs are given', () => {
    const missing = missingServices({
      TEST_DATABASE_URL: 'postgres://x',
      TEST_REDIS_URL: 'redis://x',
    });
    expect(missing.filter((line) => !line.startsWith('PostgreSQL server binaries'))).toEqual([]);
  });

  it('makes vitest refuse to start on CI without them', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, CI: 'true' };
    delete env.TEST_DATABASE_URL;
    delete env.TEST_REDIS_URL;
    const run = spawnSync(
      'npx',
      ['vitest', 'run', '--project', 'unit', 'tests/unit/no-such-file'],
      {
        env,
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(run.status).not.toBe(0);
    expect(run.stderr + run.stdout).toContain('CI needs every service the server suites use');
  }, 90_000);
});

describe('the tally at the end of a run', () => {
  const exitCode = process.exitCode;
  afterEach(() => {
    process.exitCode = exitCode;
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  function report() {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    new TestTallyReporter().onTestRunEnd([
      finishedModule('server', 'server/a.test.ts', ['passed', 'passed', 'failed']),
      finishedModule('server-postgres', 'server/a.test.ts', ['passed', 'passed', 'skipped']),
      finishedModule('unit', 'unit/b.test.ts', ['passed']),
    ]);
    return { out: log.mock.calls.join('\n'), err: error.mock.calls.join('\n') };
  }

  it('says how many tests ran on PGlite and on PostgreSQL', () => {
    vi.stubEnv('CI', '');
    const { out } = report();
    expect(out).toContain('server on PGlite: 3 ran (2 passed, 1 failed), 0 skipped');
    expect(out).toContain('server on PostgreSQL: 2 ran (2 passed, 0 failed), 1 skipped');
    expect(out).toContain('unit (jsdom): 1 ran (1 passed, 0 failed), 0 skipped');
  });

  it('fails the run on CI when a test was skipped, naming its file', () => {
    vi.stubEnv('CI', 'true');
    const { err } = report();
    expect(process.exitCode).toBe(1);
    expect(err).toContain('server-postgres: server/a.test.ts');
  });

  it('leaves the outcome alone off CI', () => {
    vi.stubEnv('CI', '');
    process.exitCode = undefined;
    report();
    expect(process.exitCode).toBeUndefined();
  });
});
