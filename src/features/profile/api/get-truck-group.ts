import { queryOptions, useQuery } from '@tanstack/react-query';
import { truckGroupResponse } from '../../../contract/user';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** GET /api/truckgroup/{groupId} → data.name */
export async function getTruckGroupName(groupId: string, signal?: AbortSignal): Promise<string> {
  const payload = await apiRequest(`/api/truckgroup/${encodeURIComponent(groupId)}`, { signal });
  const parsed = truckGroupResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, payload.msg);
  return parsed.data.data.name;
}

export function truckGroupQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: ['truck-group', groupId],
    queryFn: ({ signal }) => getTruckGroupName(groupId, signal),
    staleTime: 60 * 60 * 1000,
  });
}

export function useTruckGroupName(groupId: string | null) {
  return useQuery({ ...truckGroupQueryOptions(groupId ?? ''), enabled: Boolean(groupId) });
}
