import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { derivedUuid } from '../lib/derived-uuid';
import { HttpError } from '../lib/http-error';
import { sha256 } from '../lib/secrets';
import type { SessionService } from '../modules/auth/session-service';
import { createClaimLeases } from '../modules/idempotency/claim-leases';
import type {
  IdempotencyService,
  StoredResponse,
} from '../modules/idempotency/idempotency-service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Whose key space a route's `Idempotency-Key` lives in, when not the signed-in user's or the
     * IP's: driver-link routes answer `linkIdempotencyScope(linkId, deviceKey)`, or the device
     * key's own scope when the link is named only in a multipart body (add charge).
     */
    idempotencyScope?: (request: FastifyRequest) => string | Promise<string>;
    /** Sign-in answers carry secrets (a session token) that must not be kept for replay. */
    skipIdempotency?: boolean;
  }
}

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const VALID_KEY = /^[\x20-\x7e]{1,200}$/;
/** Answers a retry may turn out differently for, so they are not kept. */
const NOT_KEPT = new Set([401, 409, 429]);

/** The request's Idempotency-Key when it is a valid one; refused (400) when malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !VALID_KEY.test(key)) {
    throw new HttpError(400, 'Idempotency-Key must be 1 to 200 printable ASCII characters.');
  }
  return key;
}

const requestIds = new WeakMap<FastifyRequest, string>();

/**
 * A UUID that names this request's effect the same way on every attempt: the same caller, route
 * and key. A handler whose effect has no natural key gives it to what it creates, so a retry after
 * a crash between its commit and the kept answer finds the first attempt's work instead of doing
 * it twice. Undefined without an Idempotency-Key.
 */
export function idempotentRequestIdOf(request: FastifyRequest): string | undefined {
  return requestIds.get(request);
}

/** The scope of a driver link's calls: the link and the device bound to it. */
export function linkIdempotencyScope(linkId: string, deviceKey: string | undefined): string {
  return `link:${linkId}:${sha256(deviceKey ?? '')}`;
}

/** JSON with object keys sorted, so the same body always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Buffer.isBuffer(value)) return JSON.stringify({ base64: value.toString('base64') });
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * What makes two requests "the same": the URL's own values and the body. A multipart body is read
 * by the handler, after this runs, so it stands in as its media type and length; the boundary is
 * left out because a client rebuilding the same upload on retry gets a new one.
 */
function requestHashOf(request: FastifyRequest): string {
  const contentType = request.headers['content-type'] ?? '';
  const body = contentType.toLowerCase().startsWith('multipart/')
    ? {
        multipart: contentType.split(';')[0]?.trim().toLowerCase(),
        length: request.headers['content-length'] ?? null,
      }
    : request.body;
  return sha256(canonicalJson({ params: request.params, query: request.query, body }));
}

function bearerToken(header: string | undefined): string {
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
}

/** The response as sent; `null` when it is a stream we cannot keep. */
function storableResponse(reply: FastifyReply, payload: unknown): StoredResponse | null {
  let text: string;
  if (typeof payload === 'string') text = payload;
  else if (Buffer.isBuffer(payload)) text = payload.toString('utf8');
  else if (payload === null || payload === undefined) text = '';
  else return null;
  const contentType = reply.getHeader('content-type');
  const type = typeof contentType === 'string' ? contentType : null;
  if (type?.toLowerCase().includes('json') && text !== '') {
    try {
      return { status: reply.statusCode, contentType: type, body: { json: JSON.parse(text) } };
    } catch {
      // Labelled JSON but not parseable: kept as the text it was.
    }
  }
  return { status: reply.statusCode, contentType: type, body: { text } };
}

function replay(reply: FastifyReply, { status, contentType, body }: StoredResponse) {
  reply.status(status).header('Idempotent-Replayed', 'true');
  if (contentType) reply.type(contentType);
  return reply.send('json' in body ? JSON.stringify(body.json) : body.text);
}

/**
 * `Idempotency-Key` on every mutating API call (docs/architecture.md §5): the key is claimed before validation,
 * so even a refused body is answered the same way twice, and a repeat never runs the handler.
 * Scope is the caller: the route's own `idempotencyScope`, else the session's user, else the IP.
 */
export function registerIdempotency(
  app: FastifyInstance,
  deps: { idempotency: IdempotencyService; sessions: SessionService },
) {
  const leases = createClaimLeases(deps.idempotency, (error) =>
    app.log.error({ err: error }, 'could not renew an idempotency claim'),
  );
  app.addHook('onClose', async () => leases.stop());

  async function scopeOf(request: FastifyRequest): Promise<string> {
    const custom = request.routeOptions.config.idempotencyScope;
    if (custom) return custom(request);
    const token = bearerToken(request.headers.authorization);
    const session = token ? await deps.sessions.authenticate(token) : null;
    if (!session) return `anonymous:${request.ip}`;
    // Read once per request: the route's guard takes it from here.
    request.auth = { sessionId: session.sessionId, user: session.user };
    return `user:${session.userId}`;
  }

  app.addHook('preValidation', async (request, reply) => {
    const routeUrl = request.routeOptions.url;
    if (request.headers['idempotency-key'] === undefined) return;
    if (!MUTATING_METHODS.has(request.method)) return;
    if (request.routeOptions.config.skipIdempotency) return;
    if (!routeUrl?.startsWith('/api/')) return;
    const key = idempotencyKeyOf(request);
    if (key === undefined) return;
    const outcome = await deps.idempotency.claim({
      scope: await scopeOf(request),
      key,
      route: `${request.method} ${routeUrl}`,
      requestHash: requestHashOf(request),
    });
    switch (outcome.kind) {
      case 'claimed':
        leases.hold(request, outcome.claim);
        requestIds.set(
          request,
          derivedUuid(outcome.claim.scope, outcome.claim.route, outcome.claim.key),
        );
        return;
      case 'replay':
        return replay(reply, outcome.response);
      case 'mismatch':
        throw new HttpError(422, 'This Idempotency-Key was already used for a different request.');
      case 'in_flight':
        throw new HttpError(
          409,
          'A request with this Idempotency-Key is still being processed. Retry shortly.',
          1,
        );
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!leases.holds(request)) return payload;
    const response = storableResponse(reply, payload);
    try {
      await leases.settle(request, (claim) =>
        !response || response.status >= 500 || NOT_KEPT.has(response.status)
          ? deps.idempotency.release(claim)
          : deps.idempotency.complete(claim, response),
      );
    } catch (error) {
      // The answer itself is fine; the claim's lease lapses and a retry runs the handler again.
      request.log.error({ err: error }, 'could not record the idempotent response');
    }
    return payload;
  });
}
