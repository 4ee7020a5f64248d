import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { cancelLoadResponse } from '../../../contract/loads';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { loadDetailsQueryKey } from './load-details';
import { myLoadsListsKey } from './my-loads';

export type CancelledLoad = NonNullable<z.infer<typeof cancelLoadResponse>['data']>;

/** PUT /api/loads/{id}/cancel with an empty body; any payment on the load is refunded in full. */
export async function cancelLoad(loadId: string, idempotencyKey: string): Promise<CancelledLoad> {
  const payload = await apiRequest(`/api/loads/${encodeURIComponent(loadId)}/cancel`, {
    method: 'PUT',
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  const parsed = cancelLoadResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, payload.msg);
  return parsed.data.data;
}

/** The caller makes the key, once per intent, so a retry of a lost answer cancels nothing twice. */
export function useCancelLoad(loadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) => cancelLoad(loadId, idempotencyKey),
    onSuccess: () => {
      // Not awaited: the toast should not wait for the load and the lists to reload.
      void queryClient.invalidateQueries({ queryKey: loadDetailsQueryKey(loadId) });
      void queryClient.invalidateQueries({ queryKey: myLoadsListsKey });
    },
  });
}
