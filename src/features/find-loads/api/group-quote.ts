import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getByLoadGroupRequest,
  groupQuoteResponse,
  type GroupQuote,
} from '../../../contract/quotes';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { findLoadsKeys } from './query-keys';

/** POST /api/quote/get-by-load-group → the caller's group's quote on the load, or null. */
export async function getGroupQuote(
  loadId: string,
  signal?: AbortSignal,
): Promise<GroupQuote | null> {
  const payload = await apiRequest('/api/quote/get-by-load-group', {
    method: 'POST',
    body: getByLoadGroupRequest.parse({ loadId }),
    signal,
  });
  const parsed = groupQuoteResponse.safeParse(payload);
  if (!parsed.success) throw new ApiError(200, payload.msg);
  return parsed.data.data ?? null;
}

export function groupQuoteQueryOptions(loadId: string) {
  return queryOptions({
    queryKey: findLoadsKeys.groupQuote(loadId),
    queryFn: ({ signal }) => getGroupQuote(loadId, signal),
    // The shipper may have accepted or rejected it since: ask again each time the load opens.
    staleTime: 0,
  });
}

export function useGroupQuote(loadId: string | null) {
  return useQuery({ ...groupQuoteQueryOptions(loadId ?? ''), enabled: loadId !== null });
}
