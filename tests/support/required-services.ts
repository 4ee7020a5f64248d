import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Debian and Ubuntu keep each installed version's server binaries here. */
const DEBIAN_VERSIONS = '/usr/lib/postgresql';

/** The newest installed version's folder holding initdb and pg_ctl; null when there is none. */
export function postgresServerBinaries(): string | null {
  if (!existsSync(DEBIAN_VERSIONS)) return null;
  const versions = readdirSync(DEBIAN_VERSIONS).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(DEBIAN_VERSIONS, version, 'bin');
    if (existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

/** CI sets CI=true; there, a suite that would be left out for want of a service is a failure. */
export const onCi = (env: NodeJS.ProcessEnv = process.env) =>
  ['true', '1'].includes((env.CI ?? '').toLowerCase());

/**
 * What the server suites need beyond Node, each with what is missing when it is not there.
 * Locally a missing service leaves its suites out (reported as skipped); on CI it fails the run,
 * so a green CI always means the PostgreSQL and Redis suites ran.
 */
export function missingServices(env: NodeJS.ProcessEnv = process.env): string[] {
  const missing: string[] = [];
  if (!env.TEST_DATABASE_URL) {
    missing.push('PostgreSQL: TEST_DATABASE_URL is not set, so no server test runs on PostgreSQL');
  }
  if (!env.TEST_REDIS_URL) {
    missing.push(
      'Redis: TEST_REDIS_URL is not set, so the shared rate-limit suites would be skipped',
    );
  }
  if (!postgresServerBinaries()) {
    missing.push(
      `PostgreSQL server binaries: no initdb and pg_ctl under ${DEBIAN_VERSIONS}/*/bin, so the restart suite would be skipped`,
    );
  }
  return missing;
}
