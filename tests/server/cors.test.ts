import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { createTestApp, type TestApp } from './support/test-app';

const APP_ORIGIN = 'https://app.example.com';
const STRANGER = 'https://evil.example.net';

function preflight(t: TestApp, origin: string) {
  return t.app.inject({
    method: 'OPTIONS',
    url: '/api/loads/create',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type, idempotency-key',
    },
  });
}

const fromOrigin = (t: TestApp, origin: string) =>
  t.app.inject({ method: 'GET', url: '/api/health', headers: { origin } });

/** Every header by which a browser would let another origin's page read or send. */
function corsHeadersOf(headers: Record<string, unknown>) {
  return Object.keys(headers).filter((name) => name.startsWith('access-control-'));
}

describe('CORS when nothing is configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('lets no other origin read an answer, and refuses every preflight', async () => {
    for (const origin of [APP_ORIGIN, STRANGER, 'null']) {
      const response = await fromOrigin(t, origin);
      // Answered (a browser would still send it), but never readable by that page.
      expect(response.statusCode, origin).toBe(200);
      expect(corsHeadersOf(response.headers), origin).toEqual([]);

      const refused = await preflight(t, origin);
      expect(refused.statusCode, origin).toBe(404);
      expect(corsHeadersOf(refused.headers), origin).toEqual([]);
    }
  });
});

describe('CORS with CORS_ORIGINS set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CORS_ORIGINS: `${APP_ORIGIN}, http://localhost:5173` });
  });
  afterAll(async () => t.close());

  it("lets a listed origin's page call the API with the headers it needs", async () => {
    const allowed = await preflight(t, APP_ORIGIN);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(allowed.headers['access-control-allow-methods']).toBe('GET, HEAD, POST, PUT, DELETE');
    expect(String(allowed.headers['access-control-allow-headers']).split(', ')).toEqual([
      'authorization',
      'content-type',
      'idempotency-key',
      'x-device-key',
      'x-link-id',
    ]);
    // Sessions travel as bearer tokens: no cookies, so no credentials mode.
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();

    const answer = await fromOrigin(t, 'http://localhost:5173');
    expect(answer.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    // A rate-limited page must be able to read when to try again.
    expect(answer.headers['access-control-expose-headers']).toBe('Retry-After');
    // Caches must not serve one origin's answer to another.
    expect(String(answer.headers.vary)).toContain('Origin');
  });

  it('still refuses an origin that is not listed, nor one that only resembles a listed one', async () => {
    for (const origin of [STRANGER, 'https://app.example.com.evil.net', 'http://app.example.com']) {
      const refused = await preflight(t, origin);
      expect(refused.statusCode, origin).toBe(404);
      expect(corsHeadersOf(refused.headers), origin).toEqual([]);
      expect(corsHeadersOf((await fromOrigin(t, origin)).headers), origin).toEqual([]);
    }
  });
});

describe('CORS_ORIGINS', () => {
  it('takes exact origins only', () => {
    expect(loadConfig({ CORS_ORIGINS: `${APP_ORIGIN},http://localhost:5173` }).corsOrigins).toEqual(
      [APP_ORIGIN, 'http://localhost:5173'],
    );
    expect(loadConfig({}).corsOrigins).toEqual([]);
    for (const entry of [
      'app.example.com',
      'https://app.example.com/',
      'https://app.example.com/path',
      'ftp://files.example.com',
    ]) {
      expect(() => loadConfig({ CORS_ORIGINS: entry }), entry).toThrow(
        /CORS_ORIGINS ".*" is not an origin such as https:\/\/app\.example\.com/,
      );
    }
  });

  it('takes * (any origin) outside production only', () => {
    expect(loadConfig({ CORS_ORIGINS: '*' }).corsOrigins).toBe('*');
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'production-secret-production-secret-0123',
      SMS_PROVIDER: 'log',
      ALLOW_TEST_PAYMENTS: '1',
    };
    expect(loadConfig({ ...production, CORS_ORIGINS: APP_ORIGIN }).corsOrigins).toEqual([
      APP_ORIGIN,
    ]);
    expect(() => loadConfig({ ...production, CORS_ORIGINS: '*' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, CORS_ORIGINS: '*' })).toThrow(
      /CORS_ORIGINS cannot be \* in production/,
    );
  });
});

describe('CORS_ORIGINS=* outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CORS_ORIGINS: '*' });
  });
  afterAll(async () => t.close());

  it('lets any origin call', async () => {
    const allowed = await preflight(t, STRANGER);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(STRANGER);
  });
});
