import { ApiError, apiRequest } from '../../../lib/api-client';
import { FLEET_KINDS, type FleetKind, type FleetMember } from './fleet-kinds';

type RequestOptions = {
  method?: 'GET' | 'PUT';
  body?: unknown;
  idempotencyKey?: string;
  signal?: AbortSignal;
};

/** One call answering one member (read, edit, retire, reinstate) → the member as it is now. */
export async function requestFleetMember<Kind extends FleetKind>(
  kind: Kind,
  path: string,
  { method = 'GET', body, idempotencyKey, signal }: RequestOptions = {},
): Promise<FleetMember<Kind>> {
  const payload = await apiRequest(path, {
    method,
    body,
    signal,
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
  });
  const parsed = FLEET_KINDS[kind].one.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, payload.msg);
  return parsed.data.data as FleetMember<Kind>;
}
