import { and, eq, isNotNull } from 'drizzle-orm';
import type { StopWaits, TripStop } from '../../../src/contract/stop-waits';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { loads } from '../loads/loads.schema';
import { tripStopVisits } from '../positions/stop-visits.schema';
import type { StopVisit } from '../positions/stop-visit-rules';
import { tripCharges } from '../trip-charges/trip-charges.schema';
import { truckGroups } from '../truck-groups/truck-groups.schema';
import { toStopWait } from './stop-wait-rules';
import { trips } from './trips.schema';

/** What the waiting at a trip's stops is worked out from: its visits, terms and status steps. */
export type StopWaitFacts = {
  trip: { id: string; groupId: string; status: string; shipperUserId: string };
  currency: string;
  freeMinutes: number;
  waitingRates: Partial<Record<string, number>>;
  waits: StopWaits;
};

/**
 * Time waited at each stop, as the shipper and the provider read it on the trip. Arrival and
 * departure are stamped by the positions module; the free time is the trip's provider's.
 */
export function createStopWaitsService({ db, clock }: { db: Database; clock: Clock }) {
  async function factsOf(tripId: string, tx: Database = db): Promise<StopWaitFacts | null> {
    const [row] = await tx
      .select({
        trip: {
          id: trips.id,
          groupId: trips.groupId,
          status: trips.status,
          updatedAt: trips.updatedAt,
        },
        load: {
          shipperUserId: loads.shipperUserId,
          currency: loads.currency,
          outToUnloadAt: loads.outToUnloadAt,
          completedAt: loads.completedAt,
        },
        terms: {
          freeWaitingMinutes: truckGroups.freeWaitingMinutes,
          waitingRates: truckGroups.waitingRates,
        },
      })
      .from(trips)
      .innerJoin(loads, eq(loads.id, trips.loadId))
      .innerJoin(truckGroups, eq(truckGroups.id, trips.groupId))
      .where(eq(trips.id, tripId));
    if (!row) return null;
    const [visits, charged] = await Promise.all([
      tx.select().from(tripStopVisits).where(eq(tripStopVisits.tripId, tripId)),
      tx
        .select({ stop: tripCharges.waitingStop })
        .from(tripCharges)
        .where(and(eq(tripCharges.tripId, tripId), isNotNull(tripCharges.waitingStop))),
    ]);
    const context = {
      ends: {
        outToUnloadAt: row.load.outToUnloadAt,
        completedAt: row.load.completedAt,
        cancelledAt: row.trip.status === 'cancelled' ? row.trip.updatedAt : null,
      },
      now: clock.now(),
      freeMinutes: row.terms.freeWaitingMinutes,
    };
    const waitAt = (stop: TripStop) => {
      const visit: StopVisit | undefined = visits.find((found) => found.stop === stop);
      if (!visit) return null;
      const waitingCharged = charged.some((charge) => charge.stop === stop);
      return toStopWait(stop, visit, { ...context, waitingCharged });
    };
    return {
      trip: {
        id: row.trip.id,
        groupId: row.trip.groupId,
        status: row.trip.status,
        shipperUserId: row.load.shipperUserId,
      },
      currency: row.load.currency,
      freeMinutes: row.terms.freeWaitingMinutes,
      waitingRates: row.terms.waitingRates,
      waits: { pickup: waitAt('pickup'), delivery: waitAt('delivery') },
    };
  }

  return {
    factsOf,
    /** The trip's stop waits; none for a trip that does not exist. */
    async forTrip(tripId: string): Promise<StopWaits> {
      return (await factsOf(tripId))?.waits ?? { pickup: null, delivery: null };
    },
  };
}

export type StopWaitsService = ReturnType<typeof createStopWaitsService>;
