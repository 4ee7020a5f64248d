import type { DriverDatabase } from '../../../lib/driver-db';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import type { DriverStatus } from '../../../contract/driver-statuses';
import type { StatusChange } from '../api/update-trip-status';
import { enqueueOutboxItem } from './enqueue';

type StatusCapture = { linkId: string; tripId: string; status: DriverStatus };

/** Confirm in the status dialog: the press is kept with its time and key before any send. */
export function queueStatusChange(
  db: DriverDatabase,
  { linkId, tripId, status }: StatusCapture,
  now = Date.now(),
): Promise<number> {
  const body: StatusChange = { status, recordedAt: new Date(now).toISOString() };
  return enqueueOutboxItem(
    db,
    { linkId, tripId, kind: 'status', body, idempotencyKey: newIdempotencyKey() },
    now,
  );
}
