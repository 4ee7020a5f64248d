import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { driverPageKeys } from '../api/driver-page-keys';
import type { LinkAccess } from '../api/link-headers';
import type { OutboxReplayer } from '../outbox/outbox-replayer';
import { fixFromPosition, fixPoint, type Fix } from './fix';
import { judgeFix } from './fix-filter';
import { rememberFix } from './latest-fix';
import { watchPositions, type PositionProblem } from './position-source';
import { isDueForReport } from './report-throttle';
import { createPositionSender, type PositionSender } from './send-position';

export type TrackingStatus = {
  problem: PositionProblem | null;
  /** Epoch ms of the last report the server took. */
  lastSentAt: number | null;
};

/**
 * docs/architecture.md §7 trip mode: while `enabled`, watches the position, drops bad fixes, reports at most
 * every 30 s or 200 m, each with an Idempotency-Key made when the fix was taken, through the outbox.
 */
export function useTripTracking(
  access: LinkAccess,
  tripId: string,
  replayer: OutboxReplayer,
  enabled: boolean,
): TrackingStatus {
  const { linkId, deviceKey } = access;
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<PositionProblem | null>(null);
  const [lastSentAt, setLastSentAt] = useState<number | null>(null);
  const sender = useRef<PositionSender | null>(null);
  // Kept across pauses: the jump test and the throttle go on from where they were.
  const lastGood = useRef<Fix | null>(null);
  const lastReported = useRef<Fix | null>(null);

  useEffect(() => {
    const created = createPositionSender({
      access: { linkId, deviceKey },
      tripId,
      replayer,
      onSent: () => setLastSentAt(Date.now()),
      onRefused: (error) => {
        // A deactivated link refuses positions: reload the trip so the page shows why.
        if (error instanceof ApiError && error.status === 403) {
          void queryClient.invalidateQueries({ queryKey: driverPageKeys.link(linkId) });
        }
      },
    });
    sender.current = created;
    return () => {
      created.dispose();
      sender.current = null;
    };
  }, [linkId, deviceKey, tripId, replayer, queryClient]);

  useEffect(() => {
    if (!enabled) return;
    return watchPositions((position) => {
      const fix = fixFromPosition(position);
      if (judgeFix(fix, lastGood.current, Date.now()) !== 'ok') return;
      lastGood.current = fix;
      rememberFix(fix);
      setProblem(null);
      if (!isDueForReport(fix, lastReported.current)) return;
      lastReported.current = fix;
      void sender.current?.send({
        coordinates: fixPoint(fix),
        recordedAt: new Date(fix.timestamp).toISOString(),
        accuracy: fix.accuracy ?? 0,
        idempotencyKey: newIdempotencyKey(),
      });
    }, setProblem);
  }, [enabled]);

  return { problem, lastSentAt };
}
