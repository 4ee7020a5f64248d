import { queryOptions } from '@tanstack/react-query';
import { trucksResponse, type FleetStatus, type Truck } from '../../../contract/trucks';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { trucksKeys } from './fleet-keys';

/** GET /api/trucks → the provider group's trucks, newest first; `?status=` for one status. */
export async function getTrucks(signal?: AbortSignal, status?: FleetStatus): Promise<Truck[]> {
  const payload = await apiRequest(status ? `/api/trucks?status=${status}` : '/api/trucks', {
    signal,
  });
  const parsed = trucksResponse.safeParse(payload);
  if (!parsed.success) throw new ApiError(200, payload.msg);
  return parsed.data.data ?? [];
}

/** The whole fleet, retired trucks too: the Trucks page. */
export function trucksQueryOptions() {
  return queryOptions({ queryKey: trucksKeys.list(), queryFn: ({ signal }) => getTrucks(signal) });
}

/** Only the trucks that can still be offered in a quote or sent on a trip. */
export function activeTrucksQueryOptions() {
  return queryOptions({
    queryKey: trucksKeys.list('active'),
    queryFn: ({ signal }) => getTrucks(signal, 'active'),
  });
}
