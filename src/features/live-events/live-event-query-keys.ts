import type { QueryKey } from '@tanstack/react-query';
import type { LiveEvent } from '../../contract/notifications';
import { driverLinksKeys } from '../driver-links/api/driver-links-keys';
import { findLoadsKeys } from '../find-loads/api/query-keys';
import { loadDetailsQueryKey } from '../loads/api/load-details';
import { myLoadsListsKey } from '../loads/api/my-loads';
import { notificationsKeys } from '../notifications/api/notifications-keys';
import { tripsKeys } from '../trips/api/query-keys';

/**
 * What each live event makes stale (DESIGN: events name what changed, the page refetches what it
 * shows). Keys of both roles are listed: only queries on screen refetch, the rest are just marked.
 */
export function queryKeysForLiveEvent(event: LiveEvent): QueryKey[] {
  switch (event.type) {
    case 'notification':
      // The badge, the notifications page and its Unread tab.
      return [notificationsKeys.all];
    case 'quote':
      return [
        // Shipper: the quotes in Load Details and the Quotes column of My Loads.
        loadDetailsQueryKey(event.loadId),
        myLoadsListsKey,
        // Provider: its quote's status (accepted, rejected) in Find Loads.
        findLoadsKeys.groupQuote(event.loadId),
        findLoadsKeys.lists(),
      ];
    case 'trip':
      return [
        tripsKeys.lists(),
        tripsKeys.detail(event.tripId),
        loadDetailsQueryKey(event.loadId),
        myLoadsListsKey,
        findLoadsKeys.trip(event.loadId),
        findLoadsKeys.lists(),
        // Trip Details lists the trip's driver links and their charges.
        driverLinksKeys.all,
      ];
    case 'position':
      return [tripsKeys.detail(event.tripId), loadDetailsQueryKey(event.loadId)];
  }
}
