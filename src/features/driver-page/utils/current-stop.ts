import type { TripStatus } from '../../../contract/trips';

export type StopKind = 'source' | 'destination';

/** Where the driver is heading now: the pickup until the goods are on board, then the delivery. */
export function currentStop(status: TripStatus): StopKind | null {
  if (status === 'pending' || status === 'confirmed' || status === 'out_to_collect') {
    return 'source';
  }
  if (status === 'loaded' || status === 'out_to_unload') return 'destination';
  // Completed or cancelled: nowhere to go.
  return null;
}
