import { execFile, execFileSync } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../bench/server-process';

export type StopMode = 'smart' | 'fast' | 'immediate';

/**
 * A PostgreSQL cluster of the test's own (trust auth, a free port on 127.0.0.1, its socket in
 * its folder), so a test may stop and crash it without touching the machine's shared server.
 * PostgreSQL refuses to run as root: as root, its tools run as the `postgres` user.
 */
export async function startPrivatePostgres(bin: string) {
  const root = await mkdtemp(path.join(tmpdir(), 'gf-private-pg-'));
  const dataDir = path.join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    await chown(root, uid, gid);
  }
  const run = async (tool: string, args: string[]) => {
    const [command, commandArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
    try {
      await promisify(execFile)(command, commandArgs, { cwd: root });
    } catch (error) {
      const stderr = (error as { stderr?: string }).stderr ?? '';
      throw new Error(`${tool} ${args.join(' ')} failed: ${stderr || String(error)}`);
    }
  };
  const port = await freePort();
  // fsync off: the test crashes the server, not the machine, and the disk is shared.
  const serverOptions = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const logFile = path.join(root, 'server.log');
  const start = () =>
    run('pg_ctl', ['start', '-D', dataDir, '-w', '-t', '60', '-l', logFile, '-o', serverOptions]);

  await run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  await start();

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** `pg_ctl restart`: stops with `mode`, starts again, waits until it accepts connections. */
    restart: (mode: StopMode) =>
      run('pg_ctl', [
        'restart',
        ...['-D', dataDir, '-w', '-t', '60', '-m', mode, '-l', logFile, '-o', serverOptions],
      ]),
    /** `immediate` is a crash: no checkpoint, every backend killed, recovery on the next start. */
    stop: (mode: StopMode) => run('pg_ctl', ['stop', '-D', dataDir, '-w', '-t', '60', '-m', mode]),
    start,
    async dispose() {
      await run('pg_ctl', ['stop', '-D', dataDir, '-w', '-m', 'immediate']).catch(() => undefined);
      await rm(root, { recursive: true, force: true });
    },
  };
}

export type PrivatePostgres = Awaited<ReturnType<typeof startPrivatePostgres>>;
