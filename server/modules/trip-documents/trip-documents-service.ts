import type { DeliveryProof } from '../../../src/contract/delivery-proofs';
import type { Language } from '../../../src/contract/languages';
import type { StopWaits } from '../../../src/contract/stop-waits';
import {
  MAX_TRAIL_POINTS,
  TRIP_DOCUMENT_MESSAGES,
  type DocumentTrail,
  type TripDocument,
  type TripDocumentRegistration,
} from '../../../src/contract/trip-documents';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import type { FilesService } from '../files/files-service';
import { findLoadRow } from '../loads/load-lookup';
import { LOAD_NOT_FOUND } from '../loads/loads-service';
import { liveTripOf, TRIP_NOT_FOUND } from '../trips/live-trip';
import { findTripRow } from '../trips/trip-row';
import { findTripDocumentRow, tripChargeRows, type TripDocumentRow } from './trip-document-query';
import { toTripDocument } from './trip-document-view';
import { tripDocumentRegistrations } from './trip-documents.schema';

type LngLat = [number, number];

type Dependencies = {
  db: Database;
  clock: Clock;
  files: Pick<FilesService, 'listFor'>;
  /** The other modules' parts of the trip: its waits, its proof, its trail. */
  stopWaitsOf: (tripId: string) => Promise<StopWaits>;
  proofOf: (tripId: string, deliveryPoint: LngLat | null) => Promise<DeliveryProof | null>;
  trailOf: (tripId: string, maxPoints: number) => Promise<DocumentTrail>;
};

/** Who reads the document: the trip's carrier (all its charges) or the load's shipper. */
type Reader = 'carrier' | 'shipper';

/**
 * The trip document (issue 21 §4) and the transport document's registration number. Only the
 * trip's provider group and the load's shipper read it; anyone else is told it is not found.
 */
export function createTripDocumentsService(deps: Dependencies) {
  const { db, clock, files } = deps;

  async function compose(row: TripDocumentRow, reader: Reader, lang: Language) {
    const tripId = row.trip.id;
    // The shipper is billed only what the carrier approved, and sees only those charges.
    const charges = await tripChargeRows(db, tripId, { approvedOnly: reader === 'shipper' });
    const [chargePhotos, stopWaits, deliveryProof, trail] = await Promise.all([
      files.listFor(
        'charge',
        charges.map((charge) => charge.id),
      ),
      deps.stopWaitsOf(tripId),
      deps.proofOf(tripId, row.load.destination.coordinates),
      deps.trailOf(tripId, MAX_TRAIL_POINTS),
    ]);
    return toTripDocument(row, {
      charges,
      chargePhotos,
      stopWaits,
      deliveryProof,
      trail,
      now: clock.now(),
      lang,
    });
  }

  return {
    /** GET /api/trips/{id}/document: the group's own trip, cancelled ones included. */
    async forCarrier(groupId: string, tripId: string, lang: Language): Promise<TripDocument> {
      const row = await findTripDocumentRow(db, tripId);
      if (!row || row.trip.groupId !== groupId) throw notFound(TRIP_NOT_FOUND);
      return compose(row, 'carrier', lang);
    },

    /** GET /api/loads/{id}/document: the shipper's own load, once its trip has started. */
    async forShipper(userId: string, loadId: string, lang: Language): Promise<TripDocument> {
      const load = await findLoadRow(db, loadId);
      if (!load || load.shipperUserId !== userId) throw notFound(LOAD_NOT_FOUND);
      const trip = await liveTripOf(db, loadId);
      const row = trip && (await findTripDocumentRow(db, trip.id));
      if (!row) throw new HttpError(409, TRIP_DOCUMENT_MESSAGES.noTrip);
      return compose(row, 'shipper', lang);
    },

    /**
     * PUT /api/trips/{id}/document/registration: the group's own trip, unless it was cancelled.
     * Saving it again replaces it (a typo corrected), stamped with the new time.
     */
    async register(
      carrier: { groupId: string; userId: string },
      tripId: string,
      registrationNumber: string,
    ): Promise<TripDocumentRegistration> {
      return db.transaction(async (tx) => {
        const trip = await findTripRow(tx, tripId, { forUpdate: true });
        if (!trip || trip.groupId !== carrier.groupId) throw notFound(TRIP_NOT_FOUND);
        if (trip.status === 'cancelled') {
          throw new HttpError(409, TRIP_DOCUMENT_MESSAGES.tripCancelled);
        }
        const values = {
          registrationNumber,
          registeredBy: carrier.userId,
          registeredAt: clock.now(),
        };
        await tx
          .insert(tripDocumentRegistrations)
          .values({ tripId, ...values })
          .onConflictDoUpdate({ target: tripDocumentRegistrations.tripId, set: values });
        return { registrationNumber, registeredAt: values.registeredAt.toISOString() };
      });
    },
  };
}

export type TripDocumentsService = ReturnType<typeof createTripDocumentsService>;
