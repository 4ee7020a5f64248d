import { queryOptions } from '@tanstack/react-query';
import { loadResponse, type FindLoadsRow } from '../../../contract/loads';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { rowFromLoad } from '../utils/row-from-load';
import { findLoadsKeys } from './query-keys';

/** GET /api/loads/{id} as the provider sees it (docs/product.md §7: success and data), as a table row. */
export async function getLoadRow(loadId: string, signal?: AbortSignal): Promise<FindLoadsRow> {
  const payload = await apiRequest(`/api/loads/${encodeURIComponent(loadId)}`, { signal });
  const parsed = loadResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, payload.msg);
  return rowFromLoad(parsed.data.data.load);
}

export function loadRowQueryOptions(loadId: string) {
  return queryOptions({
    queryKey: findLoadsKeys.load(loadId),
    queryFn: ({ signal }) => getLoadRow(loadId, signal),
    staleTime: 0,
  });
}
