import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  updateTripStatusRequest,
  updateTripStatusResponse,
  type LinkTripView,
} from '../../../contract/driver-links';
import type { TripStatus } from '../../../contract/trips';
import { apiRequest } from '../../../lib/api-client';
import { driverPageKeys } from './driver-page-keys';
import { linkHeaders, type LinkAccess } from './link-headers';

export type DriverStatus = z.infer<typeof updateTripStatusRequest>['status'];

/** One press of the button: its time and key are fixed then, so a retry repeats it exactly. */
export type StatusChange = { status: DriverStatus; recordedAt: string; idempotencyKey: string };

/** PUT /api/trips/update/status/{tripId} {status, recordedAt} through the link. */
export async function updateTripStatus(
  access: LinkAccess,
  tripId: string,
  change: StatusChange,
): Promise<TripStatus> {
  const body = updateTripStatusRequest.parse({
    status: change.status,
    recordedAt: change.recordedAt,
  });
  const payload = await apiRequest(`/api/trips/update/status/${encodeURIComponent(tripId)}`, {
    method: 'PUT',
    body,
    headers: { ...linkHeaders(access), 'Idempotency-Key': change.idempotencyKey },
    withToken: false,
  });
  const parsed = updateTripStatusResponse.safeParse(payload);
  return parsed.success && parsed.data.data ? parsed.data.data.status : change.status;
}

export function useUpdateTripStatus(access: LinkAccess, tripId: string) {
  const queryClient = useQueryClient();
  const tripKey = driverPageKeys.trip(access.linkId, tripId);
  return useMutation({
    mutationFn: (change: StatusChange) => updateTripStatus(access, tripId, change),
    onSuccess: (status) => {
      queryClient.setQueryData<LinkTripView>(tripKey, (trip) =>
        trip ? { ...trip, status } : trip,
      );
      void queryClient.invalidateQueries({ queryKey: tripKey });
      // Completing the trip closes the link, and charges may have been decided meanwhile.
      void queryClient.invalidateQueries({ queryKey: driverPageKeys.details(access.linkId) });
    },
  });
}
