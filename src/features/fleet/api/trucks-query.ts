import { queryOptions } from '@tanstack/react-query';
import { trucksResponse, type Truck } from '../../../contract/trucks';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { trucksKeys } from './fleet-keys';

/** GET /api/trucks → the provider group's trucks, newest first. */
export async function getTrucks(signal?: AbortSignal): Promise<Truck[]> {
  const payload = await apiRequest('/api/trucks', { signal });
  const parsed = trucksResponse.safeParse(payload);
  if (!parsed.success) throw new ApiError(200, payload.msg);
  return parsed.data.data ?? [];
}

export function trucksQueryOptions() {
  return queryOptions({ queryKey: trucksKeys.list(), queryFn: ({ signal }) => getTrucks(signal) });
}
