import { queryOptions } from '@tanstack/react-query';
import { driversResponse, type Driver } from '../../../contract/drivers';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { driversKeys } from './fleet-keys';

/** GET /api/drivers → the provider group's drivers, newest first. */
export async function getDrivers(signal?: AbortSignal): Promise<Driver[]> {
  const payload = await apiRequest('/api/drivers', { signal });
  const parsed = driversResponse.safeParse(payload);
  if (!parsed.success) throw new ApiError(200, payload.msg);
  return parsed.data.data ?? [];
}

export function driversQueryOptions() {
  return queryOptions({
    queryKey: driversKeys.list(),
    queryFn: ({ signal }) => getDrivers(signal),
  });
}
