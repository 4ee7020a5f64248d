import type { DriverDatabase } from '../../../lib/driver-db';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import type { NewCharge } from '../api/add-charge';
import { storePhoto } from '../utils/stored-photo';
import { enqueueOutboxItem } from './enqueue';

type ChargeCapture = {
  linkId: string;
  tripId: string;
  reason: string;
  amount: number;
  photos: File[];
};

/**
 * Add Charge: the charge and its photos (downscaled, as bytes) are kept in the outbox with the
 * key every resend will carry, so a charge added offline is sent once, photos and all.
 */
export async function queueCharge(
  db: DriverDatabase,
  { linkId, tripId, reason, amount, photos }: ChargeCapture,
  now = Date.now(),
): Promise<number> {
  const body: NewCharge = { reason, amount, photos: await Promise.all(photos.map(storePhoto)) };
  return enqueueOutboxItem(
    db,
    { linkId, tripId, kind: 'charge', body, idempotencyKey: newIdempotencyKey() },
    now,
  );
}
