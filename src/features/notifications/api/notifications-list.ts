import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  NOTIFICATIONS_PAGE_SIZE,
  notificationsResponse,
  type NotificationsQuery,
} from '../../../contract/notifications';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { notificationsKeys } from './notifications-keys';

export type NotificationsFilter = NotificationsQuery['filter'];
export type NotificationsPage = NonNullable<z.infer<typeof notificationsResponse>['data']>;
type PageRequest = { filter: NotificationsFilter; page: number };

/** GET /api/user-notifications?page&limit=10[&filter=unread] → one page and the unread count. */
export async function getNotifications(
  { filter, page }: PageRequest,
  signal?: AbortSignal,
): Promise<NotificationsPage> {
  const params = new URLSearchParams({
    page: String(page),
    limit: String(NOTIFICATIONS_PAGE_SIZE),
  });
  if (filter === 'unread') params.set('filter', 'unread');
  const payload = await apiRequest(`/api/user-notifications?${params.toString()}`, { signal });
  const parsed = notificationsResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, payload.msg);
  return parsed.data.data;
}

export function notificationsQueryOptions(request: PageRequest) {
  return queryOptions({
    queryKey: notificationsKeys.list(request),
    queryFn: ({ signal }) => getNotifications(request, signal),
    // Paging keeps the current items on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
}

export function useNotifications(request: PageRequest) {
  return useQuery(notificationsQueryOptions(request));
}
