import type { QueryClient } from '@tanstack/react-query';
import type { NotificationsPage } from './notifications-list';
import { notificationsKeys } from './notifications-keys';

export type ReadStateSnapshot = {
  pages: [readonly unknown[], NotificationsPage | undefined][];
  unreadCount: number | undefined;
};

/** One notification by id, or every one of the user's. */
export type ReadTarget = { id: string } | 'all';

/**
 * Optimistic read marks: every cached page, the Unread tab's count and the badge change at once;
 * the snapshot puts them back if the server refuses.
 */
export async function markReadInCache(
  queryClient: QueryClient,
  target: ReadTarget,
): Promise<ReadStateSnapshot> {
  await queryClient.cancelQueries({ queryKey: notificationsKeys.all });
  const snapshot: ReadStateSnapshot = {
    pages: queryClient.getQueriesData<NotificationsPage>({ queryKey: notificationsKeys.lists() }),
    unreadCount: queryClient.getQueryData<number>(notificationsKeys.unreadCount()),
  };
  const isTarget = (id: string) => target === 'all' || target.id === id;
  const unreadAfter = (before: number, markedNow: number) =>
    target === 'all' ? 0 : Math.max(0, before - markedNow);

  const newlyRead = new Set<string>();
  queryClient.setQueriesData<NotificationsPage>({ queryKey: notificationsKeys.lists() }, (page) => {
    if (!page) return page;
    let markedHere = 0;
    const notifications = page.notifications.map((item) => {
      if (item.isRead || !isTarget(item._id)) return item;
      markedHere += 1;
      newlyRead.add(item._id);
      return { ...item, isRead: true };
    });
    return { ...page, notifications, unreadCount: unreadAfter(page.unreadCount, markedHere) };
  });
  if (snapshot.unreadCount !== undefined) {
    queryClient.setQueryData(
      notificationsKeys.unreadCount(),
      unreadAfter(snapshot.unreadCount, newlyRead.size),
    );
  }
  return snapshot;
}

export function restoreReadState(
  queryClient: QueryClient,
  snapshot: ReadStateSnapshot | undefined,
): void {
  if (!snapshot) return;
  for (const [queryKey, page] of snapshot.pages) queryClient.setQueryData(queryKey, page);
  if (snapshot.unreadCount !== undefined) {
    queryClient.setQueryData(notificationsKeys.unreadCount(), snapshot.unreadCount);
  }
}
