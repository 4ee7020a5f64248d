import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { backUpDatabase } from '../../server/db/backup/back-up-database';
import { restoreDatabase } from '../../server/db/backup/restore-database';
import { openPostgresDatabase } from '../../server/db/postgres-database';
import { users } from '../../server/modules/users/users.schema';
import { createDiskFileStorage } from '../../server/providers/storage/disk-file-storage';
import { PNG_BYTES, storeUserUpload } from './support/uploads';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test run');
const root = mkdtempSync(path.join(tmpdir(), 'gf-pg-backup-'));
const databases: string[] = [];

async function onServer(statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new, empty database on the test server and a DATA_DIR for its uploaded files. */
async function newDatabase(name: string) {
  const database = `gf_backup_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(`create database ${database}`);
  databases.push(database);
  const url = new URL(serverUrl ?? '');
  url.pathname = `/${database}`;
  const folder = path.join(root, name);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: folder, DATABASE_URL: url.toString() });
  return { config, url: url.toString(), storage: createDiskFileStorage(config.storage.diskRoot) };
}

async function phonesIn(url: string) {
  const handle = await openPostgresDatabase(url, { poolSize: 1 });
  try {
    return (await handle.db.select({ phone: users.phoneE164 }).from(users)).map((row) => row.phone);
  } finally {
    await handle.close();
  }
}

let source: Awaited<ReturnType<typeof newDatabase>>;
let storageKey: string;
const backupFile = path.join(root, 'backups', 'nightly.dump');

beforeAll(async () => {
  source = await newDatabase('source');
  const handle = await openPostgresDatabase(source.url, { poolSize: 1 });
  try {
    storageKey = (await storeUserUpload(handle.db, source.storage, '533333333')).storageKey;
  } finally {
    await handle.close();
  }
  expect(await backUpDatabase(source.config, backupFile)).toMatchObject({ uploadedFiles: 1 });
}, 120_000);

afterAll(async () => {
  for (const database of databases)
    await onServer(`drop database if exists ${database} with (force)`);
  rmSync(root, { recursive: true, force: true });
});

describe('npm run db:backup and db:restore on PostgreSQL (pg_dump and pg_restore)', () => {
  it('restores the rows and the uploaded files into an empty database', async () => {
    const target = await newDatabase('restored');
    expect(await restoreDatabase(target.config, backupFile, { force: false })).toEqual({
      uploadedFiles: 1,
      setAside: null,
    });
    expect(await phonesIn(target.url)).toEqual(['+966533333333']);
    const stream = await target.storage.get(storageKey);
    const chunks: Buffer[] = [];
    for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(PNG_BYTES)).toBe(true);
  }, 60_000);

  it('refuses a database that holds data without --force, and one in use even with it', async () => {
    await expect(restoreDatabase(source.config, backupFile, { force: false })).rejects.toThrow(
      /already holds data.*--force.*Nothing was changed/s,
    );
    const server = new pg.Client({ connectionString: source.url });
    await server.connect();
    try {
      await expect(restoreDatabase(source.config, backupFile, { force: true })).rejects.toThrow(
        /1 other connection\(s\) to the database are open: stop the servers/,
      );
    } finally {
      await server.end();
    }
    expect(await phonesIn(source.url)).toEqual(['+966533333333']);
  }, 60_000);

  it('with --force, dumps what the database held aside and restores the backup', async () => {
    const target = await newDatabase('forced');
    const handle = await openPostgresDatabase(target.url, { poolSize: 1 });
    await handle.db
      .insert(users)
      .values({ phoneE164: '+966544444444', countryCode: '+966', nationalNumber: '544444444' });
    await handle.close();

    const summary = await restoreDatabase(target.config, backupFile, { force: true });
    expect(await phonesIn(target.url)).toEqual(['+966533333333']);
    const previous = path.join(summary.setAside ?? '', 'database.dump');
    expect(statSync(previous).size).toBeGreaterThan(0);
    // What was set aside restores like any backup: the database it replaced comes back.
    const back = await newDatabase('back');
    await restoreDatabase(back.config, previous, { force: false });
    expect(await phonesIn(back.url)).toEqual(['+966544444444']);
  }, 90_000);

  it("refuses a file that is not a pg_dump backup of this app's database, and changes nothing", async () => {
    const target = await newDatabase('refusing');
    const bad = path.join(root, 'bad', 'random.dump');
    mkdirSync(bad.replace(/\.dump$/, '.files'), { recursive: true });
    writeFileSync(bad, Buffer.from('not a backup at all\n'.repeat(100)));
    await expect(restoreDatabase(target.config, bad, { force: true })).rejects.toThrow(
      /is not a backup of this app's PostgreSQL database: pg_restore cannot read it/,
    );
    const other = await newDatabase('other');
    const otherBackup = path.join(root, 'bad', 'other.dump');
    await backUpDatabase(other.config, otherBackup);
    await expect(restoreDatabase(target.config, otherBackup, { force: true })).rejects.toThrow(
      /is not a backup of this app's PostgreSQL database: it does not hold this app's database/,
    );
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    const { rows } = await client.query<{ tables: number }>(
      `select count(*)::int as tables from pg_tables where schemaname = 'public'`,
    );
    await client.end();
    expect(rows[0]?.tables).toBe(0);
    expect(existsSync(path.join(root, 'refusing'))).toBe(false);
    expect(readFileSync(bad).length).toBe(2000);
  }, 60_000);
});
