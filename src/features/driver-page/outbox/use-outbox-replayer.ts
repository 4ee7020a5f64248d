import { useEffect, useMemo } from 'react';
import { driverDbInUse } from '../../../lib/lazy-driver-db';
import { createDeliverer } from './deliver-item';
import { createOutboxReplayer, type OutboxReplayer } from './outbox-replayer';

/** One replayer for the driver page, running while the page is open. */
export function useOutboxReplayer(deviceKey: string): OutboxReplayer {
  const replayer = useMemo(
    () => createOutboxReplayer({ db: driverDbInUse, deliver: createDeliverer(deviceKey) }),
    [deviceKey],
  );
  useEffect(() => {
    // Queued writes should outlive storage pressure; the browser may still say no.
    navigator.storage?.persist?.().catch(() => {});
    replayer.start();
    return () => replayer.stop();
  }, [replayer]);
  return replayer;
}
