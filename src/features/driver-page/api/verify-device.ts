import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { rememberedVisitorId, visitorId } from '../../../lib/visitor-id';
import { whenWorkerControls } from '../../../lib/when-worker-controls';
import { readDeviceInfo } from '../utils/device-info';
import { driverPageKeys } from './driver-page-keys';

export type VerifyDeviceInput = { linkId: string; tripId: string; deviceKey: string };
export type VerifiedLink = { isActive: boolean };

/**
 * POST /api/driver-links/verify-device/{linkId}: the first device key binds the link; any other
 * is refused with 403 'Access denied', an unknown link with 404 'Invalid link'. The visitor id
 * goes with it when this browser has one already.
 */
export async function verifyDevice(
  { linkId, tripId, deviceKey }: VerifyDeviceInput,
  visitor: string | undefined,
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
    visitorId: visitor,
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

/** The device check's query, shared by the page and the trip's first-visit retry. */
export function verifyDeviceQuery(input: VerifyDeviceInput) {
  return {
    queryKey: driverPageKeys.verify(input.linkId, input.deviceKey),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      verifyDevice(input, rememberedVisitorId(), signal),
    staleTime: Infinity,
  };
}

/**
 * The visitor id is a second signal only (the key is the credential): the check never waits for
 * FingerprintJS. Where this browser had none to send, it is worked out once the service worker
 * controls the page (from its precache, not a second download) and the link checked again with
 * it, which the server records as the binding's.
 */
function useVisitorIdReport(input: VerifyDeviceInput | null, verified: boolean) {
  useEffect(() => {
    if (!input || !verified || rememberedVisitorId()) return;
    return whenWorkerControls(() => {
      void visitorId()
        .then((id) => verifyDevice(input, id))
        .catch(() => undefined);
    });
  }, [input, verified]);
}

export function useVerifyDevice(input: VerifyDeviceInput | null) {
  const verify = useQuery(
    input
      ? verifyDeviceQuery(input)
      : { queryKey: driverPageKeys.verify('', ''), queryFn: skipToken, staleTime: Infinity },
  );
  useVisitorIdReport(input, verify.isSuccess);
  return verify;
}
