import type { LiveEventsService, LiveEventsSignal } from './live-events-service';
import type { SseConnection } from './sse-connection';

/** A signed-in user's open streams on this instance: tabs and devices, a few at most. */
export const MAX_STREAMS_PER_USER = 5;

type Dependencies = {
  liveEvents: Pick<LiveEventsService, 'byIds'>;
  onError: (error: unknown) => void;
};

function parseSignal(payload: string): LiveEventsSignal | null {
  try {
    const signal = JSON.parse(payload) as LiveEventsSignal;
    return Array.isArray(signal.rows) ? signal : null;
  } catch {
    return null;
  }
}

/**
 * This instance's open event streams, by user. Every instance hears every signal (LISTEN); it
 * reads only the rows for users connected here and hands each to that user's streams.
 */
export function createLiveHub({ liveEvents, onError }: Dependencies) {
  const streams = new Map<string, Set<SseConnection>>();

  return {
    hasRoomFor(userId: string): boolean {
      return (streams.get(userId)?.size ?? 0) < MAX_STREAMS_PER_USER;
    },

    add(connection: SseConnection): void {
      const mine = streams.get(connection.userId) ?? new Set<SseConnection>();
      mine.add(connection);
      streams.set(connection.userId, mine);
    },

    remove(connection: SseConnection): void {
      const mine = streams.get(connection.userId);
      mine?.delete(connection);
      if (mine?.size === 0) streams.delete(connection.userId);
    },

    streamCount(): number {
      let total = 0;
      for (const mine of streams.values()) total += mine.size;
      return total;
    },

    /**
     * A NOTIFY from any instance: deliver the rows it names to users connected here. The read is
     * handed to the streams at once, so each stream takes signals in the order they came (their
     * commit order); a stream whose read failed reads what it missed from the table.
     */
    onSignal(payload: string): void {
      const rows = (parseSignal(payload)?.rows ?? []).filter((row) => streams.has(row.userId));
      if (rows.length === 0) return;
      const reading = liveEvents.byIds(rows.map((row) => row.id));
      reading.catch(onError);
      for (const userId of new Set(rows.map((row) => row.userId))) {
        const theirs = reading.then((events) =>
          events.filter((stored) => stored.userId === userId),
        );
        for (const connection of streams.get(userId) ?? []) connection.deliver(theirs);
      }
    },

    /** After the listening connection was lost: each stream reads what it may have missed. */
    catchUp(): void {
      for (const mine of streams.values()) for (const connection of mine) connection.catchUp();
    },

    /** The app is closing: end every stream so the server can stop. */
    closeAll(): void {
      for (const mine of streams.values()) for (const connection of mine) connection.close();
      streams.clear();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
