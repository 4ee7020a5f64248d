import type { MyTripsRequest } from '../utils/trip-filters';

/** This feature's cache keys; invalidating `all` refreshes every list and open trip. */
export const tripsKeys = {
  all: ['trips'] as const,
  lists: () => [...tripsKeys.all, 'list'] as const,
  list: (request: MyTripsRequest, page: object) => [...tripsKeys.lists(), request, page] as const,
  detail: (tripId: string) => [...tripsKeys.all, 'detail', tripId] as const,
};
