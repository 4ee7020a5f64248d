import type { OutboxRow } from '../../../lib/driver-db';
import type { NewCharge } from '../api/add-charge';
import type { StatusChange } from '../api/update-trip-status';

/** An outbox item of each kind, its body as the page captured it. */
export type QueuedStatus = OutboxRow & { kind: 'status'; body: StatusChange };
export type QueuedCharge = OutboxRow & { kind: 'charge'; body: NewCharge };

export const isQueuedStatus = (item: OutboxRow): item is QueuedStatus => item.kind === 'status';
export const isQueuedCharge = (item: OutboxRow): item is QueuedCharge => item.kind === 'charge';

/** Still on its way: refused items wait for the driver, not for the network. */
export const isPending = (item: OutboxRow) => item.state !== 'needs_attention';
