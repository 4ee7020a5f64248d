import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createDriverLinkRequest,
  createDriverLinkResponse,
  type DriverLink,
} from '../../../contract/driver-links';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { newIdempotencyKey, requestIdempotencyKey } from '../../../lib/idempotency-key';
import { driverLinksKeys } from './driver-links-keys';

export type CreateDriverLinkInput = { tripId: string; driverId: string };
export type CreatedDriverLink = {
  link: DriverLink;
  /** The server's own words, e.g. 'Driver link created successfully'. */
  message: string | undefined;
};

/**
 * POST /api/driver-links/create {tripId, driverId}. SPEC's providerId is not sent: the server
 * takes the provider from the session.
 */
export async function createDriverLink(
  input: CreateDriverLinkInput,
  idempotencyKey: string,
): Promise<CreatedDriverLink> {
  const payload = await apiRequest('/api/driver-links/create', {
    method: 'POST',
    body: createDriverLinkRequest.parse(input),
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  const parsed = createDriverLinkResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, payload.msg);
  return { link: parsed.data.data.link, message: payload.msg };
}

export function useCreateDriverLink() {
  const queryClient = useQueryClient();
  // One dialog session: a retry after a lost answer repeats its key and creates no second link.
  const nonce = useRef(newIdempotencyKey());
  return useMutation({
    mutationFn: (input: CreateDriverLinkInput) =>
      createDriverLink(input, requestIdempotencyKey(nonce.current, input)),
    onSuccess: () => {
      nonce.current = newIdempotencyKey();
      void queryClient.invalidateQueries({ queryKey: driverLinksKeys.all });
    },
  });
}
