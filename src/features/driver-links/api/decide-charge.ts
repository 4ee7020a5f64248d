import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { decideChargeRequest } from '../../../contract/driver-links';
import { apiRequest } from '../../../lib/api-client';
import { tripsKeys } from '../../trips/api/query-keys';
import { driverLinksKeys } from './driver-links-keys';

export type ChargeDecision = z.infer<typeof decideChargeRequest>;
type DecideChargeInput = { chargeId: string; decision: ChargeDecision; idempotencyKey: string };

/**
 * PUT /api/trip-charges/{id}/decision: approve (in full or an adjusted amount) or reject. A repeat
 * of the same decision with its key is answered with the first answer, never 'already decided'.
 */
export async function decideCharge({
  chargeId,
  decision,
  idempotencyKey,
}: DecideChargeInput): Promise<string | undefined> {
  const payload = await apiRequest(`/api/trip-charges/${encodeURIComponent(chargeId)}/decision`, {
    method: 'PUT',
    body: decideChargeRequest.parse(decision),
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return payload.msg;
}

/** A decision changes the link's charges and the trip's total, so both are asked for again. */
export function useDecideCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideCharge,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: driverLinksKeys.all });
      void queryClient.invalidateQueries({ queryKey: tripsKeys.all });
    },
  });
}
