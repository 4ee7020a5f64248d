// `npm start`: builds the web app when its sources are newer than the build, then runs the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';

const sources = [
  'src',
  'public',
  'service-worker',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];
const builtIndex = 'dist/client/index.html';

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
if (Math.max(...sources.map(newestChange)) > builtAt) {
  console.log('Building the web app…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

register();
await import('../server/main.ts');
