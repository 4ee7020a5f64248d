import {
  listPageSearchParams,
  type ListPage,
  type ListPageRequest,
} from '../../../components/data-table/list-page-request';
import { usePagedQuery } from '../../../components/data-table/use-paged-query';
import { providerDriverLinksResponse, type DriverLink } from '../../../contract/driver-links';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { driverLinksKeys } from './driver-links-keys';

/**
 * GET /api/driver-links/provider → the group's tracking links, newest first unless ordered
 * otherwise: one page of them, or with `whole` every one matching the filters (the export).
 */
export async function getProviderDriverLinks(
  request: ListPageRequest,
  { signal, whole = false }: { signal?: AbortSignal; whole?: boolean } = {},
): Promise<ListPage<DriverLink>> {
  const params = listPageSearchParams(request);
  if (whole) {
    params.delete('page');
    params.delete('limit');
  }
  const payload = await apiRequest(`/api/driver-links/provider?${params.toString()}`, { signal });
  const parsed = providerDriverLinksResponse.safeParse(payload);
  if (!parsed.success) throw new ApiError(200, payload.msg);
  return { rows: parsed.data.data ?? [], pagination: parsed.data.pagination };
}

/** The Driver Tracking Links list, paged, ordered and filtered by the server. */
export function useProviderDriverLinks(options: {
  enabled: boolean;
  filtersOn: boolean;
  pagerLabel: string;
}) {
  return usePagedQuery({
    queryKey: (request) => [...driverLinksKeys.provider(), request],
    queryFn: (request, signal) => getProviderDriverLinks(request, { signal }),
    ...options,
  });
}
