import { queryOptions, useQuery } from '@tanstack/react-query';
import { driverLinksResponse, type DriverLink } from '../../../contract/driver-links';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { driverLinksKeys } from './driver-links-keys';

/** GET /api/driver-links/provider → every tracking link of the provider's group, newest first. */
export async function getProviderDriverLinks(signal?: AbortSignal): Promise<DriverLink[]> {
  const payload = await apiRequest('/api/driver-links/provider', { signal });
  const parsed = driverLinksResponse.safeParse(payload);
  if (!parsed.success) throw new ApiError(200, payload.msg);
  return (parsed.data.data ?? []).toSorted((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export function providerDriverLinksQueryOptions() {
  return queryOptions({
    queryKey: driverLinksKeys.provider(),
    queryFn: ({ signal }) => getProviderDriverLinks(signal),
  });
}

export function useProviderDriverLinks({ enabled = true } = {}) {
  return useQuery({ ...providerDriverLinksQueryOptions(), enabled });
}
