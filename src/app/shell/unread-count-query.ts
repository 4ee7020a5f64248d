import { useQuery } from '@tanstack/react-query';
import { notificationsKeys } from '../../features/notifications/api/notifications-keys';
import { unreadCountQueryOptions } from '../../features/notifications/api/unread-count';
import { useLiveEventsMode } from '../../lib/live-events/live-events-mode';

/** Under the `notifications` key, so invalidating the notifications area refreshes the badge too. */
export const unreadCountQueryKey = notificationsKeys.unreadCount();

/** A safety net while the live stream carries the news, and the only source when it cannot. */
const REFRESH_EVERY_MS = 60_000;
const REFRESH_WHILE_STREAM_BLOCKED_MS = 30_000;

/** The signed-in user's unread notifications; 0 until known or when the call fails. */
export function useUnreadCount(): number {
  const blocked = useLiveEventsMode() === 'polling';
  return (
    useQuery({
      ...unreadCountQueryOptions(),
      refetchInterval: blocked ? REFRESH_WHILE_STREAM_BLOCKED_MS : REFRESH_EVERY_MS,
    }).data ?? 0
  );
}
