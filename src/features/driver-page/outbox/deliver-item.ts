import type { OutboxRow } from '../../../lib/driver-db';
import { postPosition, type PositionReport } from '../api/post-position';

/** Sends one outbox item; resolves once the server took it (or replayed its first answer). */
export type Deliver = (item: OutboxRow) => Promise<void>;

/** The device key is the same for every link, so one deliverer serves every queued link. */
export function createDeliverer(deviceKey: string): Deliver {
  return async (item) => {
    const access = { linkId: item.linkId, deviceKey };
    switch (item.kind) {
      case 'position': {
        // The stored body is re-validated by postPosition: a bad one is refused, never sent.
        const body = item.body as Omit<PositionReport, 'idempotencyKey'>;
        await postPosition(access, { ...body, idempotencyKey: item.idempotencyKey });
        return;
      }
      default:
        throw new Error(`No sender for outbox kind '${item.kind}'`);
    }
  };
}
