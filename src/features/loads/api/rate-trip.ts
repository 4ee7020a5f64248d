import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Load } from '../../../contract/loads';
import {
  tripRatingResponse,
  type RateTripRequest,
  type TripRating,
} from '../../../contract/trip-ratings';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { loadDetailsQueryKey } from './load-details';

/**
 * POST /api/loads/{loadId}/rating: the shipper rates the completed trip's driver; rating again
 * replaces the rating. One key per intent: a retry of a lost answer is answered with the first.
 */
export async function rateTrip(
  loadId: string,
  rating: RateTripRequest,
  idempotencyKey: string,
): Promise<TripRating> {
  const payload = await apiRequest(`/api/loads/${encodeURIComponent(loadId)}/rating`, {
    method: 'POST',
    body: rating,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  const parsed = tripRatingResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, payload.msg);
  return parsed.data.data;
}

export function useRateTrip(loadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rating, idempotencyKey }: { rating: RateTripRequest; idempotencyKey: string }) =>
      rateTrip(loadId, rating, idempotencyKey),
    onSuccess: (tripRating) => {
      // The rating shows at once; the refetch brings the driver's new average.
      queryClient.setQueryData<Load>(loadDetailsQueryKey(loadId), (load) =>
        load ? { ...load, tripRating } : load,
      );
      return queryClient.invalidateQueries({ queryKey: loadDetailsQueryKey(loadId) });
    },
  });
}
