import { eq, sql } from 'drizzle-orm';
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

  return {
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
