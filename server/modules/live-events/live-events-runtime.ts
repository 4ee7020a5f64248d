import type { DatabaseHandle } from '../../db/database';
import { LIVE_EVENTS_CHANNEL, type LiveEventsService } from './live-events-service';
import { createLiveHub } from './live-hub';

type Dependencies = {
  database: Pick<DatabaseHandle, 'listen'>;
  liveEvents: LiveEventsService;
  onError: (error: unknown) => void;
};

/**
 * One per server process: the hub of this instance's streams, fed by a LISTEN on the database,
 * so a change committed through any instance reaches streams open on every instance.
 */
export function createLiveEventsRuntime({ database, liveEvents, onError }: Dependencies) {
  const hub = createLiveHub({ liveEvents, onError });
  let stopListening: (() => Promise<void>) | null = null;

  return {
    hub,

    async start(): Promise<void> {
      stopListening = await database.listen(
        LIVE_EVENTS_CHANNEL,
        (payload) => hub.onSignal(payload),
        () => hub.catchUp(),
      );
    },

    /** Ends every open stream, so closing the server does not wait on them. */
    endStreams(): void {
      hub.closeAll();
    },

    async stop(): Promise<void> {
      hub.closeAll();
      const stop = stopListening;
      stopListening = null;
      await stop?.();
    },
  };
}

export type LiveEventsRuntime = ReturnType<typeof createLiveEventsRuntime>;
