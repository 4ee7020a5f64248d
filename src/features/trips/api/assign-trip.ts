import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  assignTripRequest,
  assignTripResponse,
  type AssignTripRequest,
  type TripDetails,
} from '../../../contract/trips';
import { apiRequest } from '../../../lib/api-client';
import { tripsKeys } from './query-keys';

export type AssignTripResult = {
  /** The server's own words, e.g. 'Driver assigned successfully'. */
  message: string | undefined;
  trip: TripDetails | undefined;
};

/**
 * POST /api/trips/{id}/assign with {type:'driver', driverId} or {type:'truck', truckId}; the same
 * key for a retry of the same pick, so a lost answer is answered, not repeated.
 */
export async function assignTrip(
  tripId: string,
  request: AssignTripRequest,
  idempotencyKey: string,
): Promise<AssignTripResult> {
  const payload = await apiRequest(`/api/trips/${encodeURIComponent(tripId)}/assign`, {
    method: 'POST',
    body: assignTripRequest.parse(request),
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  // The assignment is done once the server says so; a trip we cannot read is simply refetched.
  const parsed = assignTripResponse.safeParse(payload);
  return { message: payload.msg, trip: parsed.success ? parsed.data.data?.trip : undefined };
}

type AssignInput = { request: AssignTripRequest; idempotencyKey: string };

export function useAssignTrip(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: AssignInput) =>
      assignTrip(tripId, request, idempotencyKey),
    onSuccess: ({ trip }) => {
      if (trip) queryClient.setQueryData(tripsKeys.detail(tripId), trip);
      // The list shows driver and truck too; neither refetch holds the button.
      void queryClient.invalidateQueries({ queryKey: tripsKeys.all });
    },
  });
}
