import { useRef } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  waitingTermsResponse,
  waitingTermsSchema,
  type WaitingTerms,
} from '../../../contract/stop-waits';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { newIdempotencyKey, requestIdempotencyKey } from '../../../lib/idempotency-key';

const termsUrl = (groupId: string) =>
  `/api/truckgroup/${encodeURIComponent(groupId)}/waiting-terms`;

function termsOf(payload: unknown, msg: string | undefined): WaitingTerms {
  const parsed = waitingTermsResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, msg);
  return parsed.data.data;
}

/** GET /api/truckgroup/{groupId}/waiting-terms → free minutes and an hourly rate per currency. */
export async function getWaitingTerms(groupId: string, signal?: AbortSignal) {
  const payload = await apiRequest(termsUrl(groupId), { signal });
  return termsOf(payload, payload.msg);
}

export function waitingTermsQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: ['truck-group', groupId, 'waiting-terms'],
    queryFn: ({ signal }) => getWaitingTerms(groupId, signal),
  });
}

export function useWaitingTerms(groupId: string) {
  return useQuery(waitingTermsQueryOptions(groupId));
}

/** PUT /api/truckgroup/{groupId}/waiting-terms: replaces both, answers them as saved. */
export async function saveWaitingTerms(
  groupId: string,
  terms: WaitingTerms,
  idempotencyKey: string,
): Promise<WaitingTerms> {
  const payload = await apiRequest(termsUrl(groupId), {
    method: 'PUT',
    body: waitingTermsSchema.parse(terms),
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return termsOf(payload, payload.msg);
}

/** One key per intent: a retry of the same values repeats it, new values get a new one. */
export function useSaveWaitingTerms(groupId: string) {
  const queryClient = useQueryClient();
  const nonce = useRef(newIdempotencyKey());
  return useMutation({
    mutationFn: (terms: WaitingTerms) =>
      saveWaitingTerms(groupId, terms, requestIdempotencyKey(nonce.current, terms)),
    onSuccess: (saved) => {
      nonce.current = newIdempotencyKey();
      queryClient.setQueryData(waitingTermsQueryOptions(groupId).queryKey, saved);
    },
  });
}
