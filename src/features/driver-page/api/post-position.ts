import { positionReportRequest } from '../../../contract/driver-links';
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
  const body = positionReportRequest.parse({
    coordinates: report.coordinates,
    recordedAt: report.recordedAt,
    accuracy: report.accuracy,
  });
  await apiRequest(`/api/driver-links/${encodeURIComponent(access.linkId)}/location`, {
    method: 'POST',
    body,
    headers: { [DEVICE_KEY_HEADER]: access.deviceKey, 'Idempotency-Key': report.idempotencyKey },
    withToken: false,
  });
}
