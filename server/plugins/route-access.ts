import type { FastifyInstance, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import { HttpError } from '../lib/http-error';
import { LINK_MESSAGES } from '../modules/driver-links/link-guard';
import { deviceKeyOf, hasBearer, headerLinkIdOf } from '../modules/driver-links/link-request';
import type { Guards } from './authentication';

/**
 * Who may call a route. Every route declares one in `config.access`; the app refuses to build
 * when one does not, so a route cannot ship unguarded by omission. The declaration is the
 * enforcement: `registerRouteAccess` runs the guards it implies before the body is validated
 * (a caller without access learns nothing of the schema) and before the route's own preHandlers.
 */
export const ROUTE_ACCESS = [
  /** Anyone: health, reference data, sign-in, the visitor's draft, the web app, the API docs. */
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
  /** A signed-in user's token, or else a driver's phone (`X-Device-Key` or `X-Link-Id`). */
  'signed-in-or-device-link',
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

/** The access of the routes a library's plugin adds while it is being registered. */
const LIBRARY_ACCESS = Symbol('libraryRouteAccess');

type LibraryAccess = { current: RouteAccess | undefined };

/** The guards each access implies. */
function guardsByAccess({
  authenticate,
  requireRole,
}: Guards): Record<RouteAccess, preHandlerAsyncHookHandler[]> {
  const provider = [authenticate, requireRole('provider')];
  return {
    public: [],
    'payment-webhook': [],
    'signed-in': [authenticate],
    shipper: [authenticate, requireRole('user')],
    provider,
    // The service still checks the key against the link; a call without one goes no further.
    'device-link': [
      async (request) => {
        if (!deviceKeyOf(request)) throw new HttpError(403, LINK_MESSAGES.accessDenied);
      },
    ],
    // Without a token the caller is a driver's page, refused by the service with 403, never
    // 401: a 401 sends a browser to sign in.
    'provider-or-device-link': [
      async function (request, reply) {
        if (!hasBearer(request)) return;
        for (const guard of provider) await guard.call(this, request, reply);
      },
    ],
    'signed-in-or-device-link': [
      async function (request, reply) {
        if (!hasBearer(request) && (deviceKeyOf(request) || headerLinkIdOf(request))) return;
        await authenticate.call(this, request, reply);
      },
    ],
  };
}

function accessOf(route: RouteOptions, library: LibraryAccess): RouteAccess {
  const access = route.config?.access ?? library.current;
  const methods = [route.method].flat().join(',');
  if (access === undefined) {
    throw new Error(
      `Route ${methods} ${route.url} declares no access: add config: { access } (one of ${ROUTE_ACCESS.join(', ')}).`,
    );
  }
  if (!ROUTE_ACCESS.includes(access)) {
    throw new Error(
      `Route ${methods} ${route.url} declares an unknown access '${String(access)}'.`,
    );
  }
  return access;
}

/**
 * Checks and enforces each route's access as it is registered, and lists them all in
 * `app.routeAccessTable`. Call before any route is registered.
 */
export function registerRouteAccess(app: FastifyInstance, guards: Guards) {
  const table: RouteAccessEntry[] = [];
  const guardsFor = guardsByAccess(guards);
  const library: LibraryAccess = { current: undefined };
  app.decorate('routeAccessTable', table);
  app.decorate(LIBRARY_ACCESS, library);
  app.addHook('onRoute', (route) => {
    const access = accessOf(route, library);
    route.config = { ...route.config, access };
    // After the app's own preValidation hooks, so Idempotency-Key's session read is reused. A new
    // array: Fastify's automatic HEAD route shares the GET's original options.
    route.preValidation = [...guardsFor[access], ...[route.preValidation ?? []].flat()];
    for (const method of [route.method].flat()) {
      table.push({ method, url: route.url, access });
    }
  });
}

/**
 * Registers a library's plugin (API docs, CORS, static files) whose routes cannot declare an
 * access: every route added while `register` runs gets `access`. No scope of its own, so a
 * plugin that hooks the whole app still does.
 */
export async function withRouteAccess(
  app: FastifyInstance,
  access: RouteAccess,
  register: () => PromiseLike<unknown>,
): Promise<void> {
  const library = app.getDecorator<LibraryAccess>(LIBRARY_ACCESS);
  library.current = access;
  try {
    await register();
  } finally {
    library.current = undefined;
  }
}
