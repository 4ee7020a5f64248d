import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError, notFound } from '../../lib/http-error';
import { sha256 } from '../../lib/secrets';
import { trips, type TripRow } from '../trips/trips.schema';
import { driverLinks, type DriverLinkRow } from './driver-links.schema';

export const LINK_MESSAGES = {
  invalid: 'Invalid link',
  accessDenied: 'Access denied',
  inactive: 'This link is no longer active. You cannot add new charges.',
  /** The same refusal for calls that are not about charges (status, position). */
  noLongerActive: 'This link is no longer active.',
} as const;

/**
 * DESIGN §5: every link-scoped call carries `X-Device-Key`, and only the key that bound the link
 * passes. `active` also refuses a deactivated link (status, charges, positions); reading the
 * trip through an inactive link is still allowed, so the driver sees why nothing can change.
 */
export function createLinkGuard({ db }: { db: Database }) {
  // Every position, status and charge from a phone starts here.
  const linkById = db
    .select()
    .from(driverLinks)
    .where(eq(driverLinks.id, sql.placeholder('linkId')))
    .prepare('driver_link_by_id');

  // Positions ask for the link and its trip together: one round trip per report.
  const linkWithTrip = db
    .select({ link: driverLinks, trip: trips })
    .from(driverLinks)
    .innerJoin(trips, eq(trips.id, driverLinks.tripId))
    .where(eq(driverLinks.id, sql.placeholder('linkId')))
    .prepare('driver_link_with_trip');

  function check(
    link: DriverLinkRow | undefined,
    deviceKey: string | undefined,
    options: { active?: boolean; inactiveMessage?: string },
  ): DriverLinkRow {
    if (!link) throw notFound(LINK_MESSAGES.invalid);
    if (!deviceKey || !link.deviceKeyHash || sha256(deviceKey) !== link.deviceKeyHash) {
      throw new HttpError(403, LINK_MESSAGES.accessDenied);
    }
    if (options.active && !link.isActive) {
      throw new HttpError(403, options.inactiveMessage ?? LINK_MESSAGES.inactive);
    }
    return link;
  }

  return {
    /** `requireDevice`, answering the link's trip as well. */
    async requireDeviceWithTrip(
      linkId: string,
      deviceKey: string | undefined,
      options: { active?: boolean; inactiveMessage?: string } = {},
    ): Promise<{ link: DriverLinkRow; trip: TripRow }> {
      const [row] = await linkWithTrip.execute({ linkId });
      return { link: check(row?.link, deviceKey, options), trip: row!.trip };
    },

    async requireDevice(
      linkId: string,
      deviceKey: string | undefined,
      options: { active?: boolean; inactiveMessage?: string; tx?: Database } = {},
    ): Promise<DriverLinkRow> {
      const [link] = options.tx
        ? await options.tx.select().from(driverLinks).where(eq(driverLinks.id, linkId))
        : await linkById.execute({ linkId });
      return check(link, deviceKey, options);
    },
  };
}

export type LinkGuard = ReturnType<typeof createLinkGuard>;
