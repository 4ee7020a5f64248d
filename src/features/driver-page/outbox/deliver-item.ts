import type { OutboxRow } from '../../../lib/driver-db';
import { addCharge, type NewCharge } from '../api/add-charge';
import { sendDeliveryProof, type NewDeliveryProof } from '../api/send-delivery-proof';
import { postPosition, type PositionReport } from '../api/post-position';
import { updateTripStatus, type StatusChange } from '../api/update-trip-status';

/** Sends one outbox item; resolves once the server took it (or replayed its first answer). */
export type Deliver = (item: OutboxRow) => Promise<void>;

/**
 * The device key is the same for every link, so one deliverer serves every queued link. The
 * server checks each body against the contract: a bad one is refused with a 400, which the
 * replay takes as final (./failure-outcome.ts).
 */
export function createDeliverer(deviceKey: string): Deliver {
  return async (item) => {
    const access = { linkId: item.linkId, deviceKey };
    switch (item.kind) {
      case 'position': {
        const body = item.body as Omit<PositionReport, 'idempotencyKey'>;
        await postPosition(access, { ...body, idempotencyKey: item.idempotencyKey });
        return;
      }
      case 'status':
        await updateTripStatus(access, item.tripId, item.body as StatusChange, item.idempotencyKey);
        return;
      case 'charge':
        await addCharge(access, item.body as NewCharge, item.idempotencyKey);
        return;
      case 'proof':
        await sendDeliveryProof(access, item.body as NewDeliveryProof, item.idempotencyKey);
        return;
      default:
        throw new Error(`No sender for outbox kind '${item.kind satisfies never}'`);
    }
  };
}
