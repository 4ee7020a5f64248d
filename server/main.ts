import cluster from 'node:cluster';
import { buildApp } from './app';
import { runClusterPrimary } from './cluster-primary';
import { ConfigError, loadConfig } from './config';
import { demoSignInInstructions, seedDemoAccounts } from './demo/seed-demo-accounts';
import { createDemoServices } from './demo/demo-services';
import { seedDemoMarketplace } from './demo/seed-demo-marketplace';
import { openDatabase } from './db/open-database';
import { DataDirectoryInUseError } from './db/pglite-database';
import { systemClock } from './lib/clock';

async function main() {
  const config = loadConfig();
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    runClusterPrimary(config.webConcurrency);
    return;
  }
  const database = await openDatabase(config);
  // Due guarantee steps run within seconds of their time; old live events are purged.
  const app = await buildApp({ config, database, background: { jobIntervalMs: 5_000 } });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // In-flight requests finish; a stuck one cannot hold the process past 10 s.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  if (config.demoMode) {
    await seedDemoAccounts(database.db, systemClock);
    await seedDemoMarketplace(
      createDemoServices(config, database, systemClock, app.log),
      systemClock,
    );
  }
  await app.listen({ port: config.port, host: config.host });
  if (config.demoMode) console.log(demoSignInInstructions(config.port));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirectoryInUseError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
