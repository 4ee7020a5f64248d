import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { quoteStatusRequest, quoteStatusResponse } from '../../../../contract/quotes';
import { ApiError, apiRequest } from '../../../../lib/api-client';

export type QuoteStatusInput = z.input<typeof quoteStatusRequest>;

/**
 * PUT /api/quote/status: reject, cancel an acceptance, or accept after a verified payment. One
 * key per decision, so a retry after a lost answer is answered as the first was.
 */
export async function updateQuoteStatus(
  input: QuoteStatusInput,
  idempotencyKey: string,
): Promise<void> {
  const payload = await apiRequest<unknown>('/api/quote/status', {
    method: 'PUT',
    body: quoteStatusRequest.parse(input),
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  if (!quoteStatusResponse.safeParse(payload).success) throw new ApiError(200, payload.msg);
}

export function useUpdateQuoteStatus() {
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: QuoteStatusInput; idempotencyKey: string }) =>
      updateQuoteStatus(input, idempotencyKey),
  });
}
