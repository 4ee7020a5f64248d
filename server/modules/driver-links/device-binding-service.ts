import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { verifyDeviceRequest } from '../../../src/contract/driver-links';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import { sha256 } from '../../lib/secrets';
import type { TripNews } from '../notifications/trip-news';
import { driverLinks, type DriverLinkRow } from './driver-links.schema';
import { LINK_MESSAGES } from './link-guard';

type VerifyDevice = z.infer<typeof verifyDeviceRequest>;

/**
 * docs/product.md §4 / docs/architecture.md §5: the first device key to verify a link owns it; the same key is welcome
 * again, any other is refused. A deactivated link still answers its own device, never a new one.
 */
type Dependencies = {
  db: Database;
  clock: Clock;
  /** Tells the carrier that its driver opened the link, in the binding's own transaction. */
  news: Pick<TripNews, 'linkOpened'>;
};

export function createDeviceBindingService({ db, clock, news }: Dependencies) {
  const accessDenied = () => new HttpError(403, LINK_MESSAGES.accessDenied);

  /**
   * Only while nobody holds it: of two devices racing, one update matches and the other none,
   * so the carrier hears of the first opening once per link.
   */
  async function bind(link: DriverLinkRow, keyHash: string, request: VerifyDevice) {
    return db.transaction(async (tx) => {
      const [bound] = await tx
        .update(driverLinks)
        .set({
          deviceKeyHash: keyHash,
          deviceFingerprint: request.deviceFingerprint ?? null,
          visitorId: request.visitorId ?? null,
          deviceInfo: request.deviceInfo,
          boundAt: clock.now(),
        })
        .where(
          and(
            eq(driverLinks.id, link.id),
            isNull(driverLinks.deviceKeyHash),
            eq(driverLinks.isActive, true),
          ),
        )
        .returning({ isActive: driverLinks.isActive });
      if (bound) await news.linkOpened(tx, link);
      return bound ?? null;
    });
  }

  /**
   * The bound key is the credential; the visitor id only a second signal. The first one seen is
   * the binding's; another one later is recorded for the provider to see, and the driver passes.
   */
  async function recordVisitor(link: DriverLinkRow, visitorId: string | undefined) {
    if (!visitorId || visitorId === link.visitorId) return;
    await db
      .update(driverLinks)
      .set(
        link.visitorId === null
          ? { visitorId }
          : { otherVisitorId: visitorId, otherVisitorAt: clock.now() },
      )
      .where(eq(driverLinks.id, link.id));
  }

  async function findLink(linkId: string) {
    const [link] = await db.select().from(driverLinks).where(eq(driverLinks.id, linkId));
    return link ?? null;
  }

  return {
    async verify(
      linkId: string,
      request: VerifyDevice,
    ): Promise<{ verified: true; isActive: boolean }> {
      const link = await findLink(linkId);
      if (!link || link.tripId !== request.tripId) throw notFound(LINK_MESSAGES.invalid);
      const keyHash = sha256(request.deviceKey);
      if (!link.deviceKeyHash) {
        if (!link.isActive) throw accessDenied();
        const bound = await bind(link, keyHash, request);
        if (bound) return { verified: true, isActive: bound.isActive };
      }
      // Bound before, or by whoever won the race just now: only that key passes.
      const current = link.deviceKeyHash ? link : await findLink(linkId);
      if (current?.deviceKeyHash !== keyHash) throw accessDenied();
      await recordVisitor(current, request.visitorId);
      return { verified: true, isActive: current.isActive };
    },
  };
}

export type DeviceBindingService = ReturnType<typeof createDeviceBindingService>;
