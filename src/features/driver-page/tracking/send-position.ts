import type { DriverDatabase } from '../../../lib/driver-db';
import { loadDriverDb } from '../../../lib/lazy-driver-db';
import type { LinkAccess } from '../api/link-headers';
import type { PositionReport } from '../api/post-position';
import { enqueueOutboxItem } from '../outbox/enqueue';
import type { OutboxReplayer } from '../outbox/outbox-replayer';

type SenderOptions = {
  access: LinkAccess;
  tripId: string;
  replayer: Pick<OutboxReplayer, 'kick' | 'subscribe'>;
  /** The app's, loaded with the first position, unless given. */
  db?: DriverDatabase;
  /** The server took one of this link's positions. */
  onSent?: (report: PositionReport) => void;
  /** The server refused one for good (link deactivated, bad input): resending cannot help. */
  onRefused?: (error: unknown) => void;
};

export type PositionSender = {
  /** Stores the report in the outbox, then asks the replay to send what is waiting. */
  send(report: PositionReport): Promise<void>;
  dispose(): void;
};

/** The one place positions leave the page: through the durable outbox (docs/architecture.md §7). */
export function createPositionSender({
  access,
  tripId,
  replayer,
  db,
  onSent,
  onRefused,
}: SenderOptions): PositionSender {
  const unsubscribe = replayer.subscribe((event) => {
    if (event.item.kind !== 'position' || event.item.linkId !== access.linkId) return;
    if (event.type === 'delivered') {
      const body = event.item.body as Omit<PositionReport, 'idempotencyKey'>;
      onSent?.({ ...body, idempotencyKey: event.item.idempotencyKey });
    } else {
      onRefused?.(event.error);
    }
  });

  return {
    async send({ idempotencyKey, ...body }) {
      try {
        await enqueueOutboxItem(db ?? (await loadDriverDb()), {
          linkId: access.linkId,
          tripId,
          kind: 'position',
          body,
          idempotencyKey,
        });
      } catch (error) {
        // No storage: this position is lost, but tracking goes on with the next one.
        console.warn('Could not queue a position', error);
        return;
      }
      await replayer.kick();
    },
    dispose: unsubscribe,
  };
}
