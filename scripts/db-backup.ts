// `npm run db:backup -- [file]`: the database and the uploaded files (README, "Backups").
import path from 'node:path';
import { loadConfig } from '../server/config';
import { backUpDatabase } from '../server/db/backup/back-up-database';
import { failureMessage } from '../server/db/backup/backup-error';

const args = process.argv.slice(2);
if (args.length > 1 || args.some((arg) => arg.startsWith('-'))) {
  console.error('Usage: npm run db:backup -- [file]');
  process.exit(2);
}

try {
  const config = loadConfig();
  const summary = await backUpDatabase(config, args[0]);
  const database = config.databaseUrl
    ? 'the PostgreSQL database at DATABASE_URL'
    : `the embedded database in ${path.resolve(config.dataDir, 'pglite')}`;
  console.log(
    `Backed up ${database} and ${summary.uploadedFiles} uploaded file(s) to\n` +
      `  ${summary.file}\n  ${summary.uploads}${path.sep}\n` +
      'Keep the two together: a restore needs both.',
  );
} catch (error) {
  console.error(failureMessage(error));
  process.exit(1);
}
