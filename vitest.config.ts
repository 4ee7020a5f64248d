import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { missingServices, onCi } from './tests/support/required-services.ts';

// On CI a missing PostgreSQL, Redis or pg_ctl fails the run here, before any test: otherwise
// their suites would be left out and the run would pass without them.
const missing = onCi() ? missingServices() : [];
if (missing.length > 0) {
  throw new Error(`CI needs every service the server suites use:\n- ${missing.join('\n- ')}`);
}

/** Several server instances on one database at once: only a PostgreSQL server allows that. */
const POSTGRES_ONLY = [
  'tests/server/live-events-across-instances.test.ts',
  'tests/server/session-cache-across-instances.test.ts',
  'tests/server/web-concurrency.test.ts',
  'tests/server/scale-out.test.ts',
  'tests/server/refunds-across-instances.test.ts',
  // pg_dump and pg_restore of a PostgreSQL server's database.
  'tests/server/db-backup-postgres.test.ts',
  // Restarts and crashes a PostgreSQL cluster of its own under a serving process.
  'tests/server/postgres-restart.test.ts',
];

/**
 * With PostgreSQL here (always on CI), the server suite runs there in full, and on PGlite, the
 * embedded default, only what is about the embedded database itself (its folder, backups,
 * restarts, migrations, plans, commit order) and the money, proof and crash invariants; the
 * browser tests run the whole app on PGlite. Without PostgreSQL, PGlite runs every file.
 * TEST_PGLITE_ALL=1 runs every file on both.
 */
const EMBEDDED_DATABASE = [
  'process-lifecycle',
  'db-backup',
  'crash-recovery',
  'idempotent-retry-after-crash',
  'money-never-stranded',
  'guarantee',
  'guarantee-restart',
  'group-commit',
  'idempotency',
  'idempotency-leases',
  'driver-outbox-replay',
  'delivery-proof',
  'invoices',
  'supplementary-invoices',
  'supplementary-invoices-migration',
  'trip-status',
  'platform',
  'position-batches',
  'query-plans',
  'live-events-commit-order',
  'live-events-migration',
  'fleet-retirement-migration',
].map((name) => `tests/server/${name}.test.ts`);
const pgliteFiles =
  process.env.TEST_DATABASE_URL && process.env.TEST_PGLITE_ALL !== '1'
    ? EMBEDDED_DATABASE
    : ['tests/server/**/*.test.ts'];

const postgresProject = process.env.TEST_DATABASE_URL
  ? [
      {
        test: {
          name: 'server-postgres',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // These are about the embedded database's folder; they run once, in `server`.
          exclude: ['tests/server/process-lifecycle.test.ts', 'tests/server/db-backup.test.ts'],
          env: { TEST_DB_KIND: 'postgres' },
          globalSetup: ['tests/global-setup/migrated-postgres.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ]
  : [];

/** The jsdom unit tests: what both of their projects share. */
const unitTests = {
  environment: 'jsdom' as const,
  include: ['tests/unit/**/*.test.{ts,tsx}'],
  setupFiles: ['tests/unit/setup.ts'],
  // A screen test that pages, filters and sorts takes 3–4 s alone; on a shared 2-core machine
  // running the server suites beside it, twice that.
  testTimeout: 15_000,
};

/**
 * Unit files that set process.env.TZ: it moves the clock's zone only on a process's main thread,
 * so they run in a process each (Vitest's default pool), not in the VM pool's worker threads.
 */
const SWITCH_TIME_ZONES = [
  'tests/unit/data-table-filter-predicates.test.tsx',
  'tests/unit/offline-banner.test.tsx',
];

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: a single file at a time on CI's 2
    // cores, one core idle while a file waits on PostgreSQL, a child server or a timer.
    maxWorkers: 2,
    reporters: ['default', './tests/support/test-tally-reporter.ts'],
    projects: [
      {
        plugins: [react()],
        test: {
          ...unitTests,
          name: 'unit',
          exclude: [...configDefaults.exclude, ...SWITCH_TIME_ZONES],
          // Each file in a VM context of a few long-lived workers, not a process of its own: the
          // jsdom files start in a third of the time (measured: 6.0 → 2.9 min on 2 cores).
          pool: 'vmThreads',
        },
        resolve: {
          // Node 20 resolves react-router-dom to its CommonJS build, which requires the ES module
          // of react-router: a VM context cannot. Its ES module build imports it as one.
          alias: [
            {
              find: /^react-router-dom$/,
              replacement: path.resolve(
                import.meta.dirname,
                'node_modules/react-router-dom/dist/index.mjs',
              ),
            },
          ],
        },
      },
      {
        plugins: [react()],
        test: { ...unitTests, name: 'unit-time-zones', include: SWITCH_TIME_ZONES },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: pgliteFiles,
          exclude: [...configDefaults.exclude, ...POSTGRES_ONLY],
          env: { TEST_DB_KIND: 'pglite' },
          globalSetup: ['tests/global-setup/migrated-pglite.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...postgresProject,
    ],
  },
});
