import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { notifications } from './notifications.schema';

export function createNotificationsService({ db }: { db: Database }) {
  return {
    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
      return row?.value ?? 0;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
