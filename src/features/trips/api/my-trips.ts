import {
  pageAndOrder,
  type ListPage,
  type ListPageRequest,
} from '../../../components/data-table/list-page-request';
import { usePagedQuery } from '../../../components/data-table/use-paged-query';
import { myTripsResponse, type TripListItem } from '../../../contract/trips';
import { ApiError, apiRequest } from '../../../lib/api-client';
import type { MyTripsRequest } from '../utils/trip-filters';
import { tripsKeys } from './query-keys';

/** POST /api/trips/getmytrips → one page of the provider's trips matching the filters. */
export async function getMyTrips(
  request: MyTripsRequest,
  page: ListPageRequest,
  signal?: AbortSignal,
): Promise<ListPage<TripListItem>> {
  const payload = await apiRequest('/api/trips/getmytrips', {
    method: 'POST',
    body: { ...request, ...pageAndOrder(page) },
    signal,
  });
  const parsed = myTripsResponse.safeParse(payload);
  if (!parsed.success) throw new ApiError(200, payload.msg);
  return { rows: parsed.data.data ?? [], pagination: parsed.data.pagination };
}

/** The trips matching the filters, paged and ordered by the server. */
export function useMyTrips(request: MyTripsRequest, pagerLabel: string) {
  return usePagedQuery({
    queryKey: (page) => tripsKeys.list(request, pageAndOrder(page)),
    queryFn: (page, signal) => getMyTrips(request, page, signal),
    pagerLabel,
  });
}
