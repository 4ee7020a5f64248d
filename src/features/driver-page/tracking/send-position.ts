import { ApiError } from '../../../lib/api-client';
import type { LinkAccess } from '../api/link-headers';
import { postPosition, type PositionReport } from '../api/post-position';

/** Only the newest few matter: the server keeps the newest by recordedAt. */
const MAX_UNSENT = 5;

type SenderOptions = {
  access: LinkAccess;
  post?: (access: LinkAccess, report: PositionReport) => Promise<void>;
  maxUnsent?: number;
  onSent?: (report: PositionReport) => void;
  /** The server refused for good (link deactivated, bad input): resending cannot help. */
  onRefused?: (error: unknown) => void;
};

export type PositionSender = {
  /** Queues the report and sends everything unsent, oldest first. */
  send(report: PositionReport): Promise<void>;
  unsentCount(): number;
  dispose(): void;
};

/** A dropped connection, a busy or broken server: worth another try later. */
function worthRetrying(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.isNetworkError || error.status >= 500 || error.status === 408 || error.status === 429)
  );
}

/**
 * Sends position reports, keeping the last few unsent ones in memory and retrying on `online`.
 * The one place positions leave the page, so the durable outbox can replace it.
 */
export function createPositionSender({
  access,
  post = postPosition,
  maxUnsent = MAX_UNSENT,
  onSent,
  onRefused,
}: SenderOptions): PositionSender {
  const unsent: PositionReport[] = [];
  let queue: Promise<void> = Promise.resolve();
  let disposed = false;

  async function drainOnce(): Promise<void> {
    while (!disposed && unsent.length > 0) {
      const report = unsent[0] as PositionReport;
      try {
        await post(access, report);
        onSent?.(report);
      } catch (error) {
        if (worthRetrying(error)) return;
        onRefused?.(error);
      }
      const index = unsent.indexOf(report);
      if (index >= 0) unsent.splice(index, 1);
    }
  }

  /** One pass at a time, each after the last, so a report pushed mid-pass is never missed. */
  function drain(): Promise<void> {
    queue = queue.then(drainOnce);
    return queue;
  }

  const onOnline = () => void drain();
  window.addEventListener('online', onOnline);

  return {
    async send(report) {
      unsent.push(report);
      // The oldest go first when the list is full: a newer position supersedes them.
      if (unsent.length > maxUnsent) unsent.splice(0, unsent.length - maxUnsent);
      await drain();
    },
    unsentCount: () => unsent.length,
    dispose() {
      disposed = true;
      window.removeEventListener('online', onOnline);
    },
  };
}
