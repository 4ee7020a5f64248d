import type { DriverStatus } from '../../../contract/driver-statuses';
import type { TripStatus } from '../../../contract/trips';
import { apiRequest } from '../../../lib/api-client';
import { answerData, fields, isString } from './answer-checks';
import { linkHeaders, type LinkAccess } from './link-headers';

/** One press of the button, its time fixed then: the outbox may deliver it much later. */
export type StatusChange = { status: DriverStatus; recordedAt: string };

/** PUT /api/trips/update/status/{tripId} {status, recordedAt} through the link. */
export async function updateTripStatus(
  access: LinkAccess,
  tripId: string,
  change: StatusChange,
  idempotencyKey: string,
): Promise<TripStatus> {
  // Not parsed here: the server checks the body against the contract and answers 400, which
  // the outbox takes as a refusal.
  const payload = await apiRequest(`/api/trips/update/status/${encodeURIComponent(tripId)}`, {
    method: 'PUT',
    body: { status: change.status, recordedAt: change.recordedAt },
    headers: { ...linkHeaders(access), 'Idempotency-Key': idempotencyKey },
    withToken: false,
  });
  const answer = answerData<{ status: TripStatus }>(payload, fields({ status: isString }));
  return answer?.status ?? change.status;
}
