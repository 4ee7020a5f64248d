import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changedTables,
  snapshotDatabase,
  type DatabaseSnapshot,
} from './support/database-snapshot';
import { createTestApp, type TestApp } from './support/test-app';
import { buildTwoOwners, type TwoOwners } from './support/two-owners';

/**
 * Broken object-level authorization, route by route: every route that names a record (in its
 * path, its body, its query or a link header) is called for A's record with B's credentials
 * (the other shipper, the other provider group, the other link's device key, or none), and
 * for B's own record with one of A's in a second id. Each must be refused with its exact
 * status and leave the database as it was; the same read with A's credentials succeeds.
 */
import { accountsCases } from './support/ownership/accounts-cases';
import { loadsCases } from './support/ownership/loads-cases';
import { filesCases } from './support/ownership/files-cases';
import { fleetCases } from './support/ownership/fleet-cases';
import { quotesCases } from './support/ownership/quotes-cases';
import { tripsCases } from './support/ownership/trips-cases';
import { driverLinksCases } from './support/ownership/driver-links-cases';
import {
  EXEMPT,
  UNDOCUMENTED_ID_ROUTES,
  routesWithIdsInBodyOrQuery,
} from './support/ownership/coverage';
import type { Attempt, MatrixCase, Method } from './support/ownership/matrix-case';

const CASES: MatrixCase[] = [
  ...accountsCases,
  ...loadsCases,
  ...filesCases,
  ...fleetCases,
  ...quotesCases,
  ...tripsCases,
  ...driverLinksCases,
];

/** Where a refused request sent with an Idempotency-Key is kept, so its repeat answers the same. */
const KEPT_FOR_REPLAY = 'idempotency_keys';

const routeKey = (entry: { method: string; url: string }) => `${entry.method} ${entry.url}`;
const casesFor = (route: string) =>
  CASES.filter(
    (matrixCase) =>
      matrixCase.route === route ||
      // HEAD runs the GET's handler: every GET case is sent as HEAD too.
      (route.startsWith('HEAD ') && matrixCase.route === `GET ${route.slice(5)}`),
  );

describe('access: no caller reaches another owner’s records', () => {
  let t: TestApp;
  let w: TwoOwners;
  let built: DatabaseSnapshot;
  let current: DatabaseSnapshot;

  beforeAll(async () => {
    t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
    w = await buildTwoOwners(t);
    built = await snapshotDatabase(t.db);
    current = built;
  }, 120_000);
  afterAll(() => t?.close());

  async function send(method: Method | 'HEAD', attempt: Attempt) {
    const response = await t.app.inject({
      method,
      url: attempt.url,
      headers: {
        ...attempt.headers,
        ...(attempt.idempotencyKey ? { 'idempotency-key': attempt.idempotencyKey } : {}),
      },
      ...(attempt.form
        ? { payload: attempt.form() }
        : attempt.body === undefined
          ? {}
          : { payload: attempt.body as Record<string, unknown> }),
    });
    return response;
  }

  const methodOf = (route: MatrixCase['route']) => route.split(' ')[0] as Method;

  it('has a case, or a reason it needs none, for every route that names a record', () => {
    const table = t.app.routeAccessTable.map(routeKey);
    const withPathIds = table.filter((route) => /[:*]/.test(route));
    const withOtherIds = [...routesWithIdsInBodyOrQuery(t.app), ...UNDOCUMENTED_ID_ROUTES];
    const naming = [...new Set([...withPathIds, ...withOtherIds])];

    const uncovered = naming.filter((route) => casesFor(route).length === 0 && !EXEMPT[route]);
    expect(uncovered, 'routes naming a record with no case and no exemption').toEqual([]);
    // Cases and exemptions name routes that exist, so a renamed route cannot hide here.
    const unknown = [...CASES.map((matrixCase) => matrixCase.route), ...Object.keys(EXEMPT)].filter(
      (route) => !table.includes(route),
    );
    expect(unknown, 'cases or exemptions for routes the app does not have').toEqual([]);
    const covered = naming.filter((route) => !EXEMPT[route]);
    expect(covered.length).toBeGreaterThanOrEqual(40);
  });

  it('lets each owner read what the matrix tries, and reading writes nothing', async () => {
    for (const matrixCase of CASES.filter((entry) => entry.owner)) {
      const attempt = matrixCase.attempt(w);
      const response = await send(methodOf(matrixCase.route), {
        ...attempt,
        headers: matrixCase.owner?.(w) ?? {},
      });
      expect(response.statusCode, `${matrixCase.name}, by its owner`).toBe(200);
    }
    expect(changedTables(current, await snapshotDatabase(t.db))).toEqual([]);
  });

  it.each(CASES)('$route: $name → $status', async (matrixCase) => {
    const method = methodOf(matrixCase.route);
    const attempt = matrixCase.attempt(w);
    const response = await send(method, attempt);
    const headStatus = method === 'GET' ? (await send('HEAD', attempt)).statusCode : undefined;
    const after = await snapshotDatabase(t.db);
    const changed = changedTables(current, after).filter(
      (table) => !(attempt.idempotencyKey && table === KEPT_FOR_REPLAY),
    );
    current = after;

    // Soft, so a request that went through also reports what it changed.
    const body = response.json() as { success: boolean; data?: unknown };
    expect.soft(response.statusCode).toBe(matrixCase.status);
    if (headStatus !== undefined)
      expect.soft(headStatus, 'the same as HEAD').toBe(matrixCase.status);
    expect.soft(body.success).toBe(Boolean(matrixCase.answers));
    expect(changed, 'tables this request changed').toEqual([]);
    matrixCase.answers?.(body.data, w);
  });

  it('leaves the database as the two owners built it, but for refusals kept for replay', async () => {
    const changed = changedTables(built, await snapshotDatabase(t.db));
    expect(changed.filter((table) => table !== KEPT_FOR_REPLAY)).toEqual([]);
  });
});
