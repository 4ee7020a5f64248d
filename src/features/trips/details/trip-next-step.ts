import type { DriverLink } from '../../../contract/driver-links';
import type { TripDetails } from '../../../contract/trips';
import { createLinkBlocker } from '../../driver-links/trip/create-link-blocker';
import { canAssignTrip } from '../utils/trip-status';

/**
 * The one thing the provider should do now on Trip Details (issue 18), in the order a trip needs
 * it: assign a driver, then a truck, create the driver's tracking link, send it to the driver
 * (until a phone opens it), decide the charges the driver added, then follow the truck. Starting
 * the trip came before, on Find Loads (its Load Details offers Start Trip as its one action).
 */
export type TripNextStep =
  | { kind: 'assignDriver' }
  | { kind: 'assignTruck' }
  | { kind: 'createLink' }
  | { kind: 'sendLink'; linkId: string }
  | { kind: 'decideCharges'; waiting: number }
  | { kind: 'track' }
  | { kind: 'none' };

type NextStepTrip = Pick<TripDetails, 'status' | 'driverId' | 'truckId' | 'charges'>;

/** `links` is undefined until the trip's links have arrived: no step is guessed meanwhile. */
export function tripNextStep(trip: NextStepTrip, links: DriverLink[] | undefined): TripNextStep {
  if (trip.status === 'completed' || trip.status === 'cancelled') return { kind: 'none' };
  if (canAssignTrip(trip.status)) {
    if (!trip.driverId) return { kind: 'assignDriver' };
    if (!trip.truckId) return { kind: 'assignTruck' };
  }
  if (!links) return { kind: 'none' };
  if (createLinkBlocker(trip, links) === null) return { kind: 'createLink' };
  const active = links.find((link) => link.isActive);
  // No phone has opened it yet: the driver still needs it.
  if (active && active.deviceHash === null) return { kind: 'sendLink', linkId: active._id };
  const waiting = trip.charges.driverCharges.filter((charge) => charge.status === 'pending');
  if (waiting.length > 0) return { kind: 'decideCharges', waiting: waiting.length };
  return { kind: 'track' };
}
