import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LinkTripView } from '../../../contract/driver-links';
import { ApiError } from '../../../lib/api-client';
import { driverPageKeys } from '../api/driver-page-keys';
import type { OutboxReplayer } from './outbox-replayer';
import { isQueuedCharge, isQueuedProof, isQueuedStatus } from './queued-items';

/**
 * Once the server has a queued status, charge or proof, its own data replaces the queued copy: the one
 * place the page listens to the replay for that. Positions change nothing the page shows.
 */
export function useDeliveredRefresh(replayer: OutboxReplayer, linkId: string, tripId: string) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      replayer.subscribe((event) => {
        const { item } = event;
        if (item.linkId !== linkId) return;
        const tripKey = driverPageKeys.trip(linkId, tripId);
        const detailsKey = driverPageKeys.details(linkId);
        if (event.type === 'refused') {
          // A deactivated link refuses everything: reload so the page says why.
          if (event.error instanceof ApiError && event.error.status === 403) {
            void queryClient.invalidateQueries({ queryKey: driverPageKeys.link(linkId) });
          }
          return;
        }
        if (isQueuedStatus(item)) {
          // The queued row is gone already: show its status until the trip is fetched again,
          // so the badge does not step back meanwhile.
          queryClient.setQueryData<LinkTripView>(tripKey, (trip) =>
            trip ? { ...trip, status: item.body.status } : trip,
          );
          void queryClient.invalidateQueries({ queryKey: tripKey });
          // Completing the trip closes the link.
          void queryClient.invalidateQueries({ queryKey: detailsKey });
        } else if (isQueuedCharge(item)) {
          void queryClient.invalidateQueries({ queryKey: detailsKey });
        } else if (isQueuedProof(item)) {
          // The trip carries the proof as the server keeps it.
          void queryClient.invalidateQueries({ queryKey: tripKey });
        }
      }),
    [replayer, queryClient, linkId, tripId],
  );
}
