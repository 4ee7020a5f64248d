import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { createTripRequest, createTripResponse } from '../../../contract/trips';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { findLoadsKeys } from './query-keys';

export type CreateTripInput = z.input<typeof createTripRequest>;
export type CreatedTrip = { tripId: string; tripNumber: string };

/**
 * POST /api/trips/create → the new trip, confirmed from the accepted quote. One key per
 * acceptance: a retry of a lost answer gets the trip the first attempt started.
 */
export async function createTrip(
  input: CreateTripInput,
  idempotencyKey: string,
): Promise<CreatedTrip> {
  const payload = await apiRequest('/api/trips/create', {
    method: 'POST',
    body: createTripRequest.parse(input),
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  const parsed = createTripResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, payload.msg);
  return parsed.data.data;
}

export function useCreateTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CreateTripInput; idempotencyKey: string }) =>
      createTrip(input, idempotencyKey),
    // Not awaited: the user moves on to Trips at once.
    onSuccess: (_trip, { input }) => {
      void queryClient.invalidateQueries({ queryKey: findLoadsKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: findLoadsKeys.trip(input.loadId) });
    },
  });
}
