import type { TripDetails } from '../../../src/contract/trips';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/http-error';
import type { DeliveryProofsService } from '../delivery-proofs/delivery-proofs-service';
import type { TripChargesService } from '../trip-charges/trip-charges-service';
import type { UserRow } from '../users/users.schema';
import { TRIP_NOT_FOUND } from './live-trip';
import { findTripDetailsRow } from './trip-details-query';
import { toTripDetails } from './trip-details-view';
import type { StopWaitsService } from './stop-waits-service';
import type { TripRow } from './trips.schema';

/**
 * Who reads the whole trip: a signed-in provider, for its group. A driver's phone reads the
 * smaller link trip view instead (driver-links/link-trip-view-service).
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

export function createTripDetailsService({
  db,
  tripCharges,
  deliveryProofs,
  latestPosition,
  stopWaits,
}: {
  db: Database;
  tripCharges: Pick<TripChargesService, 'listForTrip'>;
  deliveryProofs: Pick<DeliveryProofsService, 'ofTrip'>;
  /** The truck's newest reported position; the positions module keeps them. */
  latestPosition: (tripId: string) => Promise<TripDetails['location']>;
  stopWaits: Pick<StopWaitsService, 'forTrip'>;
}) {
  return {
    /** GET /api/trips/getbyid: the same 404 whether the trip is missing or someone else's. */
    async forViewer(viewer: TripViewer, tripId: string): Promise<TripDetails> {
      const row = await findTripDetailsRow(db, tripId);
      if (!row || !mayView(viewer, row.trip)) throw notFound(TRIP_NOT_FOUND);
      const [charges, location, waits, proof] = await Promise.all([
        tripCharges.listForTrip(tripId),
        latestPosition(tripId),
        stopWaits.forTrip(tripId),
        deliveryProofs.ofTrip(tripId, row.load.destination.coordinates),
      ]);
      return { ...toTripDetails(row, charges, proof), location, stopWaits: waits };
    },
  };
}

export type TripDetailsService = ReturnType<typeof createTripDetailsService>;
