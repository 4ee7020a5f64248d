import { useQuery } from '@tanstack/react-query';
import { truckResponse, type Truck } from '../../../contract/trucks';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { trucksKeys } from '../../fleet/api/fleet-keys';

/** GET /api/trucks/truckId/{id} → one truck with its current files. */
export async function getTruck(truckId: string, signal?: AbortSignal): Promise<Truck> {
  const payload = await apiRequest(`/api/trucks/truckId/${encodeURIComponent(truckId)}`, {
    signal,
  });
  const parsed = truckResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, undefined);
  return parsed.data.data;
}

/** The open truck, fresh from the server; the dialog shows the list's row until it answers. */
export function useTruck(truckId: string | null) {
  return useQuery({
    queryKey: trucksKeys.detail(truckId ?? ''),
    queryFn: ({ signal }) => getTruck(truckId ?? '', signal),
    enabled: truckId !== null,
  });
}
