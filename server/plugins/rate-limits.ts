import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';

/** A request waits at most this long for Redis, then is served without being counted. */
const REDIS_COMMAND_TIMEOUT_MS = 500;
/** An unreachable Redis holds the start no longer than this. */
const REDIS_CONNECT_TIMEOUT_MS = 2_000;

/**
 * The rate limit plugin, for the routes that set `config.rateLimit`. With a Redis every process
 * counts in the same place; without one each process counts on its own. A Redis that is down or
 * slow never stops the app: requests are then served uncounted, and counting resumes when it
 * answers again.
 */
export async function registerRateLimits(app: FastifyInstance, config: Config['rateLimits']) {
  if (!config.redisUrl) {
    await app.register(fastifyRateLimit, { global: false });
    return;
  }
  const redis = new Redis(config.redisUrl, {
    lazyConnect: true,
    // Fail at once while disconnected instead of queueing requests behind the reconnection.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  });
  reportConnection(redis, app.log);
  // Connected or not, the app starts; ioredis keeps reconnecting in the background.
  await redis.connect().catch(() => undefined);
  app.addHook('onClose', async () => redis.disconnect());
  await app.register(fastifyRateLimit, {
    global: false,
    redis,
    nameSpace: config.redisKeyPrefix,
    skipOnError: true,
  });
}

/** One warning when Redis goes away and one line when it is back, not one per retry. */
function reportConnection(redis: Redis, log: FastifyBaseLogger) {
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, 'rate limit store (Redis) unavailable: limits are not counted');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('rate limit store (Redis) answers again');
  });
}
