import type { z } from 'zod';
import { testConfirmRequest, testConfirmResponse } from '../../../../contract/payments';
import { ApiError, apiRequest } from '../../../../lib/api-client';

export type TestConfirmInput = z.input<typeof testConfirmRequest>;
type TestConfirmData = NonNullable<z.infer<typeof testConfirmResponse>['data']>;

/**
 * POST /api/payments/test/confirm (docs/architecture.md §4): the built-in test provider's stand-in for a card
 * network. A decline is a 402 whose msg is the provider's own words.
 */
export async function confirmTestPayment(input: TestConfirmInput): Promise<TestConfirmData> {
  const payload = await apiRequest<TestConfirmData>('/api/payments/test/confirm', {
    method: 'POST',
    body: testConfirmRequest.parse(input),
  });
  const parsed = testConfirmResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, payload.msg);
  return parsed.data.data;
}
