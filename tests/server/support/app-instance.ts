import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import type { DatabaseHandle } from '../../../server/db/database';
import { createFileStorage } from '../../../server/providers/storage/create-file-storage';
import { createServices } from '../../../server/services';
import { manualClock, recordingSms, TEST_PHONE, type TestApp } from './test-app';

type ManualClock = ReturnType<typeof manualClock>;

/**
 * A server instance on a database it is given (so several can share one), shaped like
 * `createTestApp`'s result so the usual helpers work on it. With `listen`, it serves HTTP on a
 * free port (event streams need a real connection); `jobs` is its scheduled-job runner.
 */
export async function startAppInstance(
  database: DatabaseHandle,
  options: {
    clock?: ManualClock;
    heartbeatMs?: number;
    listen?: boolean;
    /** Runs due jobs on a timer, as main.ts has it; tests otherwise call `jobs.runDue`. */
    jobIntervalMs?: number;
    /** More environment for its configuration (e.g. REDIS_URL). */
    env?: Record<string, string>;
  } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'freight-instance-'));
  const clock = options.clock ?? manualClock();
  const sms = recordingSms();
  const untranslated: TestApp['untranslated'] = [];
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    DEMO_SEED: '0',
    STATIC_DIR: '/nonexistent',
    DATA_DIR: dataDir,
    OTP_TEST_PHONES: `${TEST_PHONE.e164}=${TEST_PHONE.code}`,
    // Suites here sign in many users from one address.
    OTP_SENDS_PER_IP_PER_HOUR: '1000',
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    clock,
    sms,
    logger: false,
    liveEvents: { heartbeatMs: options.heartbeatMs },
    background: options.jobIntervalMs ? { jobIntervalMs: options.jobIntervalMs } : undefined,
    onUntranslated: (english, lang) => untranslated.push({ english, lang }),
  });
  const url = options.listen
    ? await app.listen({ port: 0, host: '127.0.0.1' })
    : (await app.ready(), null);
  // The same wiring as the app's, for what tests drive by hand (due jobs, purges).
  const services = createServices({ config, database, clock, sms });
  const close = async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  const instance = {
    app,
    db: database.db,
    database,
    clock,
    sms,
    storage: createFileStorage(config.storage),
    config,
    close,
    untranslated,
  } satisfies TestApp;
  return { ...instance, url, jobs: services.jobs, liveEvents: services.liveEvents };
}

export type AppInstance = Awaited<ReturnType<typeof startAppInstance>>;
