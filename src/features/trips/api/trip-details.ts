import { queryOptions, useQuery } from '@tanstack/react-query';
import { tripDetailsResponse, type TripDetails } from '../../../contract/trips';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { tripsKeys } from './query-keys';

/** GET /api/trips/getbyid/{id} → the trip with its load, driver, truck and charges. */
export async function getTripDetails(tripId: string, signal?: AbortSignal): Promise<TripDetails> {
  const payload = await apiRequest(`/api/trips/getbyid/${encodeURIComponent(tripId)}`, {
    signal,
  });
  const parsed = tripDetailsResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, payload.msg);
  return parsed.data.data;
}

export function tripDetailsQueryOptions(tripId: string) {
  return queryOptions({
    queryKey: tripsKeys.detail(tripId),
    queryFn: ({ signal }) => getTripDetails(tripId, signal),
  });
}

export function useTripDetails(tripId: string) {
  return useQuery(tripDetailsQueryOptions(tripId));
}
