import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { DataDirectoryInUseError, openPgliteDatabase } from '../../server/db/pglite-database';
import { createTestApp, type TestApp } from './support/test-app';
import { get } from './support/sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('health, readiness and docs', () => {
  it('answers /api/health and /api/ready while the database answers', async () => {
    expect((await get(t, '/api/health')).body).toEqual({ status: 'ok' });
    expect((await get(t, '/api/ready')).status).toBe(200);
  });

  it('serves an OpenAPI document generated from the contract, with the UI at /api/docs', async () => {
    const document = await get(t, '/api/docs/json');
    expect(document.status).toBe(200);
    const paths = document.body.paths as Record<string, Record<string, { requestBody?: unknown }>>;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/user/send-otp',
        '/api/user/verify-otp',
        '/api/user/update-profile',
      ]),
    );
    expect(JSON.stringify(paths['/api/user/send-otp']?.post?.requestBody)).toContain('countryCode');
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('serves the reference data: six countries and the truck types', async () => {
    const response = await get(t, '/api/reference');
    const data = response.body.data as {
      countries: { code: string }[];
      truckTypes: { name: string }[];
    };
    expect(data.countries.map((country) => country.code).sort()).toEqual(
      ['+965', '+966', '+968', '+971', '+973', '+974'].sort(),
    );
    expect(data.truckTypes.map((type) => type.name)).toEqual([
      '3Ton',
      '4.2Ton',
      '7Ton',
      '10Ton',
      '12M',
      '13.6M',
      '15M',
    ]);
  });

  it('answers unknown API paths with a JSON 404 and sets security headers', async () => {
    const response = await get(t, '/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body.success).toBe(false);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('configuration', () => {
  it('explains every problem clearly', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    try {
      loadConfig({ NODE_ENV: 'production', OTP_TEST_PHONES: '+966500000001=123456' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain(
        'OTP_TEST_PHONES is refused in production unless ALLOW_TEST_PHONES=1',
      );
      expect(message).toContain('AUTH_SECRET is required in production');
      expect(message).toContain('SMS_PROVIDER is required in production');
      expect(message).toContain(
        'PAYMENT_PROVIDER is test (charges no card), refused in production unless ALLOW_TEST_PAYMENTS=1',
      );
      return;
    }
    throw new Error('production config without secrets was accepted');
  });

  it('allows test phones in production only with ALLOW_TEST_PHONES=1', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      OTP_TEST_PHONES: '+966500000001=123456',
      ALLOW_TEST_PHONES: '1',
      AUTH_SECRET: 'a'.repeat(40),
      SMS_PROVIDER: 'log',
      ALLOW_TEST_PAYMENTS: '1',
    });
    expect(config.otpTestPhones.get('+966500000001')).toBe('123456');
    expect(config.demoMode).toBe(false);
  });

  it('refuses malformed test phones and an incomplete Twilio set-up', () => {
    expect(() => loadConfig({ OTP_TEST_PHONES: '+966500000001=12' })).toThrow(
      /not \+<E\.164 phone>=<6-digit code>/,
    );
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(/TWILIO_ACCOUNT_SID is required/);
  });

  it('runs several worker processes only on PostgreSQL', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY above 1 needs DATABASE_URL/,
    );
    const config = loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://localhost/x' });
    expect(config.webConcurrency).toBe(2);
    expect(loadConfig({}).webConcurrency).toBe(1);
  });

  it('plans PostgreSQL statements once per connection unless told otherwise', () => {
    expect(loadConfig({}).databasePlanCacheMode).toBe('force_generic_plan');
    expect(loadConfig({ DATABASE_PLAN_CACHE_MODE: 'auto' }).databasePlanCacheMode).toBe('auto');
    expect(() => loadConfig({ DATABASE_PLAN_CACHE_MODE: 'sometimes' })).toThrow(
      /DATABASE_PLAN_CACHE_MODE/,
    );
  });

  it('runs in local demo mode with the demo test phones when nothing is configured', () => {
    const config = loadConfig({});
    expect(config.demoMode).toBe(true);
    expect(config.port).toBe(8080);
    expect([...config.otpTestPhones.keys()]).toEqual([
      '+966500000001',
      '+966500000002',
      '+966500000004',
    ]);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).demoMode).toBe(false);
  });
});

describe('embedded database directory', () => {
  // Opens and migrates a fresh directory twice: slow on a loaded machine, not stuck.
  it(
    'a second opener of the same directory fails fast with a clear message',
    { timeout: 90_000 },
    async () => {
      const directory = mkdtempSync(path.join(tmpdir(), 'gf-lock-'));
      const first = await openPgliteDatabase(directory);
      try {
        await expect(openPgliteDatabase(directory)).rejects.toThrow(DataDirectoryInUseError);
        await expect(openPgliteDatabase(directory)).rejects.toThrow(
          /already open in another process/,
        );
      } finally {
        await first.close();
      }
      const reopened = await openPgliteDatabase(directory);
      expect(await reopened.ping()).toBe(true);
      await reopened.close();
      rmSync(directory, { recursive: true, force: true });
    },
  );
});
