import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LinkTripView } from '../../../contract/driver-links';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { isAccessDenied } from '../utils/failure-message';
import { driverPageKeys } from './driver-page-keys';
import { linkHeaders, type LinkAccess } from './link-headers';
import { verifyDeviceQuery } from './verify-device';

/** GET /api/trips/getbyid/{tripId} through the link: docs/product.md §3 Link trip view. */
export async function getLinkTrip(
  access: LinkAccess,
  tripId: string,
  signal?: AbortSignal,
): Promise<LinkTripView> {
  const [{ linkTripViewResponse }, payload] = await Promise.all([
    import('../../../contract/driver-links'),
    apiRequest(`/api/trips/getbyid/${encodeURIComponent(tripId)}`, {
      headers: linkHeaders(access),
      signal,
      withToken: false,
    }),
  ]);
  const parsed = linkTripViewResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, payload.msg);
  return parsed.data.data;
}

/**
 * The trip is asked for beside the device check rather than after it (the server checks the key
 * on this call too). On a first visit it may arrive before the check has bound the link to this
 * device and be refused: it is asked once more when the check has passed. A check that fails
 * fails the trip with the check's own error.
 */
export async function getLinkTripBesideCheck(
  access: LinkAccess,
  tripId: string,
  deviceChecked: () => Promise<unknown>,
  signal?: AbortSignal,
): Promise<LinkTripView> {
  try {
    return await getLinkTrip(access, tripId, signal);
  } catch (error) {
    if (!isAccessDenied(error)) throw error;
    await deviceChecked();
    return getLinkTrip(access, tripId, signal);
  }
}

const TRIP_FRESH_MS = 30_000;

/** Starts with the device key, beside the device check (`access` null until the key is read). */
export function useLinkTrip(access: LinkAccess | null, tripId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: driverPageKeys.trip(access?.linkId ?? '', tripId),
    queryFn: access
      ? ({ signal }) =>
          getLinkTripBesideCheck(
            access,
            tripId,
            () => queryClient.fetchQuery(verifyDeviceQuery({ ...access, tripId })),
            signal,
          )
      : skipToken,
    // The page asks for it beside the check and the trip view mounts a moment later: one request.
    staleTime: TRIP_FRESH_MS,
  });
}
