import { useRef } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { driverResponse, type Driver } from '../../../contract/drivers';
import { truckResponse, type Truck } from '../../../contract/trucks';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { newIdempotencyKey, requestIdempotencyKey } from '../../../lib/idempotency-key';
import { driversKeys, trucksKeys } from './fleet-keys';

export type FleetStatusAction = 'retire' | 'reinstate';

/** What each kind of fleet member is. */
type Kinds = { trucks: Truck; drivers: Driver };

const FLEET = {
  trucks: { response: truckResponse, keys: trucksKeys },
  drivers: { response: driverResponse, keys: driversKeys },
} as const;

/** PUT /api/{trucks|drivers}/{id}/{retire|reinstate} → the member as it is now. */
export async function changeFleetStatus<Kind extends keyof Kinds>(
  kind: Kind,
  id: string,
  action: FleetStatusAction,
  idempotencyKey: string,
): Promise<Kinds[Kind]> {
  const payload = await apiRequest(`/api/${kind}/${encodeURIComponent(id)}/${action}`, {
    method: 'PUT',
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  const parsed = FLEET[kind].response.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, payload.msg);
  return parsed.data.data as Kinds[Kind];
}

/**
 * Retire or reinstate a truck or a driver. One key per intent: a retry of the same action on the
 * same one after a lost answer repeats it; each success starts a new intent.
 */
export function useChangeFleetStatus<Kind extends keyof Kinds>(kind: Kind) {
  const queryClient = useQueryClient();
  const nonce = useRef(newIdempotencyKey());
  const { keys } = FLEET[kind];
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: FleetStatusAction }) =>
      changeFleetStatus(kind, id, action, requestIdempotencyKey(nonce.current, { id, action })),
    onSuccess: (member, { id }) => {
      nonce.current = newIdempotencyKey();
      queryClient.setQueryData<Kinds[Kind]>(keys.detail(id) as QueryKey, member);
      // Every list of the fleet (the page's, the quote form's, the assignment's) moves it.
      void queryClient.invalidateQueries({ queryKey: keys.all });
    },
  });
}
