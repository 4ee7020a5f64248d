import { useQuery } from '@tanstack/react-query';
import { driverResponse, type Driver } from '../../../contract/drivers';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { driversKeys } from '../../fleet/api/fleet-keys';

/** GET /api/drivers/{id} → one driver with their current files. */
export async function getDriver(driverId: string, signal?: AbortSignal): Promise<Driver> {
  const payload = await apiRequest(`/api/drivers/${encodeURIComponent(driverId)}`, { signal });
  const parsed = driverResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, undefined);
  return parsed.data.data;
}

/** The open driver, fresh from the server; the dialog shows the list's row until it answers. */
export function useDriver(driverId: string | null) {
  return useQuery({
    queryKey: driversKeys.detail(driverId ?? ''),
    queryFn: ({ signal }) => getDriver(driverId ?? '', signal),
    enabled: driverId !== null,
  });
}
