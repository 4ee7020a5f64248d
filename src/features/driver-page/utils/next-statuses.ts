import { driverStatusSchema } from '../../../contract/driver-links';
import type { TripStatus } from '../../../contract/trips';
import type { DriverStatus } from '../api/update-trip-status';

/** SPEC §4 order on the road; the driver may skip steps but never go back (DESIGN §6.8). */
const ROAD_ORDER: readonly TripStatus[] = [
  'pending',
  'confirmed',
  'out_to_collect',
  'loaded',
  'out_to_unload',
  'completed',
];

/** The statuses the driver may move the trip to from `current`: the later ones only. */
export function nextDriverStatuses(current: TripStatus): DriverStatus[] {
  const position = ROAD_ORDER.indexOf(current);
  // Cancelled (or anything unknown) goes nowhere.
  if (position < 0) return [];
  return driverStatusSchema.options.filter((status) => ROAD_ORDER.indexOf(status) > position);
}

/** Trip mode (DESIGN §7): from the trip's confirmation until it is completed. */
export function isTripInProgress(status: TripStatus): boolean {
  return ['confirmed', 'out_to_collect', 'loaded', 'out_to_unload'].includes(status);
}
