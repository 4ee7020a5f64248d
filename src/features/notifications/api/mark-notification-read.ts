import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markNotificationReadResponse } from '../../../contract/notifications';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { notificationsKeys } from './notifications-keys';
import { markReadInCache, restoreReadState } from './read-state-cache';

/** PUT /api/user-notifications/{id}/read → the notification and the new unread count. */
export async function markNotificationRead(notificationId: string): Promise<number> {
  const payload = await apiRequest(
    `/api/user-notifications/${encodeURIComponent(notificationId)}/read`,
    { method: 'PUT' },
  );
  const parsed = markNotificationReadResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, payload.msg);
  return parsed.data.data.unreadCount;
}

/**
 * Opening a notification marks it read at once (the page usually navigates away in the same
 * click); the hook's callbacks still run after the page unmounts, so the badge ends up right.
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (notificationId: string) => markReadInCache(queryClient, { id: notificationId }),
    onError: (_error, _id, snapshot) => restoreReadState(queryClient, snapshot),
    onSuccess: (unreadCount) =>
      queryClient.setQueryData(notificationsKeys.unreadCount(), unreadCount),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
  });
}
