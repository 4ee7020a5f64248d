import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { createIntentRequest, createIntentResponse } from '../../../../contract/payments';
import { ApiError, apiRequest } from '../../../../lib/api-client';
import { PaymentError } from '../utils/payment-error';

type CreateIntentData = NonNullable<z.infer<typeof createIntentResponse>['data']>;
export type PaymentIntent = CreateIntentData;
export type CreateIntentInput = z.input<typeof createIntentRequest>;

/**
 * POST /api/payments/create-intent; the server prices the intent from the quote, never the
 * browser. One key per opening of the payment dialog: a retry is answered with the same intent.
 */
export async function createPaymentIntent(
  input: CreateIntentInput,
  idempotencyKey: string,
): Promise<PaymentIntent> {
  const payload = await apiRequest<Partial<CreateIntentData>>('/api/payments/create-intent', {
    method: 'POST',
    body: createIntentRequest.parse(input),
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  if (!payload.data?.clientSecret) throw new PaymentError('noClientSecret');
  const parsed = createIntentResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, payload.msg);
  return parsed.data.data;
}

/**
 * One intent per opening of the payment dialog. A query rather than a mutation so that a
 * StrictMode double mount asks once, and gcTime 0 so a closed dialog never reuses a stale secret.
 */
export function usePaymentIntent(input: CreateIntentInput, idempotencyKey: string) {
  return useQuery({
    queryKey: ['payment-intent', input.quoteId, input.loadId, idempotencyKey],
    queryFn: () => createPaymentIntent(input, idempotencyKey),
    staleTime: Infinity,
    gcTime: 0,
    // The client secret is never written to IndexedDB.
    meta: { persist: false },
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
