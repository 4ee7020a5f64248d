import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  tripDocumentRegistrationRequest,
  tripDocumentRegistrationResponse,
  type TripDocument,
  type TripDocumentRegistration,
} from '../../../contract/trip-documents';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { newIdempotencyKey, requestIdempotencyKey } from '../../../lib/idempotency-key';
import { tripDocumentQueryKey } from './trip-document';

/** PUT /api/trips/{id}/document/registration → the number as kept, and when. */
export async function saveRegistration(
  tripId: string,
  registrationNumber: string,
  idempotencyKey: string,
): Promise<TripDocumentRegistration> {
  const payload = await apiRequest(
    `/api/trips/${encodeURIComponent(tripId)}/document/registration`,
    {
      method: 'PUT',
      body: tripDocumentRegistrationRequest.parse({ registrationNumber }),
      headers: { 'Idempotency-Key': idempotencyKey },
    },
  );
  const parsed = tripDocumentRegistrationResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, payload.msg);
  return parsed.data.data;
}

/**
 * Saves the carrier's registration number. One key per intent: a retry of the same number
 * repeats it, another number is a new request; the document shows the server's answer at once.
 */
export function useSaveRegistration(tripId: string) {
  const queryClient = useQueryClient();
  const nonce = useRef(newIdempotencyKey());
  const queryKey = tripDocumentQueryKey({ by: 'trip', tripId });
  return useMutation({
    mutationFn: (registrationNumber: string) =>
      saveRegistration(
        tripId,
        registrationNumber,
        requestIdempotencyKey(nonce.current, { tripId, registrationNumber }),
      ),
    onSuccess: (saved) => {
      nonce.current = newIdempotencyKey();
      queryClient.setQueryData<TripDocument>(queryKey, (document) =>
        document
          ? { ...document, transportDocument: { ...document.transportDocument, ...saved } }
          : document,
      );
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
