// The device key in plain IndexedDB, and its move from the Dexie database older builds kept it in.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDeviceKeyReader } from '../../src/lib/device-key';
import { createIndexedDbDeviceKeyStore } from '../../src/lib/device-key-store';
import { DriverDatabase } from '../../src/lib/driver-db';
import { outboxHasItems } from '../../src/lib/driver-db-peek';
import { settled } from '../../src/lib/indexed-db';

const OLD_KEY = 'o'.repeat(43);
let count = 0;
let names: { name: string; legacyName: string };

const databaseNames = async () => (await indexedDB.databases()).map((database) => database.name);

/** A phone as builds before issue 21 §6 left it: the key in the driver's Dexie database. */
async function boundByAnOlderBuild(key = OLD_KEY) {
  const old = new DriverDatabase(names.legacyName);
  await old.deviceKeys.add({ id: 'device', key, createdAt: '2030-05-02T12:05:00.000Z' });
  old.close();
}

let made = 0;
const create = () => {
  made += 1;
  return `new-key-${made}`.padEnd(43, 'n');
};

beforeEach(() => {
  count += 1;
  made = 0;
  names = { name: `device-key-test-${count}`, legacyName: `driver-db-test-${count}` };
});

afterEach(async () => {
  vi.restoreAllMocks();
  for (const name of Object.values(names)) await settled(indexedDB.deleteDatabase(name));
});

describe('device key storage (docs/architecture.md §5)', () => {
  it('on a new phone makes one key, keeps it, and never creates the old database', async () => {
    const key = await createIndexedDbDeviceKeyStore(names).readOrCreate(create);
    expect(key).toBe('new-key-1'.padEnd(43, 'n'));
    expect(made).toBe(1);
    // A reload: a new store over the same database.
    expect(await createIndexedDbDeviceKeyStore(names).readOrCreate(create)).toBe(key);
    expect(made).toBe(1);
    expect(await databaseNames()).toContain(names.name);
    expect(await databaseNames()).not.toContain(names.legacyName);
  });

  it('keeps the key an older build made, so the links it bound still open', async () => {
    await boundByAnOlderBuild();

    expect(await createIndexedDbDeviceKeyStore(names).readOrCreate(create)).toBe(OLD_KEY);
    expect(made).toBe(0);
    // Copied over: it stays even once the old database is gone (and the old row is left as it was).
    const old = new DriverDatabase(names.legacyName);
    expect((await old.deviceKeys.get('device'))?.key).toBe(OLD_KEY);
    await old.delete();
    expect(await createIndexedDbDeviceKeyStore(names).readOrCreate(create)).toBe(OLD_KEY);
    expect(made).toBe(0);
  });

  it('makes a key when the old database holds an outbox but no key', async () => {
    const old = new DriverDatabase(names.legacyName);
    await old.open();
    old.close();

    expect(await createIndexedDbDeviceKeyStore(names).readOrCreate(create)).toBe(
      'new-key-1'.padEnd(43, 'n'),
    );
    expect(made).toBe(1);
  });

  it('makes no key when the old database cannot be read: the driver is asked to try again', async () => {
    await boundByAnOlderBuild();
    const open = indexedDB.open.bind(indexedDB);
    vi.spyOn(indexedDB, 'open').mockImplementation((name, version) => {
      if (name === names.legacyName) throw new DOMException('Disk trouble', 'UnknownError');
      return open(name, version);
    });
    const read = createDeviceKeyReader(createIndexedDbDeviceKeyStore(names));

    await expect(read()).rejects.toThrow('Disk trouble');
    vi.restoreAllMocks();
    expect(await read()).toBe(OLD_KEY);
  });

  it('gives two tabs opening links at once the same key', async () => {
    const [a, b] = await Promise.all([
      createIndexedDbDeviceKeyStore(names).readOrCreate(create),
      createIndexedDbDeviceKeyStore(names).readOrCreate(create),
    ]);
    expect(a).toBe(b);
    expect(await createIndexedDbDeviceKeyStore(names).readOrCreate(create)).toBe(a);
  });
});

describe('looking into the outbox without Dexie', () => {
  it('finds nothing on a new phone, and leaves no database behind', async () => {
    expect(await outboxHasItems(names.legacyName)).toBe(false);
    expect(await databaseNames()).not.toContain(names.legacyName);
  });

  it('finds the items Dexie stored, and nothing once they are sent', async () => {
    const db = new DriverDatabase(names.legacyName);
    const id = await db.outbox.add({
      linkId: 'AbCdEfGhIjKlMnOpQrSt_-',
      tripId: '3a0e9c4b-5d6f-4a7b-8c9d-0e1f2a3b4c5d',
      kind: 'status',
      body: { status: 'loaded', recordedAt: '2030-05-10T10:00:00.000Z' },
      idempotencyKey: 'key-1',
      createdAt: 0,
      attempts: 0,
      nextAttemptAt: 0,
      state: 'queued',
      lastError: null,
    });
    expect(await outboxHasItems(names.legacyName)).toBe(true);
    await db.outbox.delete(id);
    expect(await outboxHasItems(names.legacyName)).toBe(false);
    db.close();
  });
});
