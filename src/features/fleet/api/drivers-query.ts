import { queryOptions } from '@tanstack/react-query';
import { driversResponse, type Driver } from '../../../contract/drivers';
import type { FleetStatus } from '../../../contract/trucks';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { driversKeys } from './fleet-keys';

/** GET /api/drivers → the provider group's drivers, newest first; `?status=` for one status. */
export async function getDrivers(signal?: AbortSignal, status?: FleetStatus): Promise<Driver[]> {
  const payload = await apiRequest(status ? `/api/drivers?status=${status}` : '/api/drivers', {
    signal,
  });
  const parsed = driversResponse.safeParse(payload);
  if (!parsed.success) throw new ApiError(200, payload.msg);
  return parsed.data.data ?? [];
}

/** The whole team, retired drivers too: the Drivers page. */
export function driversQueryOptions() {
  return queryOptions({
    queryKey: driversKeys.list(),
    queryFn: ({ signal }) => getDrivers(signal),
  });
}

/** Only the drivers who can still be assigned to a trip. */
export function activeDriversQueryOptions() {
  return queryOptions({
    queryKey: driversKeys.list('active'),
    queryFn: ({ signal }) => getDrivers(signal, 'active'),
  });
}
