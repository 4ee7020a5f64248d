import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DeliveryProof } from '../../../src/contract/delivery-proofs';
import type { createDriverLinkRequest, DriverLink } from '../../../src/contract/driver-links';
import type { driverChargeSchema, TripStatus } from '../../../src/contract/trips';
import { isUniqueViolation, type Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import type { ListRequest } from '../../lib/list-page';
import { randomToken } from '../../lib/secrets';
import { displayTripId, TRIP_NOT_FOUND } from '../trips/live-trip';
import { findTripRow } from '../trips/trip-row';
import { trips } from '../trips/trips.schema';
import { findDriverLinks, linkUrlOf, pageDriverLinks } from './driver-link-query';
import { driverLinks } from './driver-links.schema';
import { LINK_MESSAGES, type LinkGuard } from './link-guard';

export const DRIVER_LINK_MESSAGES = {
  created: 'Driver link created successfully',
  deactivated: 'Driver link deactivated',
  noDriver: 'No driver assigned to this trip',
  noTruck: 'No truck assigned to this trip',
  driverChanged: 'This driver is no longer assigned to this trip. Refresh and try again.',
  activeExists: 'This trip already has an active tracking link.',
  tripEnded: 'This trip has ended; it cannot get a new tracking link.',
} as const;

const ENDED: readonly TripStatus[] = ['completed', 'cancelled'];

type CreateLink = z.infer<typeof createDriverLinkRequest>;
export type DriverCharge = z.infer<typeof driverChargeSchema>;
export type LinkDetails = {
  link: DriverLink;
  charges: DriverCharge[];
  deliveryProof: DeliveryProof | null;
};
/** What a link's home-screen install names: its page and its trip's number (TR-<n>). */
export type LinkInstallTarget = { linkId: string; tripId: string; tripNumber: string };

type Dependencies = {
  db: Database;
  clock: Clock;
  linkGuard: LinkGuard;
  /** The trip's driver charges; the trip charges module owns them. */
  chargesForTrip: (tripId: string) => Promise<DriverCharge[]>;
  /** The consignee's proof of delivery, once sent; the delivery proofs module owns it. */
  proofForTrip: (tripId: string) => Promise<DeliveryProof | null>;
};

/** Driver tracking links as their provider manages them (docs/product.md §2, §4, §7). */
export function createDriverLinksService({
  db,
  clock,
  linkGuard,
  chargesForTrip,
  proofForTrip,
}: Dependencies) {
  const ofGroup = (groupId: string) => eq(driverLinks.groupId, groupId);

  async function groupLink(groupId: string, linkId: string, tx: Database = db) {
    const [link] = await findDriverLinks(tx, and(ofGroup(groupId), eq(driverLinks.id, linkId)));
    if (!link) throw notFound(LINK_MESSAGES.invalid);
    return link;
  }

  async function withCharges(link: DriverLink): Promise<LinkDetails> {
    const [charges, deliveryProof] = await Promise.all([
      chargesForTrip(link.tripId._id),
      proofForTrip(link.tripId._id),
    ]);
    return { link, charges, deliveryProof };
  }

  return {
    /** One active link per trip, for the driver and truck assigned to it right now. */
    async create(
      groupId: string,
      userId: string,
      { tripId, driverId }: CreateLink,
    ): Promise<{ linkUrl: string; link: DriverLink }> {
      try {
        return await db.transaction(async (tx) => {
          // The trip lock orders this with driver reassignment, which deactivates links.
          const trip = await findTripRow(tx, tripId, { forUpdate: true });
          if (!trip || trip.groupId !== groupId) throw notFound(TRIP_NOT_FOUND);
          if (ENDED.includes(trip.status)) throw new HttpError(409, DRIVER_LINK_MESSAGES.tripEnded);
          if (!trip.driverId) throw new HttpError(400, DRIVER_LINK_MESSAGES.noDriver);
          if (!trip.truckId) throw new HttpError(400, DRIVER_LINK_MESSAGES.noTruck);
          // A screen opened before a reassignment must not make a link for the previous driver.
          if (driverId && driverId !== trip.driverId) {
            throw new HttpError(409, DRIVER_LINK_MESSAGES.driverChanged);
          }
          const [active] = await tx
            .select({ id: driverLinks.id })
            .from(driverLinks)
            .where(and(eq(driverLinks.tripId, trip.id), eq(driverLinks.isActive, true)));
          if (active) throw new HttpError(409, DRIVER_LINK_MESSAGES.activeExists);

          const id = randomToken(16);
          await tx.insert(driverLinks).values({
            id,
            tripId: trip.id,
            groupId,
            driverId: trip.driverId,
            createdBy: userId,
            createdAt: clock.now(),
          });
          return { linkUrl: linkUrlOf(trip.id, id), link: await groupLink(groupId, id, tx) };
        });
      } catch (error) {
        // driver_links_one_active_per_trip: the database's word on a race we did not see.
        if (isUniqueViolation(error)) throw new HttpError(409, DRIVER_LINK_MESSAGES.activeExists);
        throw error;
      }
    },

    /** A page of the group's links, ordered and filtered as the list asks. */
    pageForGroup: (groupId: string, request: ListRequest) =>
      pageDriverLinks(db, ofGroup(groupId), request),

    /** Another group's trip is not found, even though it would list nothing anyway. */
    async listForTrip(groupId: string, tripId: string): Promise<DriverLink[]> {
      const trip = await findTripRow(db, tripId);
      if (!trip || trip.groupId !== groupId) throw notFound(TRIP_NOT_FOUND);
      return findDriverLinks(db, and(ofGroup(groupId), eq(driverLinks.tripId, tripId)));
    },

    detailsForGroup: async (groupId: string, linkId: string) =>
      withCharges(await groupLink(groupId, linkId)),

    /** The bound phone reads its link, active or not: it must see why nothing can change. */
    async detailsForDevice(linkId: string, deviceKey: string | undefined): Promise<LinkDetails> {
      const { groupId } = await linkGuard.requireDevice(linkId, deviceKey);
      return withCharges(await groupLink(groupId, linkId));
    },

    /**
     * For the link's own web app manifest, fetched by the browser without credentials: the link
     * id is the secret. Active or not, the page is still the driver's (it shows why).
     */
    async installTarget(linkId: string): Promise<LinkInstallTarget> {
      const [row] = await db
        .select({ tripId: driverLinks.tripId, tripNumber: trips.number })
        .from(driverLinks)
        .innerJoin(trips, eq(trips.id, driverLinks.tripId))
        .where(eq(driverLinks.id, linkId));
      if (!row) throw notFound(LINK_MESSAGES.invalid);
      return { linkId, tripId: row.tripId, tripNumber: displayTripId(row.tripNumber) };
    },

    /** One-way; deactivating an inactive link changes nothing. */
    async deactivate(groupId: string, linkId: string): Promise<DriverLink> {
      await db
        .update(driverLinks)
        .set({ isActive: false, deactivatedAt: clock.now() })
        .where(and(ofGroup(groupId), eq(driverLinks.id, linkId), eq(driverLinks.isActive, true)));
      return groupLink(groupId, linkId);
    },

    /** The trip's driver changed or the trip is done: its active link stops working. */
    async deactivateActiveForTrip(tx: Database, tripId: string): Promise<void> {
      await tx
        .update(driverLinks)
        .set({ isActive: false, deactivatedAt: clock.now() })
        .where(and(eq(driverLinks.tripId, tripId), eq(driverLinks.isActive, true)));
    },
  };
}

export type DriverLinksService = ReturnType<typeof createDriverLinksService>;
