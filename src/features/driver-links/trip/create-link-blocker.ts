import type { DriverLink } from '../../../contract/driver-links';
import type { TripDetails } from '../../../contract/trips';

export type CreateLinkBlocker = 'tripEnded' | 'noDriver' | 'noTruck' | 'activeExists';

/**
 * docs/product.md §4/§5: a link needs an assigned driver and truck, and only one active link per trip; a
 * completed or cancelled trip gets none (the server refuses it too). Null when one may be created.
 */
export function createLinkBlocker(
  trip: Pick<TripDetails, 'status' | 'driverId' | 'truckId'>,
  links: DriverLink[],
): CreateLinkBlocker | null {
  if (trip.status === 'completed' || trip.status === 'cancelled') return 'tripEnded';
  if (!trip.driverId) return 'noDriver';
  if (!trip.truckId) return 'noTruck';
  if (links.some((link) => link.isActive)) return 'activeExists';
  return null;
}
