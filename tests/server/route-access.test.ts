import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Guards } from '../../server/plugins/authentication';
import {
  registerRouteAccess,
  ROUTE_ACCESS,
  withRouteAccess,
  type RouteAccess,
  type RouteAccessEntry,
} from '../../server/plugins/route-access';
import { createServices } from '../../server/services';
import { changedTables, snapshotDatabase } from './support/database-snapshot';
import { signInProvider, signInShipper } from './support/marketplace';
import { post, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Every route of the app and who may call it. A new route, or a changed access, fails here until
 * someone has looked at it and written it down. Sorted by URL, then method.
 */
const EXPECTED_ROUTES = [
  'OPTIONS * public',
  'GET /* public',
  'HEAD /* public',
  'GET /api/config public',
  'HEAD /api/config public',
  'HEAD /api/config/ public',
  'GET /api/docs public',
  'HEAD /api/docs public',
  'HEAD /api/docs/ public',
  'GET /api/docs/json public',
  'HEAD /api/docs/json public',
  'GET /api/docs/static/* public',
  'HEAD /api/docs/static/* public',
  'GET /api/docs/static/index.html public',
  'HEAD /api/docs/static/index.html public',
  'GET /api/docs/static/swagger-initializer.js public',
  'HEAD /api/docs/static/swagger-initializer.js public',
  'GET /api/docs/yaml public',
  'HEAD /api/docs/yaml public',
  'POST /api/driver-links/:id/delivery-proof device-link',
  'POST /api/driver-links/:id/location device-link',
  'GET /api/driver-links/:id/manifest.webmanifest public',
  'HEAD /api/driver-links/:id/manifest.webmanifest public',
  'POST /api/driver-links/create provider',
  'PUT /api/driver-links/deactivate/:id provider',
  'GET /api/driver-links/details/:id provider-or-device-link',
  'HEAD /api/driver-links/details/:id provider-or-device-link',
  'GET /api/driver-links/provider provider',
  'HEAD /api/driver-links/provider provider',
  'GET /api/driver-links/trip/:tripId provider',
  'HEAD /api/driver-links/trip/:tripId provider',
  'POST /api/driver-links/verify-device/:id public',
  'GET /api/drivers provider',
  'HEAD /api/drivers provider',
  'POST /api/drivers provider',
  'HEAD /api/drivers/ provider',
  'GET /api/drivers/:id provider',
  'HEAD /api/drivers/:id provider',
  'PUT /api/drivers/:id provider',
  'POST /api/drivers/:id/licence provider',
  'GET /api/drivers/:id/record provider',
  'HEAD /api/drivers/:id/record provider',
  'PUT /api/drivers/:id/reinstate provider',
  'PUT /api/drivers/:id/retire provider',
  'POST /api/drivers/:id/verify-licence provider',
  'POST /api/drivers/docs/:id provider',
  'GET /api/events signed-in',
  'HEAD /api/events signed-in',
  'HEAD /api/events/ signed-in',
  'GET /api/files/:id signed-in-or-device-link',
  'HEAD /api/files/:id signed-in-or-device-link',
  'GET /api/geocode/search signed-in',
  'HEAD /api/geocode/search signed-in',
  'GET /api/health public',
  'HEAD /api/health public',
  'POST /api/loads provider',
  'GET /api/loads/:id signed-in',
  'HEAD /api/loads/:id signed-in',
  'PUT /api/loads/:id/cancel shipper',
  'GET /api/loads/:id/document shipper',
  'HEAD /api/loads/:id/document shipper',
  'GET /api/loads/:id/invoice signed-in',
  'HEAD /api/loads/:id/invoice signed-in',
  'PUT /api/loads/:id/location shipper',
  'POST /api/loads/:id/rating shipper',
  'PUT /api/loads/:id/ready shipper',
  'POST /api/loads/create shipper',
  'POST /api/loads/images shipper',
  'GET /api/loads/user shipper',
  'HEAD /api/loads/user shipper',
  'POST /api/payments/create-intent shipper',
  'POST /api/payments/test/confirm shipper',
  'POST /api/payments/webhook payment-webhook',
  'POST /api/quote/create provider',
  'POST /api/quote/get-by-load-group provider',
  'PUT /api/quote/status shipper',
  'POST /api/quote/update provider',
  'GET /api/ready public',
  'HEAD /api/ready public',
  'GET /api/reference public',
  'HEAD /api/reference public',
  'HEAD /api/reference/ public',
  'POST /api/temp-loads public',
  'DELETE /api/temp-loads/:deviceHash signed-in',
  'GET /api/temp-loads/:deviceHash signed-in',
  'HEAD /api/temp-loads/:deviceHash signed-in',
  'PUT /api/trip-charges/:id/decision provider',
  'POST /api/trip-charges/add device-link',
  'POST /api/trips/:id/assign provider',
  'GET /api/trips/:id/document provider',
  'HEAD /api/trips/:id/document provider',
  'PUT /api/trips/:id/document/registration provider',
  'PUT /api/trips/:id/proof-settings provider',
  'POST /api/trips/:id/waiting-charge provider',
  'POST /api/trips/create provider',
  'GET /api/trips/getbyid/:id signed-in-or-device-link',
  'HEAD /api/trips/getbyid/:id signed-in-or-device-link',
  'GET /api/trips/getbyloadid/:loadId signed-in',
  'HEAD /api/trips/getbyloadid/:loadId signed-in',
  'POST /api/trips/getmytrips provider',
  'PUT /api/trips/update/status/:tripId device-link',
  'GET /api/truckgroup/:groupId signed-in',
  'HEAD /api/truckgroup/:groupId signed-in',
  'GET /api/truckgroup/:groupId/waiting-terms provider',
  'HEAD /api/truckgroup/:groupId/waiting-terms provider',
  'PUT /api/truckgroup/:groupId/waiting-terms provider',
  'GET /api/trucks provider',
  'HEAD /api/trucks provider',
  'POST /api/trucks provider',
  'HEAD /api/trucks/ provider',
  'PUT /api/trucks/:id provider',
  'PUT /api/trucks/:id/reinstate provider',
  'PUT /api/trucks/:id/retire provider',
  'POST /api/trucks/docs/:id provider',
  'POST /api/trucks/images/:id provider',
  'GET /api/trucks/truckId/:id provider',
  'HEAD /api/trucks/truckId/:id provider',
  'GET /api/user-notifications signed-in',
  'HEAD /api/user-notifications signed-in',
  'HEAD /api/user-notifications/ signed-in',
  'PUT /api/user-notifications/:id/read signed-in',
  'PUT /api/user-notifications/read-all signed-in',
  'GET /api/user-notifications/unread-count signed-in',
  'HEAD /api/user-notifications/unread-count signed-in',
  'POST /api/user/logout signed-in',
  'POST /api/user/send-otp public',
  'POST /api/user/session-verify signed-in',
  'POST /api/user/update-profile signed-in',
  'POST /api/user/verify-otp public',
];

const SESSION_ENDED = { success: false, msg: 'Your session has ended. Please sign in again.' };
const NO_ACCESS = { success: false, msg: 'You do not have access to this.' };
const LINK_ACCESS_DENIED = { success: false, msg: 'Access denied' };

type Refusal = { status: 401 | 403; body: typeof SESSION_ENDED };
type Credentials = { token?: string; deviceKey?: string };
type Caller = { name: string; credentials: Credentials };

const byUrlThenMethod = (a: RouteAccessEntry, b: RouteAccessEntry) =>
  a.url.localeCompare(b.url) || a.method.localeCompare(b.method);

let t: TestApp;
let staticDir: string;
beforeAll(async () => {
  // A web build, so the app serves its pages too and their route is in the table.
  staticDir = await mkdtemp(path.join(tmpdir(), 'gf-route-access-'));
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>\n');
  t = await createTestApp({ STATIC_DIR: staticDir });
});
afterAll(async () => {
  await t.close();
  await rm(staticDir, { recursive: true, force: true });
});

describe('the route table', () => {
  it('gives every route of the app an access', () => {
    expect(t.app.routeAccessTable.length).toBeGreaterThan(0);
    for (const route of t.app.routeAccessTable) {
      expect(ROUTE_ACCESS, `${route.method} ${route.url}`).toContain(route.access);
    }
  });

  it('is exactly the reviewed list of routes and their access', () => {
    const table = [...t.app.routeAccessTable]
      .sort(byUrlThenMethod)
      .map(({ method, url, access }) => `${method} ${url} ${access}`);
    expect(table).toEqual(EXPECTED_ROUTES);
  });
});

describe('building an app', () => {
  let guards: Guards;
  beforeAll(() => {
    guards = createServices({
      config: t.config,
      database: t.database,
      clock: t.clock,
      sms: t.sms,
    }).guards;
  });

  /** An app that checks access as buildApp's does, for plugins the real app does not have. */
  function appWithRouteAccess() {
    const app = Fastify({ logger: false });
    registerRouteAccess(app, guards);
    return app;
  }

  /** Registers as buildApp does, awaiting each plugin; a real promise for `rejects`. */
  async function register(app: FastifyInstance, plugin: FastifyPluginAsync, prefix?: string) {
    await app.register(plugin, { prefix });
  }

  it('fails when a plugin registers a route that declares no access, naming the route', async () => {
    const shop: FastifyPluginAsync = async (plugin) => {
      plugin.get('/health', { config: { access: 'public' } }, async () => 'ok');
      plugin.post('/orders/:id/cancel', async () => 'cancelled');
    };
    await expect(register(appWithRouteAccess(), shop, '/api/shop')).rejects.toThrow(
      'Route POST /api/shop/orders/:id/cancel declares no access',
    );
  });

  it('fails when a route declares an access that does not exist', async () => {
    const secret: FastifyPluginAsync = async (plugin) => {
      plugin.get('/api/secret', { config: { access: 'admin' as RouteAccess } }, async () => 'x');
    };
    await expect(register(appWithRouteAccess(), secret)).rejects.toThrow(
      "Route GET /api/secret declares an unknown access 'admin'",
    );
  });

  it("gives a library's routes the access they are registered with, and only theirs", async () => {
    const library: FastifyPluginAsync = async (plugin) => {
      plugin.get('/api/library/page', async () => 'page');
    };
    const app = appWithRouteAccess();
    await withRouteAccess(app, 'public', () => app.register(library));
    expect(app.routeAccessTable).toContainEqual({
      method: 'GET',
      url: '/api/library/page',
      access: 'public',
    });
    const response = await app.inject({ method: 'GET', url: '/api/library/page' });
    expect(response.body).toBe('page');
    await app.close();

    const later = appWithRouteAccess();
    await withRouteAccess(later, 'public', async () => undefined);
    await expect(register(later, library)).rejects.toThrow(
      'Route GET /api/library/page declares no access',
    );
  });
});

describe('the role matrix over every route of the table', () => {
  let callers: Record<
    'anonymous' | 'garbage' | 'revoked' | 'shipper' | 'provider' | 'noRole',
    Caller
  >;
  beforeAll(async () => {
    const shipper = await signInShipper(t);
    const provider = await signInProvider(t);
    const noRole = await signIn(t);
    const revoked = await signIn(t);
    expect((await post(t, '/api/user/logout', {}, revoked.token)).status).toBe(200);
    callers = {
      anonymous: { name: 'no token', credentials: {} },
      garbage: { name: 'a made-up token', credentials: { token: randomBytes(32).toString('hex') } },
      revoked: { name: 'a signed-out token', credentials: { token: revoked.token } },
      shipper: { name: "a shipper's token", credentials: { token: shipper.token } },
      provider: { name: "a provider's token", credentials: { token: provider.token } },
      noRole: { name: 'a token without a chosen role', credentials: { token: noRole.token } },
    };
  });

  /** Who is refused on a route of each access, and how. Public routes refuse no one. */
  function refusalsFor(access: RouteAccess): { caller: Caller; refusal: Refusal }[] {
    const ended = { status: 401, body: SESSION_ENDED } as const;
    const forbidden = { status: 403, body: NO_ACCESS } as const;
    const noDevice = { status: 403, body: LINK_ACCESS_DENIED } as const;
    const unsigned = [
      { caller: callers.anonymous, refusal: ended },
      { caller: callers.garbage, refusal: ended },
      { caller: callers.revoked, refusal: ended },
    ];
    switch (access) {
      case 'public':
      case 'payment-webhook':
        return [];
      case 'signed-in':
      case 'signed-in-or-device-link':
        return unsigned;
      case 'shipper':
        return [
          ...unsigned,
          { caller: callers.provider, refusal: forbidden },
          { caller: callers.noRole, refusal: forbidden },
        ];
      case 'provider':
        return [
          ...unsigned,
          { caller: callers.shipper, refusal: forbidden },
          { caller: callers.noRole, refusal: forbidden },
        ];
      case 'provider-or-device-link':
        // Without a token it is the driver's page: the link service answers that one.
        return [
          { caller: callers.garbage, refusal: ended },
          { caller: callers.revoked, refusal: ended },
          { caller: callers.shipper, refusal: forbidden },
          { caller: callers.noRole, refusal: forbidden },
        ];
      case 'device-link':
        // A token is no device key.
        return [
          { caller: callers.anonymous, refusal: noDevice },
          { caller: callers.provider, refusal: noDevice },
        ];
    }
  }

  /** The route's URL with each path parameter an id that exists nowhere. */
  const concreteUrl = (url: string) =>
    url.replace(/:[A-Za-z]+/g, () => randomUUID()).replace('*', 'anything');

  async function send(route: RouteAccessEntry, { token, deviceKey }: Credentials) {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (deviceKey) headers['x-device-key'] = deviceKey;
    const hasBody = !['GET', 'HEAD'].includes(route.method);
    return t.app.inject({
      method: route.method as 'GET',
      url: concreteUrl(route.url),
      headers,
      ...(hasBody ? { payload: {} } : {}),
    });
  }

  it('refuses each caller without access before the route does anything, and changes nothing', async () => {
    const before = await snapshotDatabase(t.db);
    const wrong: string[] = [];
    let requests = 0;
    for (const route of t.app.routeAccessTable) {
      for (const { caller, refusal } of refusalsFor(route.access ?? 'public')) {
        const response = await send(route, caller.credentials);
        requests += 1;
        // A HEAD answer has no body to compare.
        const body = route.method === 'HEAD' ? refusal.body : response.json();
        if (response.statusCode !== refusal.status || body.msg !== refusal.body.msg) {
          wrong.push(
            `${route.method} ${route.url} (${route.access}) with ${caller.name}: ${response.statusCode} ${response.body}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(changedTables(before, await snapshotDatabase(t.db))).toEqual([]);
    // Every guarded route was tried: the matrix is not empty by accident.
    const guarded = t.app.routeAccessTable.filter(
      (route) => refusalsFor(route.access ?? 'public').length > 0,
    );
    expect(guarded.length).toBeGreaterThan(60);
    expect(requests).toBeGreaterThan(guarded.length * 2);
  });
});
