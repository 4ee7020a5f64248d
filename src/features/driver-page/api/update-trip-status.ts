import type { z } from 'zod';
import { updateTripStatusRequest, updateTripStatusResponse } from '../../../contract/driver-links';
import type { TripStatus } from '../../../contract/trips';
import { apiRequest } from '../../../lib/api-client';
import { linkHeaders, type LinkAccess } from './link-headers';

export type DriverStatus = z.infer<typeof updateTripStatusRequest>['status'];

/** One press of the button, its time fixed then: the outbox may deliver it much later. */
export type StatusChange = { status: DriverStatus; recordedAt: string };

/** PUT /api/trips/update/status/{tripId} {status, recordedAt} through the link. */
export async function updateTripStatus(
  access: LinkAccess,
  tripId: string,
  change: StatusChange,
  idempotencyKey: string,
): Promise<TripStatus> {
  const body = updateTripStatusRequest.parse({
    status: change.status,
    recordedAt: change.recordedAt,
  });
  const payload = await apiRequest(`/api/trips/update/status/${encodeURIComponent(tripId)}`, {
    method: 'PUT',
    body,
    headers: { ...linkHeaders(access), 'Idempotency-Key': idempotencyKey },
    withToken: false,
  });
  const parsed = updateTripStatusResponse.safeParse(payload);
  return parsed.success && parsed.data.data ? parsed.data.data.status : change.status;
}
