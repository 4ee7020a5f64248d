import type { Notification } from '../../../contract/notifications';
import type { UserType } from '../../../contract/user';
import { loadDetailsPath, tripDetailsPath } from '../../../lib/detail-paths';

/**
 * Where opening a notification leads: a shipper to the load's details (`/my-loads/{loadId}`); a
 * provider to the trip's (`/trips/{tripId}`) when there is one, otherwise to the load in Find
 * Loads. Null when it names neither.
 */
export function notificationTarget(
  notification: Pick<Notification, 'loadId' | 'tripId'>,
  userType: UserType | null,
): string | null {
  const loadId = notification.loadId?._id;
  if (userType === 'provider') {
    if (notification.tripId) return tripDetailsPath(notification.tripId);
    return loadId ? `/find-loads?load=${encodeURIComponent(loadId)}` : null;
  }
  if (userType === 'user' && loadId) return loadDetailsPath(loadId);
  return null;
}
