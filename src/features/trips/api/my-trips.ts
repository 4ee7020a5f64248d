import { queryOptions, useQuery } from '@tanstack/react-query';
import { myTripsResponse, type TripListItem } from '../../../contract/trips';
import { ApiError, apiRequest } from '../../../lib/api-client';
import type { MyTripsRequest } from '../utils/trip-filters';
import { tripsKeys } from './query-keys';

/** POST /api/trips/getmytrips → the provider's trips matching the filters. */
export async function getMyTrips(
  request: MyTripsRequest,
  signal?: AbortSignal,
): Promise<TripListItem[]> {
  const payload = await apiRequest('/api/trips/getmytrips', {
    method: 'POST',
    body: request,
    signal,
  });
  const parsed = myTripsResponse.safeParse(payload);
  if (!parsed.success) throw new ApiError(200, payload.msg);
  return parsed.data.data ?? [];
}

export function myTripsQueryOptions(request: MyTripsRequest) {
  return queryOptions({
    queryKey: tripsKeys.list(request),
    queryFn: ({ signal }) => getMyTrips(request, signal),
  });
}

export function useMyTrips(request: MyTripsRequest, { enabled = true } = {}) {
  return useQuery({ ...myTripsQueryOptions(request), enabled });
}
