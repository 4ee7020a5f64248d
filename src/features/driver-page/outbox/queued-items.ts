import type { OutboxRow } from '../../../lib/driver-db';
import type { NewCharge } from '../api/add-charge';
import type { NewDeliveryProof } from '../api/send-delivery-proof';
import type { StatusChange } from '../api/update-trip-status';

/** An outbox item of each kind, its body as the page captured it. */
export type QueuedStatus = OutboxRow & { kind: 'status'; body: StatusChange };
export type QueuedCharge = OutboxRow & { kind: 'charge'; body: NewCharge };

export type QueuedProof = OutboxRow & { kind: 'proof'; body: NewDeliveryProof };

export const isQueuedStatus = (item: OutboxRow): item is QueuedStatus => item.kind === 'status';
export const isQueuedCharge = (item: OutboxRow): item is QueuedCharge => item.kind === 'charge';
export const isQueuedProof = (item: OutboxRow): item is QueuedProof => item.kind === 'proof';

/** Still on its way: refused items wait for the driver, not for the network. */
export const isPending = (item: OutboxRow) => item.state !== 'needs_attention';
