import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  PROOF_MESSAGES,
  type DeliveryProof,
  type ProofSettings,
} from '../../../src/contract/delivery-proofs';
import type { TripStatus } from '../../../src/contract/trips';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import { driverLinks, type DriverLinkRow } from '../driver-links/driver-links.schema';
import { LINK_MESSAGES, type LinkGuard } from '../driver-links/link-guard';
import type { FilesService } from '../files/files-service';
import type { MultipartBody } from '../files/read-multipart';
import { loads } from '../loads/loads.schema';
import { TRIP_NOT_FOUND } from '../trips/live-trip';
import { findTripRow } from '../trips/trip-row';
import { trips } from '../trips/trips.schema';
import type { UserRow } from '../users/users.schema';
import { toDeliveryProof } from './delivery-proof-view';
import { deliveryProofs, tripProofSettings, type DeliveryProofRow } from './delivery-proofs.schema';
import { proofFieldsOf, proofFilesOf } from './proof-request';

type Dependencies = { db: Database; clock: Clock; files: FilesService; linkGuard: LinkGuard };

type LngLat = [number, number];

export type TripProof = { deliveryProof: DeliveryProof | null; proofSettings: ProofSettings };

const ENDED: readonly TripStatus[] = ['completed', 'cancelled'];

export const PROOF_SETTINGS_ENDED =
  'This trip has ended; its proof of delivery settings can no longer change.';

/**
 * docs/product.md §4 proof of delivery: the driver's bound phone sends it once per trip, before
 * Completed (which the trip status service refuses without it); the shipper, the trip's provider
 * and the link's phone read it.
 */
export function createDeliveryProofsService({ db, clock, files, linkGuard }: Dependencies) {
  async function rowOfTrip(tripId: string, tx: Database = db) {
    const [row] = await tx.select().from(deliveryProofs).where(eq(deliveryProofs.tripId, tripId));
    return row ?? null;
  }

  async function toView(row: DeliveryProofRow, deliveryPoint: LngLat | null) {
    const owned = (await files.listFor('delivery_proof', [row.id])).get(row.id) ?? [];
    return toDeliveryProof(row, owned, deliveryPoint);
  }

  async function deliveryPointOf(tripId: string): Promise<LngLat | null> {
    const [row] = await db
      .select({ destination: loads.destination })
      .from(trips)
      .innerJoin(loads, eq(loads.id, trips.loadId))
      .where(eq(trips.id, tripId));
    return row?.destination.coordinates ?? null;
  }

  async function photosRequired(tripId: string, tx: Database = db): Promise<boolean> {
    const [row] = await tx
      .select({ photosRequired: tripProofSettings.photosRequired })
      .from(tripProofSettings)
      .where(eq(tripProofSettings.tripId, tripId));
    return row?.photosRequired ?? false;
  }

  /** The trip's proof is this request's own (a resend), or a second proof (refused). */
  async function earlierAnswer(existing: DeliveryProofRow, requestId: string | undefined) {
    if (existing.id !== requestId) throw new HttpError(409, PROOF_MESSAGES.alreadySent);
    return toView(existing, await deliveryPointOf(existing.tripId));
  }

  return {
    /** The link, checked against the device key; active or not (a resend may follow Completed). */
    deviceLinkFor(linkId: string, deviceKey: string | undefined): Promise<DriverLinkRow> {
      return linkGuard.requireDevice(linkId, deviceKey);
    },

    /**
     * Before the body is read: the answer of a proof this same request already stored (its
     * answer lost, Completed may have closed the link since), else the link must be active.
     */
    async resentOrOpen(link: DriverLinkRow, requestId: string | undefined) {
      if (requestId !== undefined) {
        const [row] = await db
          .select()
          .from(deliveryProofs)
          .where(and(eq(deliveryProofs.id, requestId), eq(deliveryProofs.linkId, link.id)));
        if (row) return toView(row, await deliveryPointOf(row.tripId));
      }
      if (!link.isActive) throw new HttpError(403, LINK_MESSAGES.noLongerActive);
      return null;
    },

    /**
     * The files are checked and stored first, unattached, and given to the proof in its own
     * transaction, under the trip's lock that the status change takes too: a proof never appears
     * without its files, and never after Completed. With a `requestId` (the Idempotency-Key's)
     * the proof's and files' ids are the same on every attempt, so a resend stores nothing twice.
     */
    async submit(
      link: DriverLinkRow,
      body: MultipartBody,
      requestId?: string,
    ): Promise<DeliveryProof> {
      const fields = proofFieldsOf(body.fields, clock.now());
      const proofFiles = await proofFilesOf(body.files);
      const trip = await findTripRow(db, link.tripId);
      if (!trip) throw notFound(LINK_MESSAGES.invalid);
      const existing = await rowOfTrip(trip.id);
      if (existing) return earlierAnswer(existing, requestId);
      if (ENDED.includes(trip.status)) throw new HttpError(409, PROOF_MESSAGES.tripEnded);
      if (proofFiles.photos.length === 0 && (await photosRequired(trip.id))) {
        throw new HttpError(400, PROOF_MESSAGES.photosRequired);
      }
      const id = requestId ?? randomUUID();
      const parts = [proofFiles.signature, ...proofFiles.photos];
      const stored = await files.store({
        parts,
        labels: parts.map((_, index) =>
          index === 0 ? 'Delivery signature' : `Delivery photo ${index}`,
        ),
        kind: 'image',
        // The driver has no account; the proof's link says who sent it.
        uploadedBy: null,
        requestId,
      });
      const [signature] = stored;
      if (!signature) throw new Error('signature not stored');
      const row = await db.transaction(async (tx) => {
        const locked = await findTripRow(tx, trip.id, { forUpdate: true });
        const [current] = await tx
          .select({ isActive: driverLinks.isActive })
          .from(driverLinks)
          .where(eq(driverLinks.id, link.id));
        if (!locked || ENDED.includes(locked.status)) {
          throw new HttpError(409, PROOF_MESSAGES.tripEnded);
        }
        if (!current?.isActive) throw new HttpError(403, LINK_MESSAGES.noLongerActive);
        const [inserted] = await tx
          .insert(deliveryProofs)
          .values({
            id,
            tripId: trip.id,
            linkId: link.id,
            recipientName: fields.recipientName,
            signatureFileId: signature.id,
            longitude: fields.coordinates?.[0] ?? null,
            latitude: fields.coordinates?.[1] ?? null,
            accuracyMeters: fields.accuracy ?? null,
            recordedAt: new Date(fields.recordedAt),
            receivedAt: clock.now(),
          })
          .onConflictDoNothing()
          .returning();
        if (!inserted) return null;
        await files.attachStored(
          tx,
          stored.filter((file) => file.ownerKind === null).map((file) => file.id),
          { kind: 'delivery_proof', id },
        );
        return inserted;
      });
      if (row) return toView(row, await deliveryPointOf(trip.id));
      // A concurrent send won the trip's one proof: this one's files stay unattached and are swept.
      const winner = await rowOfTrip(trip.id);
      if (!winner) throw new Error('proof not stored');
      return earlierAnswer(winner, requestId);
    },

    /** The trip status service's rule: Completed only once the consignee's proof is in. */
    async hasProof(tx: Database, tripId: string): Promise<boolean> {
      return (await rowOfTrip(tripId, tx)) !== null;
    },

    /** The trip's proof as its readers see it, measured from the delivery stop's point. */
    async forTrip(tripId: string, deliveryPoint: LngLat | null): Promise<DeliveryProof | null> {
      const row = await rowOfTrip(tripId);
      return row ? toView(row, deliveryPoint) : null;
    },

    /** The trip's proof, measured from its own load's delivery stop (Driver Link Details). */
    async forTripAtItsDelivery(tripId: string): Promise<DeliveryProof | null> {
      const row = await rowOfTrip(tripId);
      return row ? toView(row, await deliveryPointOf(tripId)) : null;
    },

    /** The proof and what the provider asks of it, as trip views carry them. */
    async ofTrip(tripId: string, deliveryPoint: LngLat | null): Promise<TripProof> {
      const [row, required] = await Promise.all([rowOfTrip(tripId), photosRequired(tripId)]);
      return {
        deliveryProof: row ? await toView(row, deliveryPoint) : null,
        proofSettings: { photosRequired: required },
      };
    },

    /** The trip's own provider group only, while the trip has not ended. */
    async updateSettings(
      editor: { groupId: string; userId: string },
      tripId: string,
      settings: ProofSettings,
    ): Promise<ProofSettings> {
      return db.transaction(async (tx) => {
        const trip = await findTripRow(tx, tripId, { forUpdate: true });
        if (!trip || trip.groupId !== editor.groupId) throw notFound(TRIP_NOT_FOUND);
        if (ENDED.includes(trip.status)) throw new HttpError(409, PROOF_SETTINGS_ENDED);
        const values = {
          photosRequired: settings.photosRequired,
          updatedBy: editor.userId,
          updatedAt: clock.now(),
        };
        await tx
          .insert(tripProofSettings)
          .values({ tripId, ...values })
          .onConflictDoUpdate({ target: tripProofSettings.tripId, set: values });
        return { photosRequired: settings.photosRequired };
      });
    },

    /** The driver's page opens its own trip's proof files. */
    async isOnTrip(proofId: string, tripId: string): Promise<boolean> {
      const [row] = await db
        .select({ tripId: deliveryProofs.tripId })
        .from(deliveryProofs)
        .where(eq(deliveryProofs.id, proofId));
      return row?.tripId === tripId;
    },

    /** Who may open a proof's files: the group running the trip and the load's shipper. */
    async readableBy(user: UserRow, proofId: string): Promise<boolean> {
      const [row] = await db
        .select({ groupId: trips.groupId, shipperUserId: loads.shipperUserId })
        .from(deliveryProofs)
        .innerJoin(trips, eq(trips.id, deliveryProofs.tripId))
        .innerJoin(loads, eq(loads.id, trips.loadId))
        .where(eq(deliveryProofs.id, proofId));
      if (!row) return false;
      if (user.userType === 'provider') return user.groupId === row.groupId;
      if (user.userType === 'user') return row.shipperUserId === user.id;
      return false;
    },
  };
}

export type DeliveryProofsService = ReturnType<typeof createDeliveryProofsService>;
