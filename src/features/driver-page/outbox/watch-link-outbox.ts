import { liveQuery } from 'dexie';
import type { DriverDatabase } from '../../../lib/driver-db';
import type { LinkOutbox } from './use-link-outbox';

const NOTHING: LinkOutbox = { items: [], readAt: 0 };

/**
 * Hands `onChange` the link's items in capture order, now and after every change to them (in
 * this tab or another), until the returned function is called. Part of the Dexie chunk.
 */
export function watchLinkOutbox(
  database: DriverDatabase,
  linkId: string,
  onChange: (outbox: LinkOutbox) => void,
): () => void {
  const subscription = liveQuery(() =>
    database.outbox
      // The linkId index lists equal keys by primary key: capture order.
      .where('linkId')
      .equals(linkId)
      .toArray()
      .then((items) => ({ items, readAt: Date.now() }))
      // No IndexedDB (a locked-down browser): nothing can be waiting, and the page still works.
      .catch(() => NOTHING),
  ).subscribe({ next: onChange, error: () => onChange(NOTHING) });
  return () => subscription.unsubscribe();
}
