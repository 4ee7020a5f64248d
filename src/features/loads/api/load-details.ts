import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadResponse, type Load } from '../../../contract/loads';
import { ApiError, apiRequest } from '../../../lib/api-client';

export const loadDetailsQueryKey = (loadId: string) => ['loads', 'detail', loadId] as const;

/** GET /api/loads/{id} → data.load, with its quotes. */
export async function getLoadDetails(loadId: string, signal?: AbortSignal): Promise<Load> {
  const payload = await apiRequest(`/api/loads/${encodeURIComponent(loadId)}`, { signal });
  const parsed = loadResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, payload.msg);
  return parsed.data.data.load;
}

export function loadDetailsQueryOptions(loadId: string) {
  return queryOptions({
    queryKey: loadDetailsQueryKey(loadId),
    queryFn: ({ signal }) => getLoadDetails(loadId, signal),
  });
}

export function useLoadDetails(loadId: string) {
  return useQuery(loadDetailsQueryOptions(loadId));
}
