import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { DEVICE_KEY_HEADER, LINK_ID_HEADER } from '../../src/contract/link-headers';
import type { Config } from '../config';

/** What a page of an allowed origin sends: the session, idempotency and a driver link's headers. */
const ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  'idempotency-key',
  DEVICE_KEY_HEADER,
  LINK_ID_HEADER,
];

/**
 * Cross-origin calls: none unless CORS_ORIGINS lists the origin (or is `*` outside production).
 * Any other origin gets no CORS header at all and its preflight is not found, so its browser
 * refuses the call. Sessions are bearer tokens, never cookies: no credentials mode.
 */
export async function registerCors(app: FastifyInstance, corsOrigins: Config['corsOrigins']) {
  const allowed = new Set(corsOrigins === '*' ? [] : corsOrigins);
  await app.register(fastifyCors, {
    origin: (origin, callback) => {
      callback(null, origin !== undefined && (corsOrigins === '*' || allowed.has(origin)));
    },
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ALLOWED_HEADERS,
    // Rate-limited answers say when to try again.
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });
}
