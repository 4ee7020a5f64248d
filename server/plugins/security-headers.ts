import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';
import { tileOriginsOf } from '../lib/tile-origins';

type HeaderSources = {
  payments: Pick<Config['payments'], 'provider'>;
  maps: Pick<Config['maps'], 'tileUrl'>;
};

/** Stripe.js, its Payment Element frames and the API it calls (Stripe's integration security guide). */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * What the built app loads, and nothing else: its own scripts (no inline script: the first
 * screen's boot script is a file), styles inline too (Ionic's components add their own `<style>`),
 * images of its own, data: (Ionicons' icons, Leaflet's stylesheet) and blob: (photo previews),
 * its own API, worker and manifests (a driver link's is under /api). Stripe and the tile server
 * only when configured. Checked in the browser by tests/e2e/content-security-policy.spec.ts.
 */
export function contentSecurityPolicyDirectives({ payments, maps }: HeaderSources) {
  const stripe = payments.provider === 'stripe';
  const tiles = maps.tileUrl ? tileOriginsOf(maps.tileUrl) : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(stripe ? STRIPE.script : [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...tiles],
    'connect-src': ["'self'", ...(stripe ? STRIPE.connect : [])],
    ...(stripe ? { 'frame-src': STRIPE.frame } : {}),
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The headers a helmet middleware sets, read once from a response that is never sent. */
function headersSetBy(
  middleware: (request: IncomingMessage, response: ServerResponse, next: () => void) => void,
) {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  middleware(request, response, () => {});
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.getHeaders())) headers[name] = String(value);
  return headers;
}

/**
 * Helmet's headers on every response. They depend only on the configuration, so they are worked
 * out once at start rather than by helmet's middleware on each request; only HSTS depends on the
 * request: sent over TLS alone (or a trusted proxy's https), so a browser on plain http is never
 * pinned to https.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: HeaderSources) {
  const everyResponse = headersSetBy(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicyDirectives(config),
      },
      // Google Pay in Stripe's Payment Element opens a popup that must still reach this page.
      crossOriginOpenerPolicy: {
        policy: config.payments.provider === 'stripe' ? 'same-origin-allow-popups' : 'same-origin',
      },
      // Other sites learn our origin (tile servers ask for it), never a path such as a driver link.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
      strictTransportSecurity: false,
    }),
  );
  const overTls = headersSetBy(helmet.strictTransportSecurity());

  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(everyResponse);
    if (request.protocol === 'https') reply.headers(overTls);
    done();
  });
}
