import type { Database } from '../../db/database';
import { createGroupCommit } from '../../lib/group-commit';
import type { LiveEventsService } from '../live-events/live-events-service';
import { findLoadShippers } from '../loads/load-lookup';
import type { TripRow } from '../trips/trips.schema';
import type { UsersService } from '../users/users-service';

export type MovedTrip = Pick<TripRow, 'id' | 'loadId' | 'groupId'>;

type Dependencies = {
  db: Database;
  liveEvents: Pick<LiveEventsService, 'publishMany'>;
  users: Pick<UsersService, 'idsInGroups'>;
};

/**
 * Moves trucks on the shipper's and the carrier's open maps. Thousands of trucks report at once,
 * so the reports that arrive together are announced together: one transaction looks up every
 * recipient and writes every live event, instead of four statements a report.
 */
export function createPositionAnnouncer({ db, liveEvents, users }: Dependencies) {
  const batches = createGroupCommit<MovedTrip>(async (moved) => {
    const trips = [...new Map(moved.map((trip) => [trip.id, trip])).values()];
    await db.transaction(async (tx) => {
      const shippers = await findLoadShippers(
        tx,
        trips.map((trip) => trip.loadId),
      );
      const members = await users.idsInGroups(
        trips.map((trip) => trip.groupId),
        tx,
      );
      await liveEvents.publishMany(
        tx,
        trips.map((trip) => ({
          userIds: [shippers.get(trip.loadId) ?? [], members.get(trip.groupId) ?? []].flat(),
          event: { type: 'position', tripId: trip.id, loadId: trip.loadId },
        })),
      );
    });
  });

  return {
    /** Resolves once the trip's move is announced (committed), with whatever moved beside it. */
    announce: (trip: MovedTrip) => batches.add(trip),
  };
}

export type PositionAnnouncer = ReturnType<typeof createPositionAnnouncer>;
