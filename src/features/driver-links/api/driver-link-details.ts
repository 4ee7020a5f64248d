import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { driverLinkDetailsResponse } from '../../../contract/driver-links';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { driverLinksKeys } from './driver-links-keys';

export type DriverLinkDetails = NonNullable<z.infer<typeof driverLinkDetailsResponse>['data']>;
export type DriverCharge = DriverLinkDetails['charges'][number];

/** GET /api/driver-links/details/{id} → the link and the charges its driver added. */
export async function getDriverLinkDetails(
  linkId: string,
  signal?: AbortSignal,
): Promise<DriverLinkDetails> {
  const payload = await apiRequest(`/api/driver-links/details/${encodeURIComponent(linkId)}`, {
    signal,
  });
  const parsed = driverLinkDetailsResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, payload.msg);
  return parsed.data.data;
}

export function driverLinkDetailsQueryOptions(linkId: string) {
  return queryOptions({
    queryKey: driverLinksKeys.details(linkId),
    queryFn: ({ signal }) => getDriverLinkDetails(linkId, signal),
  });
}

export function useDriverLinkDetails(linkId: string | null) {
  return useQuery({ ...driverLinkDetailsQueryOptions(linkId ?? ''), enabled: linkId !== null });
}
