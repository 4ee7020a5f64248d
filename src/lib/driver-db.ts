import Dexie, { type EntityTable } from 'dexie';
import { DRIVER_DB_NAME, type LegacyDeviceKeyRow } from './driver-db-peek';

/** What a queued driver write does: every driver write goes through the outbox (docs/architecture.md §7). */
export type OutboxKind = 'position' | 'status' | 'charge' | 'proof';

/** 'sending' is only a hint: one left behind by a crash is sent again (the server dedupes by key). */
export type OutboxState = 'queued' | 'sending' | 'needs_attention';

/** One driver write waiting to reach the server (docs/architecture.md §7). */
export type OutboxRow = {
  /** Auto-increment: also the order items were captured in. */
  id?: number;
  linkId: string;
  tripId: string;
  kind: OutboxKind;
  /**
   * The request as captured (structured-cloned, so photos and signatures are kept as ArrayBuffers);
   * each kind's sender validates it again before sending.
   */
  body: unknown;
  /** Made when the write was captured, so every resend is the same request to the server. */
  idempotencyKey: string;
  /** Epoch ms. */
  createdAt: number;
  attempts: number;
  /** Epoch ms before which the replay leaves it alone (backoff). */
  nextAttemptAt: number;
  state: OutboxState;
  /** Why the last send failed: the server's own words for a refusal, or null when it gave none. */
  lastError: string | null;
};

/**
 * The driver's outbox, in IndexedDB. Loaded when the outbox is used, not with the driver page
 * (src/lib/lazy-driver-db.ts). `deviceKeys` is where builds before issue 21 §6 kept the device
 * key; it now lives in its own database (src/lib/device-key-store.ts), which copies it from here
 * once, so the table stays as it was.
 */
export class DriverDatabase extends Dexie {
  deviceKeys!: EntityTable<LegacyDeviceKeyRow, 'id'>;
  outbox!: EntityTable<OutboxRow, 'id'>;

  constructor(name = DRIVER_DB_NAME) {
    super(name);
    this.version(1).stores({ deviceKeys: 'id' });
    this.version(2).stores({ deviceKeys: 'id', outbox: '++id, linkId' });
  }
}

let database: DriverDatabase | null = null;

/** Opened on first use, so pages that never need it never touch IndexedDB. */
export function driverDb(): DriverDatabase {
  database ??= new DriverDatabase();
  return database;
}
