import { queryOptions, useQuery } from '@tanstack/react-query';
import { unreadCountResponse } from '../../contract/notifications';
import { apiRequest } from '../../lib/api-client';

/** Under the `notifications` key, so invalidating the notifications area refreshes the badge too. */
export const unreadCountQueryKey = ['notifications', 'unread-count'] as const;

const REFRESH_EVERY_MS = 60_000;

export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const envelope = await apiRequest<{ unreadCount: number }>(
    '/api/user-notifications/unread-count',
    { signal },
  );
  return unreadCountResponse.parse(envelope).data?.unreadCount ?? 0;
}

export const unreadCountQueryOptions = queryOptions({
  queryKey: unreadCountQueryKey,
  queryFn: ({ signal }) => getUnreadCount(signal),
  refetchOnWindowFocus: true,
  refetchInterval: REFRESH_EVERY_MS,
});

/** The signed-in user's unread notifications; 0 until known or when the call fails. */
export function useUnreadCount(): number {
  return useQuery(unreadCountQueryOptions).data ?? 0;
}
