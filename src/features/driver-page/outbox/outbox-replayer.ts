import type { DriverDatabase } from '../../../lib/driver-db';
import { OUTBOX_LOCK } from '../../../lib/outbox-lock';
import type { Deliver } from './deliver-item';
import { replayOutboxOnce, type OutboxEvent } from './replay-pass';

/** Shared by every tab of the app (and the service worker update): only its holder replays. */
export { OUTBOX_LOCK };
/** Another tab is replaying: look again soon, in case it read the list before our item. */
const BUSY_RETRY_MS = 5000;
/** IndexedDB itself failed (storage evicted, blocked): try again, but rarely. */
const STORAGE_RETRY_MS = 60_000;

type KickOptions = { ignoreBackoff?: boolean };

export type OutboxReplayer = {
  /** Listens for `online` and the page coming back, and replays at once. */
  start(): void;
  stop(): void;
  /** Replays now; a kick during a pass runs one more pass after it, so nothing is missed. */
  kick(options?: KickOptions): Promise<void>;
  subscribe(listener: (event: OutboxEvent) => void): () => void;
};

type ReplayerOptions = {
  /**
   * The outbox's database when it may hold something, else null: nothing waits, and Dexie is
   * not loaded for nothing (src/lib/lazy-driver-db.ts).
   */
  db: () => Promise<DriverDatabase | null>;
  deliver: Deliver;
  /** Web Locks; without them (old Safari, jsdom) this tab just replays. */
  locks?: LockManager;
  now?: () => number;
  random?: () => number;
};

/** Drives the replay itself, since Safari has no Background Sync (docs/architecture.md §7). */
export function createOutboxReplayer({
  db,
  deliver,
  locks = typeof navigator === 'undefined' ? undefined : navigator.locks,
  now = Date.now,
  random = Math.random,
}: ReplayerOptions): OutboxReplayer {
  const listeners = new Set<(event: OutboxEvent) => void>();
  let started = false;
  let running: Promise<void> | null = null;
  let again = false;
  let forceAgain = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const onEvent = (event: OutboxEvent) => listeners.forEach((listener) => listener(event));

  async function passOnce(ignoreBackoff: boolean): Promise<number | null> {
    const pass = async () => {
      const database = await db();
      return database
        ? replayOutboxOnce(database, { deliver, ignoreBackoff, now, random, onEvent })
        : null;
    };
    try {
      if (!locks) return await pass();
      return await locks.request(OUTBOX_LOCK, { ifAvailable: true }, (lock) =>
        lock ? pass() : now() + BUSY_RETRY_MS,
      );
    } catch (error) {
      // No IndexedDB at all (some private modes): nothing can have been queued, so nothing waits.
      if (error instanceof Error && error.name === 'MissingAPIError') return null;
      console.warn('Driver outbox replay failed', error);
      return now() + STORAGE_RETRY_MS;
    }
  }

  function schedule(due: number | null) {
    clearTimeout(timer);
    timer = undefined;
    if (!started || due === null) return;
    timer = setTimeout(() => void kick(), Math.max(0, due - now()));
  }

  async function loop(ignoreBackoff: boolean): Promise<void> {
    let force = ignoreBackoff;
    for (;;) {
      again = false;
      forceAgain = false;
      const due = await passOnce(force);
      if (!again) return schedule(due);
      force = forceAgain;
    }
  }

  function kick({ ignoreBackoff = false }: KickOptions = {}): Promise<void> {
    if (running) {
      again = true;
      forceAgain ||= ignoreBackoff;
      return running;
    }
    running = loop(ignoreBackoff).finally(() => {
      running = null;
    });
    return running;
  }

  const onOnline = () => void kick({ ignoreBackoff: true });
  const onVisibility = () => {
    if (document.visibilityState === 'visible') void kick({ ignoreBackoff: true });
  };

  return {
    start() {
      if (started) return;
      started = true;
      window.addEventListener('online', onOnline);
      document.addEventListener('visibilitychange', onVisibility);
      // A reload may have left items behind, 'sending' ones included: they go first.
      void kick({ ignoreBackoff: true });
    },
    stop() {
      started = false;
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisibility);
      schedule(null);
    },
    kick,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
