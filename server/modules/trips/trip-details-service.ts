import type { TripDetails } from '../../../src/contract/trips';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/http-error';
import type { UserRow } from '../users/users.schema';
import { TRIP_NOT_FOUND } from './live-trip';
import { findTripDetailsRow } from './trip-details-query';
import { toTripDetails } from './trip-details-view';
import type { TripRow } from './trips.schema';

/**
 * Who reads a trip. Today only a signed-in provider, for its group. Seam: a driver link holder
 * (X-Device-Key bound to an active link of this trip, DESIGN §5) becomes a second kind here, with
 * its own case in `mayView`, once driver links exist.
 */
export type TripViewer = { kind: 'group-member'; groupId: string | null };

/** A shipper has no group, so it is answered like any stranger: not found. */
export const tripViewerOf = (user: UserRow): TripViewer => ({
  kind: 'group-member',
  groupId: user.userType === 'provider' ? user.groupId : null,
});

function mayView(viewer: TripViewer, trip: TripRow): boolean {
  return viewer.groupId !== null && trip.groupId === viewer.groupId;
}

export function createTripDetailsService({ db }: { db: Database }) {
  return {
    /** GET /api/trips/getbyid: the same 404 whether the trip is missing or someone else's. */
    async forViewer(viewer: TripViewer, tripId: string): Promise<TripDetails> {
      const row = await findTripDetailsRow(db, tripId);
      if (!row || !mayView(viewer, row.trip)) throw notFound(TRIP_NOT_FOUND);
      return toTripDetails(row);
    },
  };
}

export type TripDetailsService = ReturnType<typeof createTripDetailsService>;
