import { eq, sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../src/contract/languages';
import type { Notification, NotificationKind } from '../../../src/contract/notifications';
import type { Database } from '../../db/database';
import { say } from '../../lib/i18n/phrase';
import { displayLoadId } from '../loads/load-lookup';
import { loads } from '../loads/loads.schema';
import { notifications } from './notifications.schema';

// Only what the list shows: the load's contacts are not even selected.
const columns = {
  id: notifications.id,
  kind: notifications.kind,
  title: notifications.title,
  description: notifications.description,
  phrases: notifications.phrases,
  isRead: notifications.isRead,
  createdAt: notifications.createdAt,
  tripId: notifications.tripId,
  loadId: loads.id,
  loadNumber: loads.number,
  sourceCity: loads.sourceCity,
  sourceCountry: sql<string>`${loads.source}->>'country'`.as('source_country'),
  destinationCity: loads.destinationCity,
  destinationCountry: sql<string>`${loads.destination}->>'country'`.as('destination_country'),
};

/**
 * Notifications with their load reference (docs/product.md §3: 'load number, source → destination') in one
 * query: a read-only join on the loads module's table, so a page never costs a query per item.
 */
export function selectNotificationRows(db: Database, where: SQL | undefined) {
  return db
    .select(columns)
    .from(notifications)
    .leftJoin(loads, eq(loads.id, notifications.loadId))
    .where(where);
}

type Row = Awaited<ReturnType<typeof selectNotificationRows>>[number];

/**
 * A notification in its reader's language, said from its phrases when it is read: a reader who
 * changes language reads every notification in the new one. One written before phrases keeps the
 * English it was written in.
 */
export function toNotification(row: Row, lang: Language): Notification {
  return {
    _id: row.id,
    kind: row.kind as NotificationKind,
    title: row.phrases ? say(row.phrases.title, lang) : row.title,
    description: row.phrases ? say(row.phrases.description, lang) : row.description,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    loadId:
      row.loadId === null || row.loadNumber === null
        ? null
        : {
            _id: row.loadId,
            id: displayLoadId(row.loadNumber),
            source: { city: row.sourceCity ?? '', country: row.sourceCountry ?? '' },
            destination: {
              city: row.destinationCity ?? '',
              country: row.destinationCountry ?? '',
            },
          },
    tripId: row.tripId,
  };
}
