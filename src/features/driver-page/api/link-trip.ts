import { skipToken, useQuery } from '@tanstack/react-query';
import { linkTripViewResponse, type LinkTripView } from '../../../contract/driver-links';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { driverPageKeys } from './driver-page-keys';
import { linkHeaders, type LinkAccess } from './link-headers';

/** GET /api/trips/getbyid/{tripId} through the link: docs/product.md §3 Link trip view. */
export async function getLinkTrip(
  access: LinkAccess,
  tripId: string,
  signal?: AbortSignal,
): Promise<LinkTripView> {
  const payload = await apiRequest(`/api/trips/getbyid/${encodeURIComponent(tripId)}`, {
    headers: linkHeaders(access),
    signal,
    withToken: false,
  });
  const parsed = linkTripViewResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, payload.msg);
  return parsed.data.data;
}

const TRIP_FRESH_MS = 30_000;

/**
 * The trip view's trip (`access` null until the device check has passed). The check's answer
 * usually brought it (./verify-device.ts): fresh, it is not asked for again as the view mounts.
 */
export function useLinkTrip(access: LinkAccess | null, tripId: string) {
  return useQuery({
    queryKey: driverPageKeys.trip(access?.linkId ?? '', tripId),
    queryFn: access ? ({ signal }) => getLinkTrip(access, tripId, signal) : skipToken,
    staleTime: TRIP_FRESH_MS,
  });
}
