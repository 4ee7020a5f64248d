import type { Logger } from 'drizzle-orm/logger';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import type { DatabaseHandle } from './database';
import { listenOnPostgres } from './postgres-listener';

export type PlanCacheMode = 'force_generic_plan' | 'auto' | 'force_custom_plan';

/** Several instances may start at once: only one migrates at a time. */
const MIGRATION_LOCK_KEY = 727_100_001;
/**
 * How long a request waits for a connection (a new one, or a free one of a busy pool) before
 * it answers 503: an unreachable server must fail requests fast rather than hang them.
 */
const CONNECT_TIMEOUT_MS = 5_000;

export async function openPostgresDatabase(
  connectionString: string,
  options: { poolSize?: number; logger?: Logger; planCacheMode?: PlanCacheMode } = {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    // The hot paths' statements are prepared so that each connection plans them once; left to
    // itself PostgreSQL keeps re-planning them (its generic plan's estimate loses to the custom
    // plans' for LIMIT $n), and planning cost more than running them.
    options: `-c plan_cache_mode=${options.planCacheMode ?? 'force_generic_plan'}`,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // A connection dropped by the server (restart, failover) must not crash the process: an idle
  // one's error reaches the pool's handler; a checked-out one's reaches its query too, but the
  // client also emits it, with no listener while it is out of the pool. The pool then discards it.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  try {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client
        .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
        .catch(() => undefined);
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const listeners = new Set<() => Promise<void>>();
  return {
    kind: 'postgres',
    db: drizzle({ client: pool, logger: options.logger }),
    async ping() {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    async listen(channel, onPayload, onResumed, onLost) {
      const stopListening = await listenOnPostgres(
        connectionString,
        channel,
        onPayload,
        onResumed,
        onLost,
      );
      const stop = async () => {
        listeners.delete(stop);
        await stopListening();
      };
      listeners.add(stop);
      return stop;
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}
