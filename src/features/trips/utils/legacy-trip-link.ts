import { tripDetailsPath } from '../../../lib/detail-paths';

/** The search parameter of older links to a trip, `/trips?trip={tripId}`. */
const TRIP_PARAM = 'trip';

/**
 * Where an older link to a trip now leads: `/trips?trip={tripId}&…` (notifications, Find Loads'
 * View Trip and shared links before Trip Details had its own address) to `/trips/{tripId}?…`,
 * the list's filters kept. Null when the list itself was asked for.
 */
export function legacyTripTarget(search: string): string | null {
  const params = new URLSearchParams(search);
  const tripId = params.get(TRIP_PARAM);
  if (!tripId) return null;
  params.delete(TRIP_PARAM);
  return tripDetailsPath(tripId, params.toString());
}
