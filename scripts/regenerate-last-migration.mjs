// While a migration has not landed, schema changes rewrite it instead of stacking new ones.
// Usage: node scripts/regenerate-last-migration.mjs <tag-name>   (e.g. the_deal)
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

const name = process.argv[2];
if (!name) throw new Error('Name the migration, e.g. the_deal');
const folder = 'server/db/migrations';
const journalPath = `${folder}/meta/_journal.json`;
const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
const last = journal.entries.at(-1);
if (last?.tag.endsWith(`_${name}`)) {
  journal.entries.pop();
  writeFileSync(journalPath, `${JSON.stringify(journal, null, 2)}\n`);
  rmSync(`${folder}/${last.tag}.sql`, { force: true });
  rmSync(`${folder}/meta/${String(last.idx).padStart(4, '0')}_snapshot.json`, { force: true });
}
execFileSync('npx', ['drizzle-kit', 'generate', '--name', name], { stdio: 'inherit' });
