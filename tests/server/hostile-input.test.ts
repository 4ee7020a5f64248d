import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changedTables,
  snapshotDatabase,
  type DatabaseSnapshot,
} from './support/database-snapshot';
import {
  credentialsFor,
  hostileRequests,
  ignoredQueries,
  sendRequest,
} from './support/hostile-requests';
import { HOSTILE_ROUTE_CASES, skipReason } from './support/hostile-routes';
import { buildHostileWorld, type HostileWorld } from './support/hostile-world';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Every API route of the built app, as its rightful caller (a signed-in shipper or provider, the
 * bound phone's key), gets generated requests that are valid but for one thing made invalid: a
 * path parameter, a query value (or a repeated one), a body field (wrong type, too long, out of
 * range, a bad date, text the database cannot keep, an unknown or prototype-polluting key), the
 * whole body (unreadable JSON, an array, 100 000 levels deep), an upload (a program, too many
 * files or fields, bad labels), or the device key. Each must be refused with a 4xx and our
 * envelope, and the route's run must leave every table as it was (compared once per route).
 * Routes that take no input get hostile query strings they must ignore. Cases are described in
 * tests/server/support/hostile-routes.ts and generated in hostile-requests.ts.
 */

/** Fixed, so a failure names a seed that reproduces it; HOSTILE_SEED/HOSTILE_RUNS explore more. */
const SEED = Number(process.env.HOSTILE_SEED ?? 20_261_122);
const RUNS_PER_ROUTE = Number(process.env.HOSTILE_RUNS ?? 60);

/**
 * Tables a refusal may still write, and why: none so far. A refused request leaves every table
 * as it was (idempotency keys are not sent here, so none is kept for replay).
 */
const MAY_CHANGE_ON_REFUSAL: string[] = [];

let t: TestApp;
let world: HostileWorld;
const sent = new Map<string, number>();

beforeAll(async () => {
  // Cases come from many addresses (rate limits are not the subject here).
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '100000' });
  world = await buildHostileWorld(t);
});
afterAll(async () => {
  const total = [...sent.values()].reduce((sum, count) => sum + count, 0);
  console.info(`hostile input: ${total} requests to ${sent.size} routes (seed ${SEED})`);
  await t.close();
});

const routeKey = (method: string, url: string) => `${method} ${url}`;
const walked = Object.keys(HOSTILE_ROUTE_CASES);

describe('hostile input to every route', () => {
  it('walks every route of the app, and only those', () => {
    const table = t.app.routeAccessTable.filter((route) => !skipReason(route.method, route.url));
    const keys = table.map((route) => routeKey(route.method, route.url));
    expect(keys.filter((key) => !walked.includes(key))).toEqual([]);
    expect(walked.filter((key) => !keys.includes(key))).toEqual([]);
  });

  it.each(walked)(
    '%s refuses every invalid request with a 4xx and changes nothing',
    async (key) => {
      const [method = '', url = ''] = key.split(' ');
      const route = HOSTILE_ROUTE_CASES[key]?.(world);
      const access = t.app.routeAccessTable.find(
        (entry) => entry.method === method && entry.url === url,
      )?.access;
      if (!route || !access) throw new Error(`${key}: no case, or no declared access`);
      // The caller the route admits, so cases reach validation and the service.
      const credentials = credentialsFor(access, world, { url });
      const ignoresInput = route.noInput && method === 'GET';
      const requests = ignoresInput
        ? ignoredQueries(method, url, credentials)
        : hostileRequests(method, url, route, credentials);

      t.untranslated.length = 0;
      const before: DatabaseSnapshot = await snapshotDatabase(t.db, {
        ignore: MAY_CHANGE_ON_REFUSAL,
      });
      await fc.assert(
        fc.asyncProperty(requests, async (request) => {
          sent.set(key, (sent.get(key) ?? 0) + 1);
          // In Arabic: every refusal must also be said in the caller's language (issue 20).
          const { status, body } = await sendRequest(t, {
            ...request,
            headers: { ...request.headers, 'accept-language': 'ar' },
          });
          const seen = `${request.what} → ${status} ${JSON.stringify(body).slice(0, 300)}`;
          if (ignoresInput) {
            expect(status, seen).toBeLessThan(300);
            return;
          }
          expect(status >= 400 && status < 500, seen).toBe(true);
          expect(body, seen).toEqual({ success: false, msg: expect.stringMatching(/\S/) });
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
      const after = await snapshotDatabase(t.db, { ignore: MAY_CHANGE_ON_REFUSAL });
      expect(changedTables(before, after), `${key} changed the database`).toEqual([]);
      expect(t.untranslated, `${key} answered in English`).toEqual([]);
    },
  );
});
