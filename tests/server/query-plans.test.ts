import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenarios } from '../../bench/load/scenarios';
import { SMALL_SCALE } from '../../bench/seed/bench-fixtures';
import { seedDatabase } from '../../bench/seed/seed-database';
import { rowsOf } from '../../server/db/database';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The benchmark's hot endpoints, on the benchmark's own data (small scale): each runs a fixed,
 * small number of queries whatever the data (no N+1), and every query it runs can be answered
 * from an index, never by reading a whole large table.
 */

type Recorded = { query: string; params: unknown[] };
let recorded: Recorded[] = [];
let t: TestApp;

/** Tables that grow with the business: a sequential scan of one is a missing index. */
const LARGE_TABLES = [
  'loads',
  'quotes',
  'trips',
  'truck_positions',
  'notifications',
  'sessions',
  'users',
  'driver_links',
  'live_events',
  'idempotency_keys',
];

/**
 * Queries a request may run, at most, once its caller's session is in the session cache (the
 * guard then reads none; the cold read is planned below all the same).
 */
const QUERY_BUDGET: Record<string, number> = {
  'find loads, first page': 2,
  'find loads, filters + deep page': 2,
  'my loads (shipper)': 2,
  // The load, its quotes, its live trip, its payments, and whether it has an invoice.
  'load details with quotes': 5,
  'trips with filters': 2,
  // A page of a long list and its count; a fleet's page also reads its members' files.
  'trucks, first page (5,000)': 3,
  'drivers, first page (5,000)': 3,
  'my loads, first page (5,000)': 2,
  'trips, first page': 2,
  'driver links, first page': 2,
  'unread count': 1,
  'notifications page': 2,
  // Reports are stored in batches: the links, the fixes, the live events, whatever the batch.
  'position report (driver link)': 3,
  'status update (driver link)': 13,
};

/** Indexes the hottest queries must be planned on. */
const EXPECTED_INDEXES: Record<string, string[]> = {
  'find loads, first page': ['loads_open_created_idx', 'quotes_group_find_idx'],
  'find loads, filters + deep page': ['loads_open_source_city_idx', 'quotes_group_find_idx'],
  'unread count': ['notifications_user_unread_idx'],
  'notifications page': ['notifications_user_created_idx'],
  'my loads, first page (5,000)': ['loads_shipper_created_idx'],
  'trips, first page': ['trips_group_created_idx'],
  'driver links, first page': ['driver_links_group_created_idx'],
  'position report (driver link)': ['truck_positions_trip_recorded_idx', 'users_group_id_idx'],
};

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
};

function* nodesOf(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* nodesOf(child);
}

/**
 * The logged statement again, with its parameters bound the same way: each as one parameter,
 * arrays too (positions are stored from one array per column).
 */
function rebuilt({ query, params }: Recorded): SQL {
  const parts = query.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, index) =>
      index % 2 === 0 ? sql.raw(part) : sql`${sql.param(params[Number(part) - 1])}`,
    ),
  );
}

/** A bound parameter written as an SQL literal, typed by its use as PREPARE infers it. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    return `'{${value.map((item) => JSON.stringify(item instanceof Date ? item.toISOString() : String(item))).join(',')}}'`;
  }
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value as string);
  return `'${text.replaceAll("'", "''")}'`;
}

let preparedCount = 0;

/**
 * The plan PostgreSQL would choose if it could avoid reading whole tables at all. On PostgreSQL
 * it is the generic plan each connection keeps for a prepared statement (plan_cache_mode
 * force_generic_plan, as the server runs), planned without the parameters' values.
 */
async function planOf(statement: Recorded): Promise<PlanNode[]> {
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    let explained: SQL;
    const name = `query_plan_${++preparedCount}`;
    if (t.database.kind === 'postgres') {
      await tx.execute(sql.raw(`prepare ${name} as ${statement.query}`));
      const values = statement.params.map(literal).join(', ');
      explained = sql.raw(`explain (format json) execute ${name}${values ? `(${values})` : ''}`);
    } else {
      explained = sql.join([sql.raw('explain (format json) '), rebuilt(statement)]);
    }
    const result = await tx.execute(explained);
    if (t.database.kind === 'postgres') await tx.execute(sql.raw(`deallocate ${name}`));
    const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(result);
    const plan = (
      typeof row?.['QUERY PLAN'] === 'string' ? JSON.parse(row['QUERY PLAN']) : row?.['QUERY PLAN']
    ) as { Plan: PlanNode }[];
    return [...nodesOf(plan[0]!.Plan)];
  });
}

const readsSession = (query: string) => /from "sessions"/i.test(query);

const isPlannable = (query: string) =>
  /^\s*(select|with|insert|update|delete)\b/i.test(query) && !/pg_notify/.test(query);

beforeAll(async () => {
  t = await createTestApp(
    {},
    { logger: { logQuery: (query, params) => recorded.push({ query, params }) } },
  );
  await seedDatabase(t.db, SMALL_SCALE);
  // The seed's rows are dated by the database's clock; positions must not look from the future.
  t.clock.advance(Date.now() - t.clock.now().getTime());
}, 120_000);
afterAll(async () => t.close());

describe('hot endpoints on the benchmark data', () => {
  it('plans prepared statements once per connection on PostgreSQL', async () => {
    const [row] = rowsOf<{ plan_cache_mode: string }>(
      await t.db.execute(sql`show plan_cache_mode`),
    );
    // PGlite, one connection inside the process, keeps PostgreSQL's default.
    expect(row?.plan_cache_mode).toBe(
      t.database.kind === 'postgres' ? 'force_generic_plan' : 'auto',
    );
  });

  for (const scenario of scenarios.filter((candidate) => candidate.name in QUERY_BUDGET)) {
    it(`${scenario.name}: few queries, each on an index`, async () => {
      const seen = new Set<string>();
      // Two callers with different amounts of data run the same number of queries.
      const counts: number[] = [];
      // The first call of a kind may also run hourly housekeeping (the idempotency purge).
      const warmUp = scenario.request(1, SMALL_SCALE);
      await t.app.inject({
        method: warmUp.method,
        url: warmUp.path,
        headers: warmUp.headers,
        payload: warmUp.body,
      });
      for (const n of [0, 7]) {
        const request = scenario.request(n, SMALL_SCALE);
        const statements: Recorded[] = [];
        if (request.headers.authorization) {
          // A signed-in caller's first request reads its session (planned below, like the rest);
          // the ones after answer it from memory.
          recorded = [];
          const first = await t.app.inject({
            method: 'GET',
            url: '/api/user-notifications/unread-count',
            headers: { authorization: request.headers.authorization },
          });
          expect(first.statusCode, first.body).toBe(200);
          statements.push(...recorded.filter((entry) => readsSession(entry.query)));
        }
        recorded = [];
        const response = await t.app.inject({
          method: request.method,
          url: request.path,
          headers: request.headers,
          payload: request.body,
        });
        expect(response.statusCode, response.body).toBe(200);
        const run = recorded.filter(
          (entry) => !/^\s*(begin|commit|rollback|savepoint|release)/i.test(entry.query),
        );
        counts.push(run.length);
        statements.push(...run);
        if (request.headers.authorization) {
          expect(run.filter((entry) => readsSession(entry.query))).toEqual([]);
        }
        for (const statement of statements.filter((entry) => isPlannable(entry.query))) {
          const nodes = await planOf(statement);
          for (const node of nodes) {
            if (node['Node Type'] === 'Seq Scan') {
              expect(
                LARGE_TABLES,
                `${statement.query} reads all of ${node['Relation Name']}`,
              ).not.toContain(node['Relation Name']);
            }
            if (node['Index Name']) seen.add(node['Index Name']);
          }
        }
      }
      expect(counts[0]).toBe(counts[1]);
      expect(counts[0]).toBeLessThanOrEqual(QUERY_BUDGET[scenario.name]!);
      for (const index of EXPECTED_INDEXES[scenario.name] ?? []) expect([...seen]).toContain(index);
    });
  }
});
