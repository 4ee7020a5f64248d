import { queryOptions, useQuery } from '@tanstack/react-query';
import { tripByLoadResponse } from '../../../contract/trips';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { findLoadsKeys } from './query-keys';

export type LoadTrip = { tripId: string };

/** GET /api/trips/getbyloadid/{loadId}: the load's trip, or null when there is none (404). */
export async function getTripByLoad(
  loadId: string,
  signal?: AbortSignal,
): Promise<LoadTrip | null> {
  try {
    const payload = await apiRequest(`/api/trips/getbyloadid/${encodeURIComponent(loadId)}`, {
      signal,
    });
    const parsed = tripByLoadResponse.safeParse(payload);
    if (!parsed.success) throw new ApiError(200, payload.msg);
    return parsed.data.data ? { tripId: parsed.data.data.tripId } : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function tripByLoadQueryOptions(loadId: string) {
  return queryOptions({
    queryKey: findLoadsKeys.trip(loadId),
    queryFn: ({ signal }) => getTripByLoad(loadId, signal),
    staleTime: 0,
  });
}

/** Only asked once the group's quote is accepted: before that there can be no trip of ours. */
export function useTripByLoad(loadId: string | null, enabled: boolean) {
  return useQuery({
    ...tripByLoadQueryOptions(loadId ?? ''),
    enabled: enabled && loadId !== null,
  });
}
