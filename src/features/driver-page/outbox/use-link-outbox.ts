import { useEffect, useState } from 'react';
import type { DriverDatabase, OutboxRow } from '../../../lib/driver-db';
import { driverDbInUse, onDriverDbLoaded } from '../../../lib/lazy-driver-db';

/** This link's outbox items in capture order, and when they were read (epoch ms). */
export type LinkOutbox = { items: OutboxRow[]; readAt: number };

const EMPTY: LinkOutbox = { items: [], readAt: 0 };

type LinkRead = { linkId: string; outbox: LinkOutbox };

/**
 * The one live view of the outbox: the page's queued status, charges and counts all read it.
 * Empty, with Dexie not loaded, until the outbox is in use: items left from before, or the
 * page's first write (src/lib/lazy-driver-db.ts).
 */
export function useLinkOutbox(linkId: string): LinkOutbox {
  const [read, setRead] = useState<LinkRead | null>(null);
  useEffect(() => {
    let active = true;
    let stopWatching: (() => void) | null = null;
    const watch = async (database: DriverDatabase) => {
      const { watchLinkOutbox } = await import('./watch-link-outbox');
      if (!active || stopWatching) return;
      stopWatching = watchLinkOutbox(database, linkId, (outbox) => setRead({ linkId, outbox }));
    };
    // No IndexedDB, or its code not reachable: nothing shown as waiting, and the page still works.
    const watchQuietly = (database: DriverDatabase | null) =>
      database ? watch(database).catch(() => undefined) : undefined;
    const stopListening = onDriverDbLoaded(watchQuietly);
    void driverDbInUse().then(watchQuietly, () => undefined);
    return () => {
      active = false;
      stopListening();
      stopWatching?.();
    };
  }, [linkId]);
  return read?.linkId === linkId ? read.outbox : EMPTY;
}
