import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { BackupError } from './backup-error';

export type PostgresTool = 'pg_dump' | 'pg_restore';

/** Debian and Ubuntu keep every installed version's tools here, off the PATH. */
const DEBIAN_VERSIONS = '/usr/lib/postgresql';

/** The tool on the PATH, else the newest version's in /usr/lib/postgresql; null when neither. */
export function findPostgresTool(tool: PostgresTool): string | null {
  for (const folder of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    if (existsSync(path.join(folder, tool))) return path.join(folder, tool);
  }
  const versions = existsSync(DEBIAN_VERSIONS)
    ? readdirSync(DEBIAN_VERSIONS).sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const candidate = path.join(DEBIAN_VERSIONS, version, 'bin', tool);
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** The tool, or a refusal that gives the command to run where it is installed. */
export function requirePostgresTool(tool: PostgresTool, commandToRun: string): string {
  const found = findPostgresTool(tool);
  if (found) return found;
  throw new BackupError(
    `${tool} is not installed here (PostgreSQL's client tools: the package postgresql-client). ` +
      `Install it, or run this where it is:\n  ${commandToRun}`,
  );
}

/**
 * Runs a PostgreSQL client tool, on the database at `databaseUrl` when given. The password goes
 * in the environment, not on the command line, where other users of the machine could read it.
 */
export async function runPostgresTool(
  executable: string,
  args: string[],
  databaseUrl?: string,
): Promise<string> {
  const env = { ...process.env };
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
    args = [...args, `--dbname=${url.toString()}`];
  }
  try {
    const { stdout } = await promisify(execFile)(executable, args, {
      env,
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new BackupError(`${path.basename(executable)} failed: ${stderr || String(error)}`);
  }
}
