import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Load } from '../../../contract/loads';
import { apiRequest } from '../../../lib/api-client';
import { loadDetailsQueryKey } from './load-details';

/**
 * PUT /api/loads/{id}/ready with an empty body; the server keeps the first time it was set. One
 * key per intent: a retry of a lost answer is answered with the first one.
 */
export async function markLoadReady(loadId: string, idempotencyKey: string) {
  await apiRequest(`/api/loads/${encodeURIComponent(loadId)}/ready`, {
    method: 'PUT',
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useMarkLoadReady(loadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) => markLoadReady(loadId, idempotencyKey),
    onSuccess: () => {
      // The badge replaces the button at once; the refetch then brings the server's own time.
      queryClient.setQueryData<Load>(loadDetailsQueryKey(loadId), (load) =>
        load && !load.timestamp.loadReadyAt
          ? { ...load, timestamp: { ...load.timestamp, loadReadyAt: new Date().toISOString() } }
          : load,
      );
      return queryClient.invalidateQueries({ queryKey: loadDetailsQueryKey(loadId) });
    },
  });
}
