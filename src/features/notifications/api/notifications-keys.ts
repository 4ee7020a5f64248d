import type { NotificationsQuery } from '../../../contract/notifications';

/**
 * The notifications area's cache keys. Everything sits under `notifications`, so one
 * invalidation (a live event, a mark-read) refreshes the sidebar badge and every page at once.
 */
export const notificationsKeys = {
  all: ['notifications'] as const,
  unreadCount: () => [...notificationsKeys.all, 'unread-count'] as const,
  lists: () => [...notificationsKeys.all, 'list'] as const,
  list: (query: Pick<NotificationsQuery, 'filter' | 'page'>) =>
    [...notificationsKeys.lists(), query.filter, query.page] as const,
};
