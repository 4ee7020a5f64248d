import { useQuery } from '@tanstack/react-query';
import {
  listPageSearchParams,
  type ListPage,
  type ListPageRequest,
} from '../../../components/data-table/list-page-request';
import { usePagedQuery } from '../../../components/data-table/use-paged-query';
import type { FleetStatus } from '../../../contract/trucks';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { FLEET_KINDS, type FleetKind, type FleetMember } from './fleet-kinds';

/** GET /api/{trucks|drivers}?status&page&limit&sort&order&{column}=… → one page of them. */
export async function getFleetPage<Kind extends FleetKind>(
  kind: Kind,
  status: FleetStatus,
  request: ListPageRequest | 'count',
  signal?: AbortSignal,
): Promise<ListPage<FleetMember<Kind>>> {
  // The count alone: the smallest page, unfiltered.
  const params =
    request === 'count' ? new URLSearchParams({ limit: '1' }) : listPageSearchParams(request);
  params.set('status', status);
  const payload = await apiRequest(`/api/${kind}?${params.toString()}`, { signal });
  const parsed = FLEET_KINDS[kind].page.safeParse(payload);
  if (!parsed.success) throw new ApiError(200, payload.msg);
  const rows = (parsed.data.data ?? []) as FleetMember<Kind>[];
  return { rows, pagination: parsed.data.pagination };
}

/** The Trucks or Drivers screen's list of one status, paged, ordered and filtered by the server. */
export function useFleetPage<Kind extends FleetKind>(
  kind: Kind,
  status: FleetStatus,
  { enabled, pagerLabel }: { enabled: boolean; pagerLabel: string },
) {
  return usePagedQuery({
    queryKey: (request) => FLEET_KINDS[kind].keys.page(status, request),
    queryFn: (request, signal) => getFleetPage(kind, status, request, signal),
    enabled,
    pagerLabel,
  });
}

/** How many of the group's members have one status, whatever the list's filters. */
export function useFleetCount(kind: FleetKind, status: FleetStatus, enabled: boolean) {
  return useQuery({
    queryKey: FLEET_KINDS[kind].keys.page(status, 'count'),
    queryFn: ({ signal }) => getFleetPage(kind, status, 'count', signal),
    enabled,
    select: (page) => page.pagination.total,
  });
}
