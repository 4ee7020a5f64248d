import { mkdirSync } from 'node:fs';
import { readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import lockfile from 'proper-lockfile';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import type { DatabaseHandle } from './database';

export class DataDirectoryInUseError extends Error {
  constructor(directory: string) {
    super(
      `The embedded database in ${directory} is already open in another process. ` +
        'Stop that process first, or point DATA_DIR at another folder.',
    );
    this.name = 'DataDirectoryInUseError';
  }
}

/** The embedded database's own folder inside DATA_DIR. */
export const PGLITE_FOLDER = 'pglite';

export function pgliteDirectoryOf(dataDir: string): string {
  return path.resolve(dataDir, PGLITE_FOLDER);
}

/** Who holds DATA_DIR's lock, written beside it: a lock whose holder died is taken at once. */
type LockHolder = { pid: number; host: string };

const holderFileOf = (lockPath: string) => `${lockPath}.holder`;

/**
 * Whether the lock's holder is known to be dead: a process of this host that no longer runs
 * (killed, crashed, the machine restarted). Any doubt counts as alive, and proper-lockfile's own
 * staleness (the lock not refreshed for 15 s) still applies.
 */
async function holderIsGone(lockPath: string): Promise<boolean> {
  let holder: LockHolder;
  try {
    holder = JSON.parse(await readFile(holderFileOf(lockPath), 'utf8')) as LockHolder;
  } catch {
    return false;
  }
  if (holder.host !== hostname() || !Number.isInteger(holder.pid)) return false;
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Takes DATA_DIR's lock, held by whatever has the embedded database open: the server, a backup, a
 * restore. PGlite has no locking of its own: two processes on one folder corrupt it. A lock left
 * by a process that was killed is taken over at once, so a restart after a crash need not wait.
 */
export async function lockDataDirectory(dataDir: string): Promise<() => Promise<void>> {
  const directory = pgliteDirectoryOf(dataDir);
  const lockPath = path.join(path.dirname(directory), 'pglite.lock');
  const take = () =>
    lockfile.lock(directory, {
      lockfilePath: lockPath,
      // The lock is the folder beside `pglite/`, which a restore swaps while holding it.
      realpath: false,
      stale: 15_000,
      update: 5_000,
      retries: 0,
    });
  let release: () => Promise<void>;
  try {
    try {
      release = await take();
    } catch (error) {
      if ((error as { code?: string }).code !== 'ELOCKED' || !(await holderIsGone(lockPath))) {
        throw error;
      }
      // Aged past staleness, the dead holder's lock is removed by proper-lockfile's own rule.
      const longAgo = new Date(0);
      await utimes(lockPath, longAgo, longAgo).catch(() => undefined);
      release = await take();
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED')
      throw new DataDirectoryInUseError(directory);
    throw error;
  }
  const holder: LockHolder = { pid: process.pid, host: hostname() };
  await writeFile(holderFileOf(lockPath), JSON.stringify(holder));
  return async () => {
    await rm(holderFileOf(lockPath), { force: true });
    await release();
  };
}

/** Opens the embedded PostgreSQL in `<dataDir>/pglite`, or in memory when `dataDir` is null. */
export async function openPgliteDatabase(dataDir: string | null): Promise<DatabaseHandle> {
  if (!dataDir) {
    const client = await PGlite.create();
    await migrateEmbedded(client);
    return embeddedHandle(client);
  }
  const directory = pgliteDirectoryOf(dataDir);
  mkdirSync(directory, { recursive: true });
  const releaseLock = await lockDataDirectory(dataDir);
  try {
    const client = await PGlite.create(directory);
    await migrateEmbedded(client);
    return embeddedHandle(client, releaseLock);
  } catch (error) {
    await releaseLock();
    throw error;
  }
}

export async function migrateEmbedded(client: PGlite): Promise<void> {
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
}

export function embeddedHandle(
  client: PGlite,
  releaseLock?: () => Promise<void>,
  options: { logger?: Logger } = {},
): DatabaseHandle {
  return {
    kind: 'pglite',
    db: drizzle({ client, logger: options.logger }),
    async ping() {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    async listen(channel, onPayload) {
      // One embedded connection, never lost: nothing to resume, `onLost` is never called.
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    async close() {
      await client.close();
      await releaseLock?.();
    },
  };
}
