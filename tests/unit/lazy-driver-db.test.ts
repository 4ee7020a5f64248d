// Dexie loads with the outbox's first use, not with the driver page (issue 21 §6).
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRIVER_DB_NAME } from '../../src/lib/driver-db-peek';
import { settled } from '../../src/lib/indexed-db';

type LazyDriverDb = typeof import('../../src/lib/lazy-driver-db');
let lazy: LazyDriverDb;

beforeEach(async () => {
  // Each test is a new page: nothing loaded yet.
  vi.resetModules();
  lazy = await import('../../src/lib/lazy-driver-db');
});

afterEach(async () => {
  const { driverDb } = await import('../../src/lib/driver-db');
  driverDb().close();
  await settled(indexedDB.deleteDatabase(DRIVER_DB_NAME));
});

const databaseNames = async () => (await indexedDB.databases()).map((database) => database.name);

/** An item an earlier visit left, written as the page writes them. */
async function leftByAnEarlierVisit() {
  const { DriverDatabase } = await import('../../src/lib/driver-db');
  const earlier = new DriverDatabase();
  await earlier.outbox.add({
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
  earlier.close();
}

describe('the outbox database, loaded when used', () => {
  it('is not loaded, nor created, while nothing was ever queued', async () => {
    const loaded = vi.fn();
    const stop = lazy.onDriverDbLoaded(loaded);
    expect(await lazy.driverDbInUse()).toBeNull();
    stop();
    expect(loaded).not.toHaveBeenCalled();
    expect(await databaseNames()).not.toContain(DRIVER_DB_NAME);
  });

  it('is loaded at start when items wait from an earlier visit', async () => {
    await leftByAnEarlierVisit();
    const loaded = vi.fn();
    const stop = lazy.onDriverDbLoaded(loaded);
    const database = await lazy.driverDbInUse();
    stop();
    expect(await database?.outbox.count()).toBe(1);
    expect(loaded).toHaveBeenCalledWith(database);
  });

  it('is loaded by the first write, and is in use from then on', async () => {
    const database = await lazy.loadDriverDb();
    expect(await lazy.driverDbInUse()).toBe(database);
  });

  it('is loaded when another tab of the app has loaded it, to show what that tab queues', async () => {
    const loaded = vi.fn();
    const stop = lazy.onDriverDbLoaded(loaded);
    // Another tab: a page of its own, with its own modules.
    vi.resetModules();
    const otherTab: LazyDriverDb = await import('../../src/lib/lazy-driver-db');
    await otherTab.loadDriverDb();
    await vi.waitFor(() => expect(loaded).toHaveBeenCalled());
    stop();
  });
});
