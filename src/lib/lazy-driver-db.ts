import type { DriverDatabase } from './driver-db';
import { outboxHasItems } from './driver-db-peek';

type Listener = (database: DriverDatabase) => void | Promise<void>;

let loading: Promise<DriverDatabase> | null = null;
const listeners = new Set<Listener>();

/** Where a tab says it has loaded the outbox, so the app's other tabs show what it queues. */
const IN_USE_CHANNEL = 'gulf-freight-outbox-in-use';
let otherTabs: BroadcastChannel | null = null;

function tellOtherTabs() {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(IN_USE_CHANNEL);
  channel.postMessage('loaded');
  channel.close();
}

/**
 * The outbox's database, Dexie and all (~30 KiB gzipped): loaded when the outbox is first used,
 * not with the driver page (issue 21 §6). Offline, the service worker serves it from its precache.
 */
export function loadDriverDb(): Promise<DriverDatabase> {
  if (!loading) {
    const load = import('./driver-db').then(async ({ driverDb }) => {
      const database = driverDb();
      // The page's live views of the outbox watch before its first write lands, so the write
      // shows at once, as when they watched from the start.
      await Promise.allSettled([...listeners].map(async (listener) => listener(database)));
      tellOtherTabs();
      return database;
    });
    // A chunk that failed to arrive may arrive on the next try: the failure must not stick.
    load.catch(() => {
      if (loading === load) loading = null;
    });
    loading = load;
  }
  return loading;
}

/**
 * Told when the database is loaded from now on: by this page's first write, by `driverDbInUse`,
 * or because another tab loaded it (and may be queueing). The load waits for what the listener
 * returns.
 */
export function onDriverDbLoaded(listener: Listener): () => void {
  listeners.add(listener);
  if (!otherTabs && typeof BroadcastChannel !== 'undefined') {
    otherTabs = new BroadcastChannel(IN_USE_CHANNEL);
    otherTabs.onmessage = () => void loadDriverDb().catch(() => undefined);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      otherTabs?.close();
      otherTabs = null;
    }
  };
}

/**
 * The outbox's database once this page has used it, or when it already holds items (left by an
 * earlier visit, or by another link: the replay sends every link's); else null, and Dexie is not
 * loaded. A cheap look with plain IndexedDB decides.
 */
export async function driverDbInUse(): Promise<DriverDatabase | null> {
  if (loading) return loading;
  return (await outboxHasItems()) ? loadDriverDb() : null;
}
