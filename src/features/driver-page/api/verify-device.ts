import { skipToken, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { visitorIdWithin } from '../../../lib/visitor-id';
import { readDeviceInfo } from '../utils/device-info';
import { driverPageKeys } from './driver-page-keys';

export type VerifyDeviceInput = { linkId: string; tripId: string; deviceKey: string };
export type VerifiedLink = { isActive: boolean };

/** How long the first screen waits for the visitor id, a second signal only, before going without. */
const VISITOR_ID_WAIT_MS = 1500;

/**
 * POST /api/driver-links/verify-device/{linkId}: the first device key binds the link; any other
 * is refused with 403 'Access denied', an unknown link with 404 'Invalid link'.
 */
export async function verifyDevice(
  { linkId, tripId, deviceKey }: VerifyDeviceInput,
  signal?: AbortSignal,
): Promise<VerifiedLink> {
  // The schemas (zod) load beside the page's first screen, not in it (issue 8 web budgets); the
  // trip view, asked for as the page loads, brings the same chunk.
  const [{ verifyDeviceRequest, verifyDeviceResponse }, visitorId] = await Promise.all([
    import('../../../contract/driver-links'),
    visitorIdWithin(VISITOR_ID_WAIT_MS),
  ]);
  const body = verifyDeviceRequest.parse({
    deviceInfo: readDeviceInfo(),
    tripId,
    deviceKey,
    visitorId,
  });
  const payload = await apiRequest(
    `/api/driver-links/verify-device/${encodeURIComponent(linkId)}`,
    {
      method: 'POST',
      body,
      signal,
      withToken: false,
    },
  );
  const parsed = verifyDeviceResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, payload.msg);
  return { isActive: parsed.data.data.isActive };
}

export function useVerifyDevice(input: VerifyDeviceInput | null) {
  return useQuery({
    queryKey: driverPageKeys.verify(input?.linkId ?? '', input?.deviceKey ?? ''),
    queryFn: input ? ({ signal }) => verifyDevice(input, signal) : skipToken,
    staleTime: Infinity,
  });
}
