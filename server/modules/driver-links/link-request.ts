import type { FastifyRequest } from 'fastify';
import { DEVICE_KEY_HEADER, LINK_ID_HEADER } from '../../../src/contract/link-headers';
import { sha256 } from '../../lib/secrets';
import { linkIdempotencyScope } from '../../plugins/idempotency';
import type { LinkGuard } from './link-guard';

function singleHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The device key a link-scoped call carries; the link guard refuses it when missing. */
export const deviceKeyOf = (request: FastifyRequest) => singleHeader(request, DEVICE_KEY_HEADER);

/** The link named by `X-Link-Id`, which a call whose path names the trip may send. */
export const headerLinkIdOf = (request: FastifyRequest) => singleHeader(request, LINK_ID_HEADER);

export const hasBearer = (request: FastifyRequest) =>
  request.headers.authorization?.startsWith('Bearer ') ?? false;

const tripLinkIds = new WeakMap<FastifyRequest, Promise<string | undefined>>();

/**
 * The link a call whose path names the trip (`:tripId`) acts through: `X-Link-Id` when sent,
 * else the trip's link the device key bound. Found once per request, so the idempotency scope
 * and the handler name the same link.
 */
export function tripLinkIdOf(
  request: FastifyRequest,
  linkGuard: Pick<LinkGuard, 'linkIdForTrip'>,
): Promise<string | undefined> {
  let linkId = tripLinkIds.get(request);
  if (!linkId) {
    const { tripId } = request.params as { tripId?: string };
    linkId = linkGuard.linkIdForTrip(tripId ?? '', headerLinkIdOf(request), deviceKeyOf(request));
    tripLinkIds.set(request, linkId);
  }
  return linkId;
}

/**
 * Idempotency scope of a call whose path names the trip (status): the link it acts through,
 * however it was named, so a replay with or without `X-Link-Id` is the same intent.
 */
export const tripLinkScope =
  (linkGuard: Pick<LinkGuard, 'linkIdForTrip'>) => async (request: FastifyRequest) =>
    linkIdempotencyScope((await tripLinkIdOf(request, linkGuard)) ?? '', deviceKeyOf(request));

/**
 * Idempotency scope of a call that names its link only in its multipart body, read after the
 * key is claimed (add charge): the device key alone, the same with or without `X-Link-Id`.
 */
export const deviceIdempotencyScope = (request: FastifyRequest) =>
  `device:${sha256(deviceKeyOf(request) ?? '')}`;

/** Idempotency scope of a call that names its link in the path (`/:id/...`). */
export const pathLinkScope = (request: FastifyRequest) =>
  linkIdempotencyScope((request.params as { id?: string }).id ?? '', deviceKeyOf(request));
