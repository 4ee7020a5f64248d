import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createLoadRequest,
  createLoadResponse,
  type CreateLoadRequest,
} from '../../../contract/loads';
import { ApiError, apiRequest } from '../../../lib/api-client';

type CreateLoadInput = {
  request: CreateLoadRequest;
  /** The same key for a retry of the same form, so a lost answer cannot post the load twice. */
  idempotencyKey: string;
};

/** POST /api/loads/create → data.loadId */
export async function createLoad({ request, idempotencyKey }: CreateLoadInput): Promise<string> {
  const payload = await apiRequest<{ loadId: string }>('/api/loads/create', {
    method: 'POST',
    body: createLoadRequest.parse(request),
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  const parsed = createLoadResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, payload.msg);
  return parsed.data.data.loadId;
}

export function useCreateLoad() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLoad,
    // Offline, fail at once and say so (the form is kept) rather than wait behind a spinner.
    networkMode: 'always',
    // Every cached load list (My Loads keys start with 'loads') now lacks the new load.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['loads'] }),
  });
}
