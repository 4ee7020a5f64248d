import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../src/contract/languages';
import type {
  Notification,
  NotificationKind,
  NotificationPagination,
  NotificationsQuery,
} from '../../../src/contract/notifications';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/http-error';
import { say } from '../../lib/i18n/phrase';
import type { LiveEventsService } from '../live-events/live-events-service';
import { selectNotificationRows, toNotification } from './notification-view';
import type { Phrase } from '../../lib/i18n/phrase';
import { notifications } from './notifications.schema';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

/** One person's notification, as the change that causes it writes it. */
export type NewNotification = {
  userId: string;
  kind: NotificationKind;
  title: Phrase;
  description: Phrase;
  loadId: string | null;
  tripId?: string | null;
};

type Dependencies = {
  db: Database;
  clock: Clock;
  liveEvents: Pick<LiveEventsService, 'publishMany'>;
};

export function createNotificationsService({ db, clock, liveEvents }: Dependencies) {
  // The badge asks on every screen: prepared once, and `false` is literal so the plan can use
  // notifications_user_unread_idx.
  const unreadCountQuery = db
    .select({ value: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, sql.placeholder('userId')),
        sql`${notifications.isRead} = false`,
      ),
    )
    .prepare('notifications_unread_count');

  async function unreadCount(userId: string): Promise<number> {
    const [row] = await unreadCountQuery.execute({ userId });
    return row?.value ?? 0;
  }

  async function viewOf(id: string, lang: Language): Promise<Notification> {
    const [row] = await selectNotificationRows(db, eq(notifications.id, id));
    if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
    return toNotification(row, lang);
  }

  return {
    unreadCount,

    /**
     * Writes the notifications in the caller's transaction, so they exist exactly when the change
     * that causes them does, and tells each recipient's event stream (sent on commit only).
     */
    async notify(tx: Database, notes: NewNotification[]): Promise<void> {
      if (notes.length === 0) return;
      const createdAt = clock.now();
      const rows = await tx
        .insert(notifications)
        .values(
          notes.map(({ title, description, ...note }) => ({
            ...note,
            // The English as written, for anyone reading the table; readers get `phrases` said.
            title: say(title, 'en'),
            description: say(description, 'en'),
            phrases: { title, description },
            tripId: note.tripId ?? null,
            createdAt,
          })),
        )
        .returning({
          id: notifications.id,
          userId: notifications.userId,
          loadId: notifications.loadId,
        });
      await liveEvents.publishMany(
        tx,
        rows.map((row) => ({
          userIds: [row.userId],
          event: { type: 'notification', notificationId: row.id, loadId: row.loadId },
        })),
      );
    },

    /** docs/product.md §7: newest first, a page at a time, with docs/product.md §3's pagination and the unread count. */
    async list(
      userId: string,
      { page, limit, filter }: NotificationsQuery,
      lang: Language,
    ): Promise<{
      notifications: Notification[];
      pagination: NotificationPagination;
      unreadCount: number;
    }> {
      const mine = eq(notifications.userId, userId);
      const shown = filter === 'unread' ? and(mine, eq(notifications.isRead, false)) : mine;
      const [counts, rows] = await Promise.all([
        db
          .select({
            total: count(),
            unread: sql<number>`count(*) filter (where ${notifications.isRead} = false)`.mapWith(
              Number,
            ),
          })
          .from(notifications)
          .where(mine),
        selectNotificationRows(db, shown)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(limit)
          .offset((page - 1) * limit),
      ]);
      const unread = counts[0]?.unread ?? 0;
      const totalCount = filter === 'unread' ? unread : (counts[0]?.total ?? 0);
      const totalPages = Math.ceil(totalCount / limit);
      return {
        notifications: rows.map((row) => toNotification(row, lang)),
        pagination: {
          currentPage: page,
          totalPages,
          totalCount,
          hasNextPage: page < totalPages,
          hasPrevPage: page > 1,
        },
        unreadCount: unread,
      };
    },

    /** Idempotent; another user's notification is simply not found. */
    async markRead(
      userId: string,
      id: string,
      lang: Language,
    ): Promise<{ notification: Notification; unreadCount: number }> {
      const [row] = await db
        .update(notifications)
        .set({ isRead: true })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
      return {
        notification: await viewOf(row.id, lang),
        unreadCount: await unreadCount(userId),
      };
    },

    async markAllRead(userId: string): Promise<{ updated: number; unreadCount: number }> {
      const rows = await db
        .update(notifications)
        .set({ isRead: true })
        .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
        .returning({ id: notifications.id });
      // Recounted: a notification written meanwhile is still unread.
      return { updated: rows.length, unreadCount: await unreadCount(userId) };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
