import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { updateLocationRequest } from '../../../contract/loads';
import { apiRequest } from '../../../lib/api-client';
import { loadDetailsQueryKey } from './load-details';

export type UpdateLocationRequest = z.input<typeof updateLocationRequest>;

/**
 * PUT /api/loads/{id}/location: a stop's address, contact and (optional) exact point. The same
 * key for a retry of the same details, so a lost answer is answered with the first one.
 */
export async function updateLoadLocation(
  loadId: string,
  request: UpdateLocationRequest,
  idempotencyKey: string,
) {
  await apiRequest(`/api/loads/${encodeURIComponent(loadId)}/location`, {
    method: 'PUT',
    body: updateLocationRequest.parse(request),
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

type UpdateInput = { request: UpdateLocationRequest; idempotencyKey: string };

export function useUpdateLoadLocation(loadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: UpdateInput) =>
      updateLoadLocation(loadId, request, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loadDetailsQueryKey(loadId) }),
  });
}
