// `npm run db:restore -- <file> [--force]`: a db:backup back into place (README, "Backups").
import path from 'node:path';
import { loadConfig } from '../server/config';
import { failureMessage } from '../server/db/backup/backup-error';
import { restoreDatabase } from '../server/db/backup/restore-database';

const args = process.argv.slice(2);
const force = args.includes('--force');
const [file, ...rest] = args.filter((arg) => arg !== '--force');
if (!file || file.startsWith('-') || rest.length > 0) {
  console.error('Usage: npm run db:restore -- <file> [--force]');
  process.exit(2);
}

try {
  const config = loadConfig();
  const summary = await restoreDatabase(config, file, { force });
  const database = config.databaseUrl
    ? 'the PostgreSQL database at DATABASE_URL'
    : `DATA_DIR ${path.resolve(config.dataDir)}`;
  console.log(
    `Restored ${path.resolve(file)} and ${summary.uploadedFiles} uploaded file(s) ` +
      `into ${database}, migrated to the current schema.`,
  );
  if (summary.setAside) console.log(`What it held before is in ${summary.setAside}${path.sep}`);
} catch (error) {
  console.error(failureMessage(error));
  process.exit(1);
}
