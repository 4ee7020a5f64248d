import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { quoteStatusRequest, quoteStatusResponse } from '../../../../contract/quotes';
import { ApiError, apiRequest } from '../../../../lib/api-client';

export type QuoteStatusInput = z.input<typeof quoteStatusRequest>;

/** PUT /api/quote/status: reject, cancel an acceptance, or accept after a verified payment. */
export async function updateQuoteStatus(input: QuoteStatusInput): Promise<void> {
  const payload = await apiRequest<unknown>('/api/quote/status', {
    method: 'PUT',
    body: quoteStatusRequest.parse(input),
  });
  if (!quoteStatusResponse.safeParse(payload).success) throw new ApiError(200, payload.msg);
}

export function useUpdateQuoteStatus() {
  return useMutation({ mutationFn: updateQuoteStatus });
}
