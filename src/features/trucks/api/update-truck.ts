import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { truckResponse, type Truck } from '../../../contract/trucks';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { newIdempotencyKey, requestIdempotencyKey } from '../../../lib/idempotency-key';
import { trucksKeys } from '../../fleet/api/fleet-keys';
import type { NewTruck } from './add-truck';

/** PUT /api/trucks/{id} with the whole truck again → the truck as it is now. */
export async function updateTruck(
  truckId: string,
  truck: NewTruck,
  idempotencyKey: string,
): Promise<Truck> {
  const payload = await apiRequest(`/api/trucks/${encodeURIComponent(truckId)}`, {
    method: 'PUT',
    body: truck,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  const parsed = truckResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, payload.msg);
  return parsed.data.data;
}

/** Edit Truck: the saved truck replaces the open one at once; every fleet list reloads. */
export function useUpdateTruck(truckId: string) {
  const queryClient = useQueryClient();
  // One edit session: a retry of the same values after a lost answer repeats its key.
  const nonce = useRef(newIdempotencyKey());
  return useMutation({
    mutationFn: (truck: NewTruck) =>
      updateTruck(truckId, truck, requestIdempotencyKey(nonce.current, truck)),
    onSuccess: (truck) => {
      nonce.current = newIdempotencyKey();
      queryClient.setQueryData(trucksKeys.detail(truckId), truck);
      void queryClient.invalidateQueries({ queryKey: trucksKeys.all });
    },
  });
}
