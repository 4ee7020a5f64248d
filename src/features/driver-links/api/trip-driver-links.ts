import { queryOptions, useQuery } from '@tanstack/react-query';
import { driverLinksResponse, type DriverLink } from '../../../contract/driver-links';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { driverLinksKeys } from './driver-links-keys';

/** GET /api/driver-links/trip/{tripId} → the trip's links, newest first. */
export async function getTripDriverLinks(
  tripId: string,
  signal?: AbortSignal,
): Promise<DriverLink[]> {
  const payload = await apiRequest(`/api/driver-links/trip/${encodeURIComponent(tripId)}`, {
    signal,
  });
  const parsed = driverLinksResponse.safeParse(payload);
  if (!parsed.success) throw new ApiError(200, payload.msg);
  return (parsed.data.data ?? []).toSorted((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export function tripDriverLinksQueryOptions(tripId: string, driverId: string | null) {
  return queryOptions({
    queryKey: driverLinksKeys.trip(tripId, driverId),
    queryFn: ({ signal }) => getTripDriverLinks(tripId, signal),
  });
}

export function useTripDriverLinks(
  tripId: string,
  driverId: string | null,
  options: { enabled?: boolean } = {},
) {
  return useQuery({ ...tripDriverLinksQueryOptions(tripId, driverId), enabled: options.enabled });
}
