import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  proofSettingsResponse,
  proofSettingsSchema,
  type ProofSettings,
} from '../../../contract/delivery-proofs';
import type { TripDetails } from '../../../contract/trips';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { newIdempotencyKey, requestIdempotencyKey } from '../../../lib/idempotency-key';
import { tripsKeys } from './query-keys';

type SavedProofSettings = { settings: ProofSettings; message: string | undefined };

/** PUT /api/trips/{id}/proof-settings {photosRequired}: what the trip asks of its proof. */
export async function updateProofSettings(
  tripId: string,
  settings: ProofSettings,
  idempotencyKey: string,
): Promise<SavedProofSettings> {
  const payload = await apiRequest(`/api/trips/${encodeURIComponent(tripId)}/proof-settings`, {
    method: 'PUT',
    body: proofSettingsSchema.parse(settings),
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  const parsed = proofSettingsResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, payload.msg);
  return { settings: parsed.data.data, message: payload.msg };
}

/**
 * One key per intent: a retry of the same choice repeats it, the next change gets a new one.
 * The open trip takes the server's answer as soon as it comes.
 */
export function useUpdateProofSettings(tripId: string) {
  const queryClient = useQueryClient();
  const nonce = useRef(newIdempotencyKey());
  return useMutation({
    mutationFn: (settings: ProofSettings) =>
      updateProofSettings(tripId, settings, requestIdempotencyKey(nonce.current, settings)),
    onSuccess: ({ settings }) => {
      nonce.current = newIdempotencyKey();
      queryClient.setQueryData<TripDetails>(tripsKeys.detail(tripId), (trip) =>
        trip ? { ...trip, proofSettings: settings } : trip,
      );
    },
  });
}
