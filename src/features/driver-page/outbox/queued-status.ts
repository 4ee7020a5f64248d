import type { TripStatus } from '../../../contract/trips';
import type { OutboxRow } from '../../../lib/driver-db';
import { nextDriverStatuses } from '../utils/next-statuses';
import { isPending, isQueuedStatus } from './queued-items';

/**
 * The status the driver sees: the last one still queued (offline, the trip moves on the phone
 * first), else the server's. A queued step the server's status has already passed, or a trip
 * that ended meanwhile, will be refused, so the server's word stands then.
 */
export function shownTripStatus(serverStatus: TripStatus, items: readonly OutboxRow[]): TripStatus {
  const queued = items.filter(isQueuedStatus).filter(isPending).at(-1)?.body.status;
  return queued && nextDriverStatuses(serverStatus).includes(queued) ? queued : serverStatus;
}
