import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { backUpDatabase } from '../../server/db/backup/back-up-database';
import { restoreDatabase } from '../../server/db/backup/restore-database';
import type { DatabaseHandle } from '../../server/db/database';
import { MIGRATIONS_FOLDER } from '../../server/db/migrations-folder';
import { openPgliteDatabase } from '../../server/db/pglite-database';
import { storedFiles } from '../../server/modules/files/files.schema';
import { users } from '../../server/modules/users/users.schema';
import { createDiskFileStorage } from '../../server/providers/storage/disk-file-storage';
import { PNG_BYTES, storeUserUpload } from './support/uploads';

const root = mkdtempSync(path.join(tmpdir(), 'gf-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A DATA_DIR as the server lays it out, with the storage the server would use in it. */
function dataDir(name: string) {
  const folder = path.join(root, name);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: folder });
  return { folder, config, storage: createDiskFileStorage(config.storage.diskRoot) };
}

/** Every entry under `folder` with its size and time of change: equal snapshots, nothing changed. */
function snapshot(folder: string) {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((entry) => {
      const stats = statSync(path.join(folder, entry));
      return `${entry} ${stats.size} ${stats.mtimeMs}`;
    });
}

async function usersIn(database: DatabaseHandle) {
  return (await database.db.select({ phone: users.phoneE164 }).from(users)).map((row) => row.phone);
}

const source = dataDir('source');
const backupFile = path.join(root, 'backups', 'nightly.tar.gz');
let upload: { id: string; storageKey: string };

beforeAll(async () => {
  const database = await openPgliteDatabase(source.folder);
  try {
    upload = await storeUserUpload(database.db, source.storage, '511111111');
  } finally {
    await database.close();
  }
  const summary = await backUpDatabase(source.config, backupFile);
  expect(summary).toMatchObject({ file: backupFile, uploadedFiles: 1 });
}, 120_000);

describe('npm run db:backup and db:restore on the embedded database', () => {
  it('restores the rows and the uploaded files into a new folder', async () => {
    const restored = dataDir('restored');
    const summary = await restoreDatabase(restored.config, backupFile, { force: false });
    expect(summary).toEqual({ uploadedFiles: 1, setAside: null });

    const database = await openPgliteDatabase(restored.folder);
    try {
      expect(await usersIn(database)).toEqual(['+966511111111']);
      const [file] = await database.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.id, upload.id));
      expect(file).toMatchObject({ label: 'Truck photo', originalName: 'truck.png' });
      const stream = await restored.storage.get(upload.storageKey);
      const chunks: Buffer[] = [];
      for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(PNG_BYTES)).toBe(true);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('migrates a backup made before the latest migration to the current schema', async () => {
    const older = dataDir('older');
    const migrationsBefore = path.join(root, 'migrations-before-latest');
    cpSync(MIGRATIONS_FOLDER, migrationsBefore, { recursive: true });
    const journalFile = path.join(migrationsBefore, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
    const migrationCount = journal.entries.length;
    journal.entries.pop();
    writeFileSync(journalFile, JSON.stringify(journal));
    mkdirSync(older.folder);
    const client = await PGlite.create(path.join(older.folder, 'pglite'));
    await migrate(drizzle({ client }), { migrationsFolder: migrationsBefore });
    await client.close();
    const olderBackup = path.join(root, 'backups', 'older.tar.gz');
    await backUpDatabase(older.config, olderBackup);

    const restored = dataDir('restored-older');
    await restoreDatabase(restored.config, olderBackup, { force: false });
    // Opened bare, not as the server opens it (which would migrate it now).
    const opened = await PGlite.create(path.join(restored.folder, 'pglite'));
    try {
      const applied = await opened.query<{ count: number }>(
        'select count(*)::int as count from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0]?.count).toBe(migrationCount);
    } finally {
      await opened.close();
    }
  }, 120_000);

  it('does not restore over a database without --force, and changes nothing', async () => {
    const before = snapshot(source.folder);
    await expect(restoreDatabase(source.config, backupFile, { force: false })).rejects.toThrow(
      /already holds a database or uploaded files.*--force/s,
    );
    expect(snapshot(source.folder)).toEqual(before);
  }, 60_000);

  it('with --force, moves what DATA_DIR held aside and restores the backup in its place', async () => {
    const target = dataDir('forced');
    const database = await openPgliteDatabase(target.folder);
    await database.db
      .insert(users)
      .values({ phoneE164: '+966522222222', countryCode: '+966', nationalNumber: '522222222' });
    await database.close();

    const summary = await restoreDatabase(target.config, backupFile, { force: true });
    expect(summary.setAside).toMatch(/before-restore-/);
    const restored = await openPgliteDatabase(target.folder);
    expect(await usersIn(restored)).toEqual(['+966511111111']);
    await restored.close();
    // The folder set aside is a DATA_DIR of its own: the database it held opens as it was.
    const setAside = await openPgliteDatabase(summary.setAside);
    expect(await usersIn(setAside)).toEqual(['+966522222222']);
    await setAside.close();
  }, 120_000);

  describe('refuses a file that is not a backup, even with --force, and changes nothing', () => {
    const cases: [string, () => Promise<Buffer>][] = [
      ['a backup cut short', async () => readFileSync(backupFile).subarray(0, 200_000)],
      ['random bytes', async () => Buffer.from('not a backup at all\n'.repeat(500))],
      ['a gzip of something else', async () => gzipSync(Buffer.alloc(4096, 'x'))],
      [
        "another application's PGlite database",
        async () => {
          const other = await PGlite.create();
          await other.exec('create table notes (body text)');
          const dump = await other.dumpDataDir('gzip');
          await other.close();
          return Buffer.from(await dump.arrayBuffer());
        },
      ],
    ];
    it.each(cases)(
      '%s',
      async (name, bytesOf) => {
        const file = path.join(root, 'bad', `${name.replace(/\W+/g, '-')}.tar.gz`);
        mkdirSync(file.replace(/\.tar\.gz$/, '.files'), { recursive: true });
        writeFileSync(file, await bytesOf());
        const before = snapshot(source.folder);
        await expect(restoreDatabase(source.config, file, { force: true })).rejects.toThrow(
          /is not a backup of this app's embedded database: .*Nothing was changed/,
        );
        expect(snapshot(source.folder)).toEqual(before);
      },
      60_000,
    );
  });

  it('refuses a backup whose uploaded files folder is missing', async () => {
    const alone = path.join(root, 'alone', 'nightly.tar.gz');
    mkdirSync(path.dirname(alone));
    cpSync(backupFile, alone);
    await expect(
      restoreDatabase(dataDir('without-files').config, alone, { force: false }),
    ).rejects.toThrow(/nightly\.files is missing/);
    expect(existsSync(path.join(root, 'without-files', 'pglite'))).toBe(false);
  }, 60_000);

  it('while a server has DATA_DIR open, refuses to back up or restore and says what to do', async () => {
    const running = await openPgliteDatabase(source.folder);
    try {
      const file = path.join(root, 'backups', 'while-running.tar.gz');
      await expect(backUpDatabase(source.config, file)).rejects.toThrow(
        /The server is running on DATA_DIR .*source.*Stop it first, then run `npm run db:backup` again/,
      );
      expect(existsSync(file)).toBe(false);
      await expect(restoreDatabase(source.config, backupFile, { force: true })).rejects.toThrow(
        /The server is running on DATA_DIR .*Stop it first, then run `npm run db:restore` again/,
      );
      expect(await usersIn(running)).toEqual(['+966511111111']);
    } finally {
      await running.close();
    }
  }, 60_000);

  it('runs as npm scripts: a backup to the file given, a refusal as a message and exit code 1', () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: source.folder,
    };
    delete env.DATABASE_URL;
    const run = (script: string, ...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { env, encoding: 'utf8' });
    const file = path.join(root, 'backups', 'from-the-command.tar.gz');
    const backup = run('scripts/db-backup.ts', file);
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect(backup.stdout).toContain(`Backed up the embedded database in ${source.folder}`);
    expect(existsSync(file) && existsSync(file.replace(/\.tar\.gz$/, '.files'))).toBe(true);

    const restore = run('scripts/db-restore.ts', file);
    expect(restore.status).toBe(1);
    expect(restore.stderr).toContain('already holds a database or uploaded files');
    expect(restore.stderr).not.toContain('    at ');
  }, 120_000);
});
