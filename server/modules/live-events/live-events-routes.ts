import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelope } from '../../../src/contract/envelope';
import { HttpError } from '../../lib/http-error';
import { callerOf } from '../../plugins/authentication';
import type { Services } from '../../services';
import type { LiveHub } from './live-hub';
import { createSseConnection } from './sse-connection';

/** Under the 30-60 s idle limits common in proxies and load balancers. */
export const DEFAULT_HEARTBEAT_MS = 25_000;

export const TOO_MANY_STREAMS =
  'Too many live connections are open for your account. Close another tab and try again.';

const eventsQuery = z.object({
  /** For clients that cannot set the Last-Event-ID header. */
  lastEventId: z.coerce.number().int().nonnegative().optional(),
});

/**
 * Where the client left off (the number of the last event it got): the standard header first,
 * then the query; none is a fresh start.
 */
function resumeAfter(request: FastifyRequest, fromQuery: number | undefined): number | null {
  const header = request.headers['last-event-id'];
  const value = Array.isArray(header) ? header[0] : header;
  if (value && /^\d{1,15}$/.test(value.trim())) return Number(value.trim());
  return fromQuery ?? null;
}

/**
 * GET /api/events: the signed-in user's server-sent events. Each names what changed by id
 * (`id: <n>`, `event: <type>`, `data: <LiveEvent>`), where n numbers the user's events in the
 * order their changes committed; a reconnect with Last-Event-ID first replays every event
 * numbered above it. Authorized by the usual bearer token (the client streams with fetch).
 */
export function liveEventsRoutes(
  { liveEvents }: Pick<Services, 'liveEvents'>,
  liveHub: LiveHub,
  options: { heartbeatMs?: number } = {},
): FastifyPluginAsyncZod {
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  return async (app) => {
    app.get(
      '/',
      {
        config: { access: 'signed-in' },
        schema: {
          tags: ['notifications'],
          description: 'Server-sent events (text/event-stream) naming what changed, by id.',
          querystring: eventsQuery,
          response: { 400: errorEnvelope, 401: errorEnvelope, 429: errorEnvelope },
        },
      },
      async (request, reply) => {
        const userId = callerOf(request).user.id;
        const resume = resumeAfter(request, request.query.lastEventId);
        const latest = await liveEvents.latestSeq(userId);
        // A fresh stream starts after the newest event: the client has just loaded what it shows.
        // So does one resuming past the newest (numbers from before a restore of the database).
        const after = resume !== null && resume <= latest ? resume : latest;
        // Checked with nothing awaited before `add`, so simultaneous connects cannot overshoot.
        if (!liveHub.hasRoomFor(userId)) throw new HttpError(429, TOO_MANY_STREAMS, 30);

        // From here on the response is ours to write: it stays open until either side ends it.
        reply.hijack();
        // Headers set by hooks (helmet's) still apply to the raw response.
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined) reply.raw.setHeader(name, value);
        }
        reply.raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          // Tells nginx-style proxies not to buffer the stream.
          'x-accel-buffering': 'no',
        });
        reply.raw.write(': connected\n\n');

        const connection = createSseConnection({
          response: reply.raw,
          userId,
          startAfter: after,
          readAfter: (afterSeq, limit) => liveEvents.after(userId, afterSeq, limit),
          heartbeatMs,
          onError: (error) => request.log.error({ err: error }, 'live event delivery failed'),
        });
        // Registered before the replay is read, so nothing committed in between is missed.
        liveHub.add(connection);
        reply.raw.on('close', () => liveHub.remove(connection));
        // A client gone while we set up would never emit 'close' again.
        if (reply.raw.destroyed) {
          connection.close();
          liveHub.remove(connection);
          return reply;
        }
        connection.catchUp();
        return reply;
      },
    );
  };
}
