import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Language } from '../../../src/contract/languages';
import { tripPrice, type TripPrice } from '../../../src/contract/trip-price';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/http-error';
import type { LinkGuard } from '../driver-links/link-guard';
import type { DriverLinkRow } from '../driver-links/driver-links.schema';
import type { FilesService } from '../files/files-service';
import type { UploadedPart } from '../files/read-multipart';
import { loads } from '../loads/loads.schema';
import type { TripNews } from '../notifications/trip-news';
import { trips } from '../trips/trips.schema';
import type { UserRow } from '../users/users.schema';
import type { NewCharge } from './add-charge-request';
import { outcomeOf, type ChargeDecision } from './charge-decision-rules';
import { toDriverCharge, toShipperCharge, type DriverCharge } from './charge-view';
import { tripCharges } from './trip-charges.schema';

export const CHARGE_NOT_FOUND = 'Charge not found';

type Dependencies = {
  db: Database;
  clock: Clock;
  files: FilesService;
  linkGuard: LinkGuard;
  /** Tells the carrier of a new charge and the shipper of an approved one, in the same transaction. */
  news: Pick<TripNews, 'chargeSubmitted' | 'chargeDecided'>;
  /** Invoices a charge approved once its trip is completed, in the approval's transaction. */
  onChargeApproved: (tx: Database, tripId: string) => Promise<void>;
};

/** Drivers add charges through their link; the trip's provider decides them; the shipper pays. */
export function createTripChargesService({
  db,
  clock,
  files,
  linkGuard,
  news,
  onChargeApproved,
}: Dependencies) {
  async function withPhotos(row: typeof tripCharges.$inferSelect): Promise<DriverCharge> {
    const photos = (await files.listFor('charge', [row.id])).get(row.id) ?? [];
    return toDriverCharge(row, photos);
  }

  return {
    /** docs/product.md §4: only the bound device of an active link adds charges. */
    activeLinkFor(linkId: string, deviceKey: string | undefined): Promise<DriverLinkRow> {
      return linkGuard.requireDevice(linkId, deviceKey, { active: true });
    },

    /**
     * The photos are checked and stored first, unattached, and given to the charge in its own
     * transaction: a refused photo throws before the charge exists, and a charge never appears
     * without its photos nor photos without their charge. With a `requestId` (the request's
     * Idempotency-Key) the charge's id is the same on every attempt, so a retry after a crash
     * between the commit and the answer returns the charge instead of adding it twice.
     */
    async add(link: DriverLinkRow, charge: NewCharge, photos: UploadedPart[], requestId?: string) {
      const id = requestId ?? randomUUID();
      const stored =
        photos.length === 0
          ? []
          : await files.store({
              parts: photos,
              labels: photos.map((_, index) => `Charge photo ${index + 1}`),
              kind: 'image',
              // The driver has no account; the charge's link says who sent it.
              uploadedBy: null,
              requestId,
            });
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(tripCharges)
          .values({ id, tripId: link.tripId, linkId: link.id, ...charge, createdAt: clock.now() })
          .onConflictDoNothing({ target: tripCharges.id })
          .returning();
        if (!inserted) return null;
        await files.attachStored(
          tx,
          stored.map((file) => file.id),
          { kind: 'charge', id },
        );
        await news.chargeSubmitted(tx, link, inserted);
        return inserted;
      });
      if (row) return toDriverCharge(row, stored);
      const [added] = await db
        .select()
        .from(tripCharges)
        .where(and(eq(tripCharges.id, id), eq(tripCharges.linkId, link.id)));
      if (!added) throw new Error('charge not stored');
      return withPhotos(added);
    },

    /**
     * The group's own charges only. The charge's and its trip's row locks make a second,
     * concurrent decision see the first, and order the decision with the trip's completion:
     * whichever comes second sees the other, so an approved charge is invoiced either way.
     */
    async decide(
      decider: { groupId: string; userId: string },
      chargeId: string,
      decision: ChargeDecision,
      requestId?: string,
    ): Promise<DriverCharge> {
      const row = await db.transaction(async (tx) => {
        const [found] = await tx
          .select({ charge: tripCharges })
          .from(tripCharges)
          .innerJoin(trips, eq(trips.id, tripCharges.tripId))
          .where(and(eq(tripCharges.id, chargeId), eq(trips.groupId, decider.groupId)))
          .for('no key update', { of: [trips, tripCharges] });
        if (!found) throw notFound(CHARGE_NOT_FOUND);
        // This very decision, retried after a crash cut its answer: it is done.
        if (requestId !== undefined && found.charge.decisionRequestId === requestId) {
          return found.charge;
        }
        const [decided] = await tx
          .update(tripCharges)
          .set({
            ...outcomeOf(found.charge, decision),
            decidedBy: decider.userId,
            decidedAt: clock.now(),
            decisionRequestId: requestId ?? null,
          })
          .where(eq(tripCharges.id, chargeId))
          .returning();
        if (!decided) throw notFound(CHARGE_NOT_FOUND);
        await news.chargeDecided(tx, decided.tripId, decided);
        if (decided.status === 'approved') await onChargeApproved(tx, decided.tripId);
        return decided;
      });
      return withPhotos(row);
    },

    /** Every charge of a trip, oldest first: one query for the charges, one for their photos. */
    async listForTrip(tripId: string): Promise<DriverCharge[]> {
      const rows = await db
        .select()
        .from(tripCharges)
        .where(eq(tripCharges.tripId, tripId))
        .orderBy(asc(tripCharges.createdAt), asc(tripCharges.id));
      const photos = await files.listFor(
        'charge',
        rows.map((row) => row.id),
      );
      return rows.map((row) => toDriverCharge(row, photos.get(row.id) ?? []));
    },

    /** The shipper's Load Details: approved charges at their approved amount, oldest first. */
    async approvedForTrip(tripId: string, lang: Language) {
      const rows = await db
        .select({
          reason: tripCharges.reason,
          approvedAmount: tripCharges.approvedAmount,
          waitingStop: tripCharges.waitingStop,
        })
        .from(tripCharges)
        .where(and(eq(tripCharges.tripId, tripId), eq(tripCharges.status, 'approved')))
        .orderBy(asc(tripCharges.createdAt), asc(tripCharges.id));
      return rows.map((row) => toShipperCharge(row, lang));
    },

    /** What the trip costs, as every role sees it: base price plus the approved charges. */
    async priceOf(trip: { id: string; basePrice: number }, currency: string): Promise<TripPrice> {
      const rows = await db
        .select({ status: tripCharges.status, approvedAmount: tripCharges.approvedAmount })
        .from(tripCharges)
        .where(and(eq(tripCharges.tripId, trip.id), eq(tripCharges.status, 'approved')));
      return tripPrice(trip.basePrice, rows, currency);
    },

    /** The driver's page opens its own charges' photos: charges of the link's trip only. */
    async isOnTrip(chargeId: string, tripId: string): Promise<boolean> {
      const [row] = await db
        .select({ tripId: tripCharges.tripId })
        .from(tripCharges)
        .where(eq(tripCharges.id, chargeId));
      return row?.tripId === tripId;
    },

    /**
     * Who may open a charge's photos: the group running the trip, and the load's shipper once
     * the charge is approved (what the shipper is billed for). The bound device reads them with
     * its key instead (see files-routes).
     */
    async readableBy(user: UserRow, chargeId: string): Promise<boolean> {
      const [row] = await db
        .select({
          groupId: trips.groupId,
          shipperUserId: loads.shipperUserId,
          status: tripCharges.status,
        })
        .from(tripCharges)
        .innerJoin(trips, eq(trips.id, tripCharges.tripId))
        .innerJoin(loads, eq(loads.id, trips.loadId))
        .where(eq(tripCharges.id, chargeId));
      if (!row) return false;
      if (user.userType === 'provider') return user.groupId === row.groupId;
      if (user.userType === 'user') {
        return row.shipperUserId === user.id && row.status === 'approved';
      }
      return false;
    },
  };
}

export type TripChargesService = ReturnType<typeof createTripChargesService>;
