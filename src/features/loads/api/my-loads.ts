import { queryOptions, useQuery } from '@tanstack/react-query';
import { myLoadsResponse, type LoadSummary } from '../../../contract/loads';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** docs/product.md §4 list filter values: pending lists the active loads, done the completed ones. */
export type MyLoadsStatus = 'pending' | 'done';

/** Both My Loads lists: what a change to any of the shipper's loads makes stale. */
export const myLoadsListsKey = ['loads', 'mine'] as const;
export const myLoadsQueryKey = (status: MyLoadsStatus) => [...myLoadsListsKey, status] as const;

/** GET /api/loads/user?status=pending|done → data.list */
export async function getMyLoads(
  status: MyLoadsStatus,
  signal?: AbortSignal,
): Promise<LoadSummary[]> {
  const payload = await apiRequest(`/api/loads/user?status=${status}`, { signal });
  const parsed = myLoadsResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, payload.msg);
  return parsed.data.data.list;
}

export function myLoadsQueryOptions(status: MyLoadsStatus) {
  return queryOptions({
    queryKey: myLoadsQueryKey(status),
    queryFn: ({ signal }) => getMyLoads(status, signal),
  });
}

export function useMyLoads(status: MyLoadsStatus, { enabled = true } = {}) {
  return useQuery({ ...myLoadsQueryOptions(status), enabled });
}
