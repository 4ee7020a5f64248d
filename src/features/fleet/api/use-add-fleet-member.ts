import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { newIdempotencyKey, requestIdempotencyKey } from '../../../lib/idempotency-key';
import { FLEET_KINDS, type FleetKind, type NewFleetMember } from './fleet-kinds';

/**
 * docs/product.md §8 Add New Truck / Add New Driver: POST /api/{trucks|drivers} → msg, and the list
 * reloads. One form session: a retry after a lost answer repeats its key and adds nothing twice.
 */
export function useAddFleetMember<Kind extends FleetKind>(kind: Kind) {
  const queryClient = useQueryClient();
  const nonce = useRef(newIdempotencyKey());
  return useMutation({
    mutationFn: async (member: NewFleetMember<Kind>) => {
      const payload = await apiRequest(`/api/${kind}`, {
        method: 'POST',
        body: member,
        headers: { 'Idempotency-Key': requestIdempotencyKey(nonce.current, member) },
      });
      return payload.msg;
    },
    onSuccess: () => {
      nonce.current = newIdempotencyKey();
      // Not awaited: the success message should not wait for the list to reload.
      void queryClient.invalidateQueries({ queryKey: FLEET_KINDS[kind].keys.all });
    },
  });
}
