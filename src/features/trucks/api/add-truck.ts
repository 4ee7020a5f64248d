import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createTruckRequest } from '../../../contract/trucks';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { newIdempotencyKey, requestIdempotencyKey } from '../../../lib/idempotency-key';
import { trucksKeys } from '../../fleet/api/fleet-keys';

export type NewTruck = z.output<typeof createTruckRequest>;

/** POST /api/trucks {name, model, licensePlate, type, weight, weightUnit, truckOption} → msg. */
export async function addTruck(
  truck: NewTruck,
  idempotencyKey: string,
): Promise<string | undefined> {
  const payload = await apiRequest('/api/trucks', {
    method: 'POST',
    body: truck,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return payload.msg;
}

/** SPEC §8: the list reloads after a truck is added. */
export function useAddTruck() {
  const queryClient = useQueryClient();
  // One form session: a retry after a lost answer repeats its key and adds nothing twice.
  const nonce = useRef(newIdempotencyKey());
  return useMutation({
    mutationFn: (truck: NewTruck) => addTruck(truck, requestIdempotencyKey(nonce.current, truck)),
    onSuccess: () => {
      nonce.current = newIdempotencyKey();
      // Not awaited: the success message should not wait for the list to reload.
      void queryClient.invalidateQueries({ queryKey: trucksKeys.all });
    },
  });
}
