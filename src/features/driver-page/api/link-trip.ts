import { skipToken, useQuery } from '@tanstack/react-query';
import type { LinkTripView } from '../../../contract/driver-links';
import { apiRequest } from '../../../lib/api-client';
import { requireAnswerData } from './answer-checks';
import { driverPageKeys } from './driver-page-keys';
import { linkHeaders, type LinkAccess } from './link-headers';
import { isLinkTrip } from './link-trip-check';

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
  return requireAnswerData<LinkTripView>(payload, isLinkTrip);
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
