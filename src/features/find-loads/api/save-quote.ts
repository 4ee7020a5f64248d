import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { createQuoteRequest, updateQuoteRequest } from '../../../contract/quotes';
import { apiRequest } from '../../../lib/api-client';
import { findLoadsKeys } from './query-keys';

export type QuoteMode = 'offer' | 'update';
export type SaveQuoteInput = z.input<typeof createQuoteRequest>;

const PATHS: Record<QuoteMode, string> = {
  offer: '/api/quote/create',
  update: '/api/quote/update',
};

/**
 * POST /api/quote/create or /api/quote/update {loadId, offer, status 'pending', truckId|null};
 * the same key for a retry of the same offer, so a lost answer is answered, not refused.
 */
export async function saveQuote(
  mode: QuoteMode,
  input: SaveQuoteInput,
  idempotencyKey: string,
): Promise<void> {
  const schema = mode === 'offer' ? createQuoteRequest : updateQuoteRequest;
  await apiRequest(PATHS[mode], {
    method: 'POST',
    body: schema.parse(input),
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** After a save the list's quote status and the load's quote are both out of date. */
export function useSaveQuote(mode: QuoteMode) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: SaveQuoteInput; idempotencyKey: string }) =>
      saveQuote(mode, input, idempotencyKey),
    // Not awaited: the success message should not wait for the list to reload.
    onSuccess: (_result, { input }) => {
      void queryClient.invalidateQueries({ queryKey: findLoadsKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: findLoadsKeys.groupQuote(input.loadId) });
    },
  });
}
