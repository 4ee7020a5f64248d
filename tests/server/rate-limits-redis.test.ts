import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSaudiPhone, post, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

/** A port nothing listens on: a Redis that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A Redis server of this test's own on `port`, answering once the returned promise resolves. */
async function startRedisServer(port: number, dir: string): Promise<ChildProcess> {
  const server = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
    ],
    { stdio: 'ignore' },
  );
  for (let tries = 0; tries < 100; tries += 1) {
    const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, retryStrategy: () => null });
    probe.on('error', () => undefined);
    const answered = await probe.connect().then(
      () => probe.ping(),
      () => null,
    );
    probe.disconnect();
    if (answered === 'PONG') return server;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  server.kill('SIGKILL');
  throw new Error('redis-server did not start');
}

async function stopRedisServer(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGKILL');
  await exited;
}

describe('rate limits while Redis is down', () => {
  let t: TestApp;
  // The app starts and closes (hooks fail on a hang) without the Redis it is given.
  beforeAll(async () => {
    t = await createTestApp({
      REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
      OTP_SENDS_PER_IP_PER_HOUR: '2',
    });
  });
  afterAll(async () => t?.close());

  it('serves every request, uncounted', async () => {
    const statuses = [];
    for (let send = 0; send < 4; send += 1) {
      const response = await post(
        t,
        '/api/user/send-otp',
        { phone: newSaudiPhone(), countryCode: '+966' },
        undefined,
        '198.51.100.20',
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200]);
  });
});

// Only where a Redis is at hand (the next suite too): .ci/run starts the local one and sets
// TEST_REDIS_URL. Without it this suite is not run (and is reported skipped).
describe.runIf(Boolean(process.env.TEST_REDIS_URL))('rate limits when Redis goes away', () => {
  it('serves uncounted while it is gone and counts again once it is back', async () => {
    const port = await closedPort();
    const dir = await mkdtemp(path.join(tmpdir(), 'freight-redis-'));
    let redisServer = await startRedisServer(port, dir);
    const t = await createTestApp({
      REDIS_URL: `redis://127.0.0.1:${port}`,
      OTP_SENDS_PER_IP_PER_HOUR: '2',
    });
    const send = async () =>
      (
        await post(
          t,
          '/api/user/send-otp',
          { phone: newSaudiPhone(), countryCode: '+966' },
          undefined,
          '198.51.100.30',
        )
      ).status;
    try {
      expect([await send(), await send(), await send()]).toEqual([200, 200, 429]);

      await stopRedisServer(redisServer);
      expect([await send(), await send(), await send()]).toEqual([200, 200, 200]);

      // Back, empty (nothing was saved): the count starts again once the app has reconnected.
      redisServer = await startRedisServer(port, dir);
      const statuses: number[] = [];
      for (let tries = 0; !statuses.includes(429) && tries < 200; tries += 1) {
        statuses.push(await send());
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(statuses.at(-1)).toBe(429);

      // Closing does not wait for a Redis that is gone.
      await stopRedisServer(redisServer);
    } finally {
      await t.close();
      await stopRedisServer(redisServer);
      await rm(dir, { recursive: true, force: true });
    }
  });
});

// Only where a Redis is at hand: .ci/run starts the local one and sets TEST_REDIS_URL. Without
// it this suite is not run (and is reported skipped); the down-Redis case above needs none.
describe.runIf(Boolean(process.env.TEST_REDIS_URL))('rate limits counted in Redis', () => {
  const prefix = `gf-test-${process.pid}-${randomBytes(4).toString('hex')}:`;
  const redis = new Redis(process.env.TEST_REDIS_URL ?? '', { lazyConnect: true });

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('counts every rate-limited route there', async () => {
    const t = await createTestApp({
      REDIS_URL: String(process.env.TEST_REDIS_URL),
      REDIS_KEY_PREFIX: prefix,
      OTP_SENDS_PER_IP_PER_HOUR: '1000',
    });
    try {
      const session = await signIn(t);
      const linkId = randomUUID();
      const requests = [
        {
          method: 'POST',
          url: '/api/user/send-otp',
          payload: { phone: newSaudiPhone(), countryCode: '+966' },
        },
        { method: 'POST', url: `/api/driver-links/verify-device/${linkId}`, payload: {} },
        { method: 'POST', url: `/api/driver-links/${linkId}/location`, payload: {} },
        { method: 'POST', url: '/api/temp-loads', payload: {} },
        {
          method: 'GET',
          url: '/api/geocode/search?q=Riyadh',
          headers: { authorization: `Bearer ${session.token}` },
        },
      ] as const;
      for (const request of requests) await t.app.inject(request);

      // The plugin's key: prefix, the route, then the route's own key (address, link or user).
      expect((await redis.keys(`${prefix}*`)).sort()).toEqual(
        [
          `GET/api/geocode/search-geocode:${session._id}`,
          `POST/api/driver-links/:id/location-position:${linkId}`,
          'POST/api/driver-links/verify-device/:id-verify-device:127.0.0.1',
          'POST/api/temp-loads-temp-loads:127.0.0.1',
          'POST/api/user/send-otp-send-otp:127.0.0.1',
        ].map((key) => `${prefix}${key}`),
      );
    } finally {
      await t.close();
    }
  });
});
