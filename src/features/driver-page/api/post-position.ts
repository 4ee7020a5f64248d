import { DEVICE_KEY_HEADER } from '../../../contract/link-headers';
import { apiRequest } from '../../../lib/api-client';
import type { LinkAccess } from './link-headers';

export type PositionReport = {
  /** [lng, lat] */
  coordinates: [number, number];
  recordedAt: string;
  accuracy: number;
  /** Made when the fix was captured, so a resend can never count twice. */
  idempotencyKey: string;
};

/** POST /api/driver-links/{linkId}/location {coordinates, recordedAt, accuracy}. */
export async function postPosition(access: LinkAccess, report: PositionReport): Promise<void> {
  // Not parsed here: the server checks the body against the contract and answers 400.
  await apiRequest(`/api/driver-links/${encodeURIComponent(access.linkId)}/location`, {
    method: 'POST',
    body: {
      coordinates: report.coordinates,
      recordedAt: report.recordedAt,
      accuracy: report.accuracy,
    },
    headers: { [DEVICE_KEY_HEADER]: access.deviceKey, 'Idempotency-Key': report.idempotencyKey },
    withToken: false,
  });
}
