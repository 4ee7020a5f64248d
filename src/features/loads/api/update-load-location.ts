import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { updateLocationRequest } from '../../../contract/loads';
import { apiRequest } from '../../../lib/api-client';
import { loadDetailsQueryKey } from './load-details';

export type UpdateLocationRequest = z.input<typeof updateLocationRequest>;

/** PUT /api/loads/{id}/location: a stop's address, contact and (optional) exact point. */
export async function updateLoadLocation(loadId: string, request: UpdateLocationRequest) {
  await apiRequest(`/api/loads/${encodeURIComponent(loadId)}/location`, {
    method: 'PUT',
    body: updateLocationRequest.parse(request),
  });
}

export function useUpdateLoadLocation(loadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateLocationRequest) => updateLoadLocation(loadId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loadDetailsQueryKey(loadId) }),
  });
}
