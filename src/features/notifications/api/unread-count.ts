import { queryOptions } from '@tanstack/react-query';
import { unreadCountResponse } from '../../../contract/notifications';
import { apiRequest } from '../../../lib/api-client';
import { notificationsKeys } from './notifications-keys';

/** GET /api/user-notifications/unread-count → data.unreadCount */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const envelope = await apiRequest<{ unreadCount: number }>(
    '/api/user-notifications/unread-count',
    { signal },
  );
  return unreadCountResponse.parse(envelope).data?.unreadCount ?? 0;
}

export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: notificationsKeys.unreadCount(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    refetchOnWindowFocus: true,
  });
}
