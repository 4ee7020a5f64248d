import pg from 'pg';
import type { NotificationListener } from './database';

const FIRST_RETRY_MS = 500;
/** Live events and the session cache wait on this connection: back within seconds of a restart. */
const LONGEST_RETRY_MS = 5_000;
/** A reconnect to an unreachable server gives up this soon and tries again later. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * LISTEN needs a connection of its own that stays open (a pooled one would be handed to other
 * queries). When it drops (server restart, failover, idle cut), `onLost` says so at once, it is
 * reopened with growing waits, and `onResumed` tells the subscriber that notifications may have
 * been missed.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onPayload: NotificationListener,
  onResumed?: () => void,
  onLost?: () => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = FIRST_RETRY_MS;

  async function connect(): Promise<void> {
    const client = new pg.Client({
      connectionString,
      keepAlive: true,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    // A dropped connection emits 'error' and/or 'end'; either way, open a new one.
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
  }

  function lost(client: pg.Client): void {
    if (current !== client) return;
    current = null;
    client.end().catch(() => undefined);
    if (!stopped) onLost?.();
    retryLater();
  }

  function retryLater(): void {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        () => {
          retryMs = FIRST_RETRY_MS;
          if (!stopped) onResumed?.();
        },
        () => {
          retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
          retryLater();
        },
      );
    }, retryMs);
    retryTimer.unref();
  }

  // The first connection must work: a server that cannot listen should fail at start, loudly.
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
  };
}
