import { queryOptions } from '@tanstack/react-query';
import { trucksResponse, type Truck } from '../../../contract/trucks';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { findLoadsKeys } from './query-keys';

/** GET /api/trucks → the group's trucks, offered on a quote. */
export async function getTrucks(signal?: AbortSignal): Promise<Truck[]> {
  const payload = await apiRequest('/api/trucks', { signal });
  const parsed = trucksResponse.safeParse(payload);
  if (!parsed.success) throw new ApiError(200, payload.msg);
  return parsed.data.data ?? [];
}

export function trucksQueryOptions() {
  return queryOptions({
    queryKey: findLoadsKeys.trucks(),
    queryFn: ({ signal }) => getTrucks(signal),
  });
}
