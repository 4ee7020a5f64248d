import {
  listPageSearchParams,
  type ListPage,
  type ListPageRequest,
} from '../../../components/data-table/list-page-request';
import { usePagedQuery } from '../../../components/data-table/use-paged-query';
import { myLoadsResponse, type LoadSummary } from '../../../contract/loads';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** docs/product.md §4 list filter values: pending lists the active loads, done the completed ones. */
export type MyLoadsStatus = 'pending' | 'done';

/** Both My Loads lists: what a change to any of the shipper's loads makes stale. */
export const myLoadsListsKey = ['loads', 'mine'] as const;
export const myLoadsQueryKey = (status: MyLoadsStatus) => [...myLoadsListsKey, status] as const;

/** GET /api/loads/user?status=pending|done&page&limit&sort&order&{column}=… → data.list, data.pagination */
export async function getMyLoadsPage(
  status: MyLoadsStatus,
  request: ListPageRequest,
  signal?: AbortSignal,
): Promise<ListPage<LoadSummary>> {
  const params = listPageSearchParams(request);
  const payload = await apiRequest(`/api/loads/user?status=${status}&${params.toString()}`, {
    signal,
  });
  const parsed = myLoadsResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, payload.msg);
  return { rows: parsed.data.data.list, pagination: parsed.data.data.pagination };
}

/** One My Loads list, paged, ordered and filtered by the server. */
export function useMyLoads(
  status: MyLoadsStatus,
  { enabled = true, pagerLabel }: { enabled?: boolean; pagerLabel: string },
) {
  return usePagedQuery({
    queryKey: (request) => [...myLoadsQueryKey(status), request],
    queryFn: (request, signal) => getMyLoadsPage(status, request, signal),
    enabled,
    pagerLabel,
  });
}
