import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { newSaudiPhone, post, signIn } from './support/sign-in';
import { createTestApp } from './support/test-app';

/** A port nothing listens on: a Redis that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('rate limits while Redis is down', () => {
  it('starts, serves every request uncounted, and closes', async () => {
    const t = await createTestApp({
      REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
      OTP_SENDS_PER_IP_PER_HOUR: '2',
    });
    try {
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
    } finally {
      await t.close();
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
