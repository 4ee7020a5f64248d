import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { addChargeResponse } from '../../../contract/driver-links';
import {
  waitingChargeRefusal,
  waitingChargeRequest,
  type TripStop,
} from '../../../contract/stop-waits';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { newIdempotencyKey, requestIdempotencyKey } from '../../../lib/idempotency-key';
import { driverLinksKeys } from '../../driver-links/api/driver-links-keys';
import { tripsKeys } from './query-keys';

type WaitingChargeRequest = z.infer<typeof waitingChargeRequest>;

/** POST /api/trips/{id}/waiting-charge {stop, ratePerHour?}: the server's message on success. */
export async function addWaitingCharge(
  tripId: string,
  request: WaitingChargeRequest,
  idempotencyKey: string,
): Promise<string | undefined> {
  const payload = await apiRequest(`/api/trips/${encodeURIComponent(tripId)}/waiting-charge`, {
    method: 'POST',
    body: waitingChargeRequest.parse(request),
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  if (!addChargeResponse.safeParse(payload).success) throw new ApiError(200, payload.msg);
  return payload.msg;
}

/** Refused because no hourly rate is saved for the load's currency: the screen asks for one. */
export function needsWaitingRate(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const parsed = waitingChargeRefusal.safeParse(error.payload);
  return parsed.success && parsed.data.rateNeeded === true;
}

/**
 * One tap is one intent: its retries (a lost answer, a double tap) repeat the key, so the trip
 * gets one charge; the same stop with a rate typed in is a new request. The charge then shows
 * in the trip's charges and total, and in its driver link's.
 */
export function useAddWaitingCharge(tripId: string, stop: TripStop) {
  const queryClient = useQueryClient();
  const nonce = useRef(newIdempotencyKey());
  return useMutation({
    mutationFn: (ratePerHour?: number) => {
      const request: WaitingChargeRequest =
        ratePerHour === undefined ? { stop } : { stop, ratePerHour };
      return addWaitingCharge(tripId, request, requestIdempotencyKey(nonce.current, request));
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: tripsKeys.all });
      void queryClient.invalidateQueries({ queryKey: driverLinksKeys.all });
    },
  });
}
