import { tripStatusSchema, type TripStatus } from '../../../contract/trips';

/** docs/product.md §4 statuses in their order on the road, for the status filter. */
export const TRIP_STATUSES: readonly TripStatus[] = tripStatusSchema.options;

/** docs/product.md §4: a driver and a truck are assigned only before the trip starts. */
export function canAssignTrip(status: string): boolean {
  return status === 'confirmed' || status === 'pending';
}
