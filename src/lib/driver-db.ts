import Dexie, { type EntityTable } from 'dexie';

/** The one device key this browser proves itself with on driver links (DESIGN §5). */
export type DeviceKeyRow = { id: 'device'; key: string; createdAt: string };

/**
 * The driver's own IndexedDB database: the device key now, the outbox next. IndexedDB rather than
 * localStorage so the key survives beside the queued writes and is never read by accident with
 * the session values.
 */
export class DriverDatabase extends Dexie {
  deviceKeys!: EntityTable<DeviceKeyRow, 'id'>;

  constructor(name = 'gulf-freight-driver') {
    super(name);
    this.version(1).stores({ deviceKeys: 'id' });
  }
}

let database: DriverDatabase | null = null;

/** Opened on first use, so pages that never need it never touch IndexedDB. */
export function driverDb(): DriverDatabase {
  database ??= new DriverDatabase();
  return database;
}
