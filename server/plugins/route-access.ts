import type { FastifyInstance } from 'fastify';

/**
 * Who may call a route. Every `/api` route declares one in `config.access`; the app refuses to
 * build when one does not, so a route cannot ship unguarded by omission.
 */
export const ROUTE_ACCESS = [
  /** Anyone: health, reference data, sign-in, the visitor's draft. */
  'public',
  /** Any signed-in user, whatever the role. */
  'signed-in',
  /** A signed-in shipper (userType `user`). */
  'shipper',
  /** A signed-in provider (userType `provider`), for its own group's records. */
  'provider',
  /** A driver's phone: the link id and the device key that bound it (`X-Device-Key`). */
  'device-link',
  /** The owning provider's token, or else the bound device's key. */
  'provider-or-device-link',
  /** The payment provider, proven by the webhook's signature. */
  'payment-webhook',
] as const;

export type RouteAccess = (typeof ROUTE_ACCESS)[number];

export type RouteAccessEntry = { method: string; url: string; access: RouteAccess | undefined };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every route as registered, with the access it declared. */
    routeAccessTable: RouteAccessEntry[];
  }
}

/** Records each route with its declared access; call before any route is registered. */
export function registerRouteAccess(app: FastifyInstance) {
  const table: RouteAccessEntry[] = [];
  app.decorate('routeAccessTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      table.push({ method, url: route.url, access: route.config?.access });
    }
  });
}
