import { useLiveQuery } from 'dexie-react-hooks';
import { driverDb, type OutboxRow } from '../../../lib/driver-db';

/** This link's outbox items in capture order, and when they were read (epoch ms). */
export type LinkOutbox = { items: OutboxRow[]; readAt: number };

const EMPTY: LinkOutbox = { items: [], readAt: 0 };

/** The one live view of the outbox: the page's queued status, charges and counts all read it. */
export function useLinkOutbox(linkId: string): LinkOutbox {
  return useLiveQuery(
    () =>
      driverDb()
        // The linkId index lists equal keys by primary key: capture order.
        .outbox.where('linkId')
        .equals(linkId)
        .toArray()
        .then((items) => ({ items, readAt: Date.now() }))
        // No IndexedDB (a locked-down browser): nothing can be waiting, and the page still works.
        .catch(() => EMPTY),
    [linkId],
    EMPTY,
  );
}
