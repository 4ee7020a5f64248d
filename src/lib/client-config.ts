import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { clientConfigResponse } from '../contract/payments';
import { ApiError, apiRequest } from './api-client';

export type ClientConfig = NonNullable<z.infer<typeof clientConfigResponse>['data']>;

/** GET /api/config: tiles, geocoder and payment provider the server was started with. */
export async function getClientConfig(signal?: AbortSignal): Promise<ClientConfig> {
  const payload = await apiRequest<ClientConfig>('/api/config', { signal });
  const parsed = clientConfigResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, payload.msg);
  return parsed.data.data;
}

export const clientConfigQueryOptions = queryOptions({
  queryKey: ['client-config'],
  queryFn: ({ signal }) => getClientConfig(signal),
  // The configuration only changes with a server restart.
  staleTime: Infinity,
});

/** The query itself, so callers can tell 'not loaded yet' from 'no tiles configured'. */
export function useClientConfig() {
  return useQuery(clientConfigQueryOptions);
}
