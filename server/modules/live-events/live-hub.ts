import type { LiveEventsService, LiveEventsSignal } from './live-events-service';
import type { SseConnection } from './sse-connection';

/** A signed-in user's open streams on this instance: tabs and devices, a few at most. */
export const MAX_STREAMS_PER_USER = 5;
/** How far a reconnecting stream is replayed or caught up at once. */
export const CATCH_UP_LIMIT = 200;

type Dependencies = {
  liveEvents: Pick<LiveEventsService, 'after' | 'byIds'>;
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

    /** A NOTIFY from any instance: deliver the rows it names to users connected here. */
    async onSignal(payload: string): Promise<void> {
      const ids = (parseSignal(payload)?.rows ?? [])
        .filter((row) => streams.has(row.userId))
        .map((row) => row.id);
      if (ids.length === 0) return;
      try {
        const events = await liveEvents.byIds(ids);
        for (const [userId, mine] of streams) {
          const theirs = events.filter((stored) => stored.userId === userId);
          if (theirs.length > 0) for (const connection of mine) connection.send(theirs);
        }
      } catch (error) {
        onError(error);
      }
    },

    /** After the listening connection was lost: each stream reads what it may have missed. */
    catchUp(): void {
      for (const mine of streams.values()) {
        for (const connection of mine) {
          connection.send(liveEvents.after(connection.userId, connection.lastId(), CATCH_UP_LIMIT));
        }
      }
    },

    /** The app is closing: end every stream so the server can stop. */
    closeAll(): void {
      for (const mine of streams.values()) for (const connection of mine) connection.close();
      streams.clear();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
