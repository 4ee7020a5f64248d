import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { endSessionOnUnauthorized } from '../../lib/api-client';
import { createLiveEventsConnection } from '../../lib/live-events/live-events-connection';
import { liveEventsMode } from '../../lib/live-events/live-events-mode';
import { useOnlineStatus } from '../../lib/online-status';
import { readToken } from '../../lib/session-storage';
import { notificationsKeys } from '../notifications/api/notifications-keys';
import { createInvalidationBatch } from './invalidation-batch';
import { queryKeysForLiveEvent } from './live-event-query-keys';

/**
 * The signed-in user's event stream, for as long as the shell is mounted (sign-out unmounts it)
 * and the server can be reached; each event makes the screens it concerns refetch.
 */
export function useLiveEvents(): void {
  const queryClient = useQueryClient();
  const online = useOnlineStatus() === 'online';
  // One connection per page, so the resume point survives going offline and back.
  const [live] = useState(() => {
    const batch = createInvalidationBatch(queryClient);
    const connection = createLiveEventsConnection({
      getToken: readToken,
      onEvent: (event) => batch.add(queryKeysForLiveEvent(event)),
      // Beyond the server's replay window nothing is resent; the badge at least is asked again.
      onReconnected: () => batch.add([notificationsKeys.all]),
      onUnauthorized: endSessionOnUnauthorized,
      onModeChange: liveEventsMode.set,
    });
    return { batch, connection };
  });

  useEffect(() => {
    if (!online) return;
    live.connection.start();
    return () => live.connection.stop();
  }, [live, online]);

  useEffect(() => () => live.batch.cancel(), [live]);
}
