import { DRIVER_STATUSES, type DriverStatus } from '../../../contract/driver-statuses';
import { roadPosition } from '../../../contract/statuses';
import type { TripStatus } from '../../../contract/trips';

/** The statuses the driver may move the trip to from `current`: the later ones only. */
export function nextDriverStatuses(current: TripStatus): DriverStatus[] {
  const position = roadPosition(current);
  // Cancelled (off the road) goes nowhere.
  if (position < 0) return [];
  return DRIVER_STATUSES.filter((status) => roadPosition(status) > position);
}

/**
 * The driver page's next step (issue 18): the status right after `current` is the highlighted,
 * preselected choice; the later ones stay offered (a step may be skipped, docs/architecture.md §6.8) but quiet.
 */
export function driverStatusChoices(current: TripStatus): {
  next: DriverStatus | null;
  later: DriverStatus[];
} {
  const [next = null, ...later] = nextDriverStatuses(current);
  return { next, later };
}
