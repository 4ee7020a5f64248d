import type { Database } from '../../db/database';
import type { LiveEventsService } from '../live-events/live-events-service';
import type { TripRow } from '../trips/trips.schema';

/** A trip whose truck has a new newest position, and who sees it on a map. */
export type MovedTrip = { trip: Pick<TripRow, 'id' | 'loadId'>; watchers: readonly string[] };

/**
 * Moves trucks on the shipper's and the carrier's open maps. Thousands of trucks report at once,
 * and their reports are stored in batches: a batch's moves are announced together, in one write
 * of every live event, inside the transaction that stores the fixes, so a move is announced
 * exactly when they commit (NOTIFY is transactional) and never for fixes that rolled back.
 */
export function createPositionAnnouncer({
  liveEvents,
}: {
  liveEvents: Pick<LiveEventsService, 'publishMany'>;
}) {
  return {
    async announce(tx: Database, moved: readonly MovedTrip[]): Promise<void> {
      // Two new fixes of one truck in a batch move it once.
      const byTrip = new Map(moved.map((move) => [move.trip.id, move]));
      await liveEvents.publishMany(
        tx,
        [...byTrip.values()].map(({ trip, watchers }) => ({
          userIds: [...watchers],
          event: { type: 'position', tripId: trip.id, loadId: trip.loadId },
        })),
      );
    },
  };
}

export type PositionAnnouncer = ReturnType<typeof createPositionAnnouncer>;
