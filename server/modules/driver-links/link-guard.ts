import { and, desc, eq, sql } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../src/contract/link-address';
import type { Database } from '../../db/database';
import { HttpError, notFound } from '../../lib/http-error';
import { sha256 } from '../../lib/secrets';
import { driverLinks, type DriverLinkRow } from './driver-links.schema';

export const LINK_MESSAGES = {
  invalid: 'Invalid link',
  accessDenied: 'Access denied',
  inactive: 'This link is no longer active. You cannot add new charges.',
  /** The same refusal for calls that are not about charges (status, position). */
  noLongerActive: 'This link is no longer active.',
} as const;

/**
 * The link guard's rule, for callers that read links their own way (position batches): the
 * link exists, the call carries the device key that bound it, and, with `active`, it is active.
 */
export function checkLinkDevice<Link extends Pick<DriverLinkRow, 'deviceKeyHash' | 'isActive'>>(
  link: Link | undefined,
  deviceKey: string | undefined,
  options: { active?: boolean; inactiveMessage?: string },
): Link {
  if (!link) throw notFound(LINK_MESSAGES.invalid);
  if (!deviceKey || !link.deviceKeyHash || sha256(deviceKey) !== link.deviceKeyHash) {
    throw new HttpError(403, LINK_MESSAGES.accessDenied);
  }
  if (options.active && !link.isActive) {
    throw new HttpError(403, options.inactiveMessage ?? LINK_MESSAGES.inactive);
  }
  return link;
}

/**
 * docs/architecture.md §5: every link-scoped call carries `X-Device-Key`, and only the key that bound the link
 * passes. `active` also refuses a deactivated link (status, charges, positions); reading the
 * trip through an inactive link is still allowed, so the driver sees why nothing can change.
 */
export function createLinkGuard({ db }: { db: Database }) {
  // Every status and charge from a phone starts here (positions read their links in batches).
  const linkById = db
    .select()
    .from(driverLinks)
    .where(eq(driverLinks.id, sql.placeholder('linkId')))
    .prepare('driver_link_by_id');

  const boundLinkOfTrip = db
    .select({ id: driverLinks.id })
    .from(driverLinks)
    .where(
      and(
        eq(driverLinks.tripId, sql.placeholder('tripId')),
        eq(driverLinks.deviceKeyHash, sql.placeholder('deviceKeyHash')),
      ),
    )
    .orderBy(desc(driverLinks.isActive), desc(driverLinks.createdAt))
    .limit(1)
    .prepare('driver_link_of_trip_by_device');

  return {
    /**
     * The link a phone acts through on a call whose path names the trip, not the link: the one
     * `X-Link-Id` names when sent (checked against the trip and the key like any other), else
     * the trip's link this device key bound, the active one first (docs/architecture.md §5).
     * Undefined when the key bound none of the trip's links.
     */
    async linkIdForTrip(
      tripId: string,
      namedLinkId: string | undefined,
      deviceKey: string | undefined,
    ): Promise<string | undefined> {
      if (namedLinkId !== undefined) return namedLinkId;
      if (!deviceKey || !UUID_PATTERN.test(tripId)) return undefined;
      const [link] = await boundLinkOfTrip.execute({ tripId, deviceKeyHash: sha256(deviceKey) });
      return link?.id;
    },

    async requireDevice(
      linkId: string,
      deviceKey: string | undefined,
      options: { active?: boolean; inactiveMessage?: string; tx?: Database } = {},
    ): Promise<DriverLinkRow> {
      const [link] = options.tx
        ? await options.tx.select().from(driverLinks).where(eq(driverLinks.id, linkId))
        : await linkById.execute({ linkId });
      return checkLinkDevice(link, deviceKey, options);
    },
  };
}

export type LinkGuard = ReturnType<typeof createLinkGuard>;
