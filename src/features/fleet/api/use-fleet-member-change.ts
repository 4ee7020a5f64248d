import { useRef } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { newIdempotencyKey, requestIdempotencyKey } from '../../../lib/idempotency-key';
import { FLEET_KINDS, type FleetKind, type FleetMember } from './fleet-kinds';
import { requestFleetMember } from './fleet-member-request';

/**
 * A change to one truck or driver (edit, retire, reinstate): PUT `path` → the member as it is
 * now, which replaces the open one at once while every list of the fleet (the page's, the quote
 * form's, the assignment's) reloads. One key per intent: a retry of the same change after a lost
 * answer repeats it; each success starts a new intent.
 */
export function useFleetMemberChange<Kind extends FleetKind, Variables>(
  kind: Kind,
  change: (variables: Variables) => { id: string; path: string; body?: unknown },
) {
  const queryClient = useQueryClient();
  const nonce = useRef(newIdempotencyKey());
  const { keys } = FLEET_KINDS[kind];
  return useMutation({
    mutationFn: (variables: Variables) => {
      const { path, body } = change(variables);
      const idempotencyKey = requestIdempotencyKey(nonce.current, variables);
      return requestFleetMember(kind, path, { method: 'PUT', body, idempotencyKey });
    },
    onSuccess: (member, variables) => {
      nonce.current = newIdempotencyKey();
      queryClient.setQueryData<FleetMember<Kind>>(
        keys.detail(change(variables).id) as QueryKey,
        member,
      );
      void queryClient.invalidateQueries({ queryKey: keys.all });
    },
  });
}
