import { skipToken, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { deviceFingerprint } from '../../../lib/device-fingerprint';
import { readDeviceInfo } from '../utils/device-info';
import { driverPageKeys } from './driver-page-keys';

export type VerifyDeviceInput = { linkId: string; tripId: string; deviceKey: string };
export type VerifiedLink = { isActive: boolean };

/** The fingerprint is a secondary signal only; without crypto.subtle (plain http) it is left out. */
async function optionalFingerprint(): Promise<string | undefined> {
  try {
    return await deviceFingerprint();
  } catch {
    return undefined;
  }
}

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
  const { verifyDeviceRequest, verifyDeviceResponse } =
    await import('../../../contract/driver-links');
  const body = verifyDeviceRequest.parse({
    deviceInfo: readDeviceInfo(),
    tripId,
    deviceKey,
    deviceFingerprint: await optionalFingerprint(),
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
