import type { FastifyRequest } from 'fastify';
import { DEVICE_KEY_HEADER, LINK_ID_HEADER } from '../../../src/contract/driver-links';
import { linkIdempotencyScope } from '../../plugins/idempotency';

function singleHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The device key a link-scoped call carries; the link guard refuses it when missing. */
export const deviceKeyOf = (request: FastifyRequest) => singleHeader(request, DEVICE_KEY_HEADER);

/** The link named by `X-Link-Id`, on calls whose path names the trip. */
export const headerLinkIdOf = (request: FastifyRequest) => singleHeader(request, LINK_ID_HEADER);

export const hasBearer = (request: FastifyRequest) =>
  request.headers.authorization?.startsWith('Bearer ') ?? false;

/** Idempotency scope of a call that names its link in `X-Link-Id` (trip status). */
export const headerLinkScope = (request: FastifyRequest) =>
  linkIdempotencyScope(headerLinkIdOf(request) ?? '', deviceKeyOf(request));

/** Idempotency scope of a call that names its link in the path (`/:id/...`). */
export const pathLinkScope = (request: FastifyRequest) =>
  linkIdempotencyScope((request.params as { id?: string }).id ?? '', deviceKeyOf(request));
