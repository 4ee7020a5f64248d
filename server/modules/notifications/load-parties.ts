import type { LiveEvent } from '../../../src/contract/notifications';
import type { Database } from '../../db/database';
import type { LiveEventsService } from '../live-events/live-events-service';
import type { LoadRow } from '../loads/loads.schema';
import type { UsersService } from '../users/users-service';
import type { Notice, NoticeLoad } from './notification-notices';
import type { NotificationsService } from './notifications-service';

/** The load a change is about: its facts for the notice, and its shipper for the recipients. */
export type NewsLoad = NoticeLoad & Pick<LoadRow, 'id' | 'shipperUserId'>;

export type LoadNews = {
  load: NewsLoad;
  tripId?: string | null;
  /** The provider group concerned: the quote's or the trip's; all its users are told. */
  groupId?: string | null;
  toShipper?: Notice | null;
  toGroup?: Notice | null;
  /** A refetch signal for open screens, to the shipper and to the group when there is one. */
  live?: LiveEvent | null;
};

type Dependencies = {
  notifications: Pick<NotificationsService, 'notify'>;
  liveEvents: Pick<LiveEventsService, 'publish'>;
  users: Pick<UsersService, 'idsInGroup'>;
};

/**
 * Tells a load's parties (its shipper, a provider group) what changed, in the change's own
 * transaction: a notification for the right people only, and live events for their screens.
 */
export function createLoadParties({ notifications, liveEvents, users }: Dependencies) {
  return {
    async tell(tx: Database, news: LoadNews): Promise<void> {
      const { load, groupId, toShipper, toGroup, live } = news;
      const members = groupId && (toGroup || live) ? await users.idsInGroup(groupId, tx) : [];
      const about = { loadId: load.id, tripId: news.tripId ?? null };
      await notifications.notify(tx, [
        ...(toShipper ? [{ userId: load.shipperUserId, ...toShipper, ...about }] : []),
        ...(toGroup ? members.map((userId) => ({ userId, ...toGroup, ...about })) : []),
      ]);
      if (live) await liveEvents.publish(tx, [load.shipperUserId, ...members], live);
    },
  };
}

export type LoadParties = ReturnType<typeof createLoadParties>;
