import { queryOptions } from '@tanstack/react-query';
import type { FleetStatus } from '../../../contract/trucks';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { FLEET_KINDS, type FleetKind, type FleetMember } from './fleet-kinds';

/** GET /api/{trucks|drivers} → the provider group's members, newest first; `?status=` for one. */
export async function getFleet<Kind extends FleetKind>(
  kind: Kind,
  signal?: AbortSignal,
  status?: FleetStatus,
): Promise<FleetMember<Kind>[]> {
  const payload = await apiRequest(status ? `/api/${kind}?status=${status}` : `/api/${kind}`, {
    signal,
  });
  const parsed = FLEET_KINDS[kind].list.safeParse(payload);
  if (!parsed.success) throw new ApiError(200, payload.msg);
  return (parsed.data.data ?? []) as FleetMember<Kind>[];
}

/**
 * The whole fleet of a kind, retired members too (the Trucks and Drivers pages), or only the
 * active ones: what can still be offered in a quote or sent on a trip.
 */
export function fleetQueryOptions<Kind extends FleetKind>(kind: Kind, status?: 'active') {
  return queryOptions({
    queryKey: FLEET_KINDS[kind].keys.list(status),
    queryFn: ({ signal }) => getFleet(kind, signal, status),
  });
}
