import type { Notification } from '../../../contract/notifications';
import type { UserType } from '../../../contract/user';

/**
 * Where opening a notification leads: a shipper to the load in My Loads; a provider to the trip
 * when there is one, otherwise to the load in Find Loads. Null when it names neither.
 */
export function notificationTarget(
  notification: Pick<Notification, 'loadId' | 'tripId'>,
  userType: UserType | null,
): string | null {
  const loadId = notification.loadId?._id;
  if (userType === 'provider') {
    if (notification.tripId) return `/trips?trip=${encodeURIComponent(notification.tripId)}`;
    return loadId ? `/find-loads?load=${encodeURIComponent(loadId)}` : null;
  }
  if (userType === 'user' && loadId) return `/my-loads?load=${encodeURIComponent(loadId)}`;
  return null;
}
