import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markAllNotificationsReadResponse } from '../../../contract/notifications';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { notificationsKeys } from './notifications-keys';
import { markReadInCache, restoreReadState } from './read-state-cache';

/** PUT /api/user-notifications/read-all → how many changed and the new unread count. */
export async function markAllNotificationsRead(): Promise<number> {
  const payload = await apiRequest('/api/user-notifications/read-all', { method: 'PUT' });
  const parsed = markAllNotificationsReadResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, payload.msg);
  return parsed.data.data.unreadCount;
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => markReadInCache(queryClient, 'all'),
    onError: (_error, _variables, snapshot) => restoreReadState(queryClient, snapshot),
    onSuccess: (unreadCount) =>
      queryClient.setQueryData(notificationsKeys.unreadCount(), unreadCount),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
  });
}
