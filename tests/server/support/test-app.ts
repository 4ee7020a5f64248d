import type { Logger } from 'drizzle-orm/logger';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import type { DatabaseHandle } from '../../../server/db/database';
import { createFileStorage } from '../../../server/providers/storage/create-file-storage';
import type { SmsProvider } from '../../../server/providers/sms/sms-provider';
import { openTestDatabase } from './test-database';

export const TEST_PHONE = {
  national: '500000009',
  countryCode: '+966',
  e164: '+966500000009',
  code: '246810',
};

/** A clock the test moves by hand, so expiry and waits need no sleeping. */
export function manualClock(start = new Date('2026-11-22T08:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

/** Records what would have been texted; `fail` makes the next sends throw like a down gateway. */
export function recordingSms() {
  const sent: { to: string; body: string }[] = [];
  const provider = {
    name: 'recording',
    fail: false,
    sent,
    async send(message: { to: string; body: string }) {
      if (provider.fail) throw new Error('gateway down');
      sent.push(message);
    },
    lastCodeFor(to: string) {
      const message = [...sent].reverse().find((entry) => entry.to === to);
      return /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
    },
  } satisfies SmsProvider & Record<string, unknown>;
  return provider;
}

export async function createTestApp(
  env: Record<string, string> = {},
  /** `configuredSms`: the SMS provider `env` configures (Twilio at a fake), not the recorder. */
  options: { logger?: Logger; configuredSms?: boolean } = {},
) {
  const database: DatabaseHandle = await openTestDatabase(options);
  // Uploaded files go to a folder of this test's own, removed on close.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'freight-test-'));
  const clock = manualClock();
  const sms = recordingSms();
  /** English the server had to send untranslated to a request in another language. */
  const untranslated: { english: string; lang: string }[] = [];
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    DEMO_SEED: '0',
    STATIC_DIR: '/nonexistent',
    DATA_DIR: dataDir,
    OTP_TEST_PHONES: `${TEST_PHONE.e164}=${TEST_PHONE.code}`,
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    clock,
    sms: options.configuredSms ? undefined : sms,
    logger: false,
    onUntranslated: (english, lang) => untranslated.push({ english, lang }),
  });
  await app.ready();
  const storage = createFileStorage(config.storage);
  const close = async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { app, db: database.db, database, clock, sms, storage, config, close, untranslated };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
