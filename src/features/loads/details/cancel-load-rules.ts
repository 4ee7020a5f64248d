import type { LoadStatus } from '../../../contract/loads';

/**
 * A load mirrors its trip's status: from out_to_collect on the trip has started and the server
 * refuses to cancel (409); a completed or cancelled load is over. Only these two remain.
 */
const CANCELLABLE: readonly LoadStatus[] = ['pending', 'confirmed'];

export function canCancelLoad(status: LoadStatus): boolean {
  return CANCELLABLE.includes(status);
}
