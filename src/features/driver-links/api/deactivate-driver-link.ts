import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { driverLinksKeys } from './driver-links-keys';

type DeactivateInput = { linkId: string; idempotencyKey: string };

/** PUT /api/driver-links/deactivate/{id}: one-way (docs/product.md §4); answers the server's message. */
export async function deactivateDriverLink({
  linkId,
  idempotencyKey,
}: DeactivateInput): Promise<string | undefined> {
  const payload = await apiRequest(`/api/driver-links/deactivate/${encodeURIComponent(linkId)}`, {
    method: 'PUT',
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return payload.msg;
}

export function useDeactivateDriverLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateDriverLink,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: driverLinksKeys.all }),
  });
}
