import { freshPgliteDirectory, removeDirectory } from '../seed/bench-database';
import { startProductionServer } from '../server-process';
import { benchTestPhones } from './test-accounts';

/** Building the web app first (scripts/start.mjs does when sources changed) can take minutes. */
const START_TIMEOUT_MS = 10 * 60_000;

export type RunningServer = { baseUrl: string; stop: () => Promise<void> };

/**
 * `npm start` as in production (it builds the web app when its sources are newer than the build)
 * on a free port, with a fresh embedded database and the benchmark's test phones.
 */
export async function startServer(): Promise<RunningServer> {
  const dataDir = await freshPgliteDirectory();
  try {
    const server = await startProductionServer({
      target: { kind: 'pglite', dataDir },
      script: 'scripts/start.mjs',
      startTimeoutMs: START_TIMEOUT_MS,
      env: {
        PAYMENT_PROVIDER: 'test',
        OTP_TEST_PHONES: benchTestPhones(),
        ALLOW_TEST_PHONES: '1',
      },
    });
    return {
      baseUrl: server.baseUrl,
      stop: async () => {
        await server.stop();
        await removeDirectory(dataDir);
      },
    };
  } catch (error) {
    await removeDirectory(dataDir);
    throw error;
  }
}
