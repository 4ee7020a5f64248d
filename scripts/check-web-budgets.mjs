// Web budgets (issue 8), run by `npm test` after `npm run build`: a size check, not a timing.
// Usage: node scripts/check-web-budgets.mjs   (from the project folder, after `vite build`)
//
// The initial JavaScript of a page is what must load before it can render: the entry chunk
// index.html loads and its static imports (the modulepreload links), plus the page's lazy route
// chunks and their static imports. Each file is gzipped at level 9 and the sizes are added up.
// The chunk graph is Vite's build manifest, which the build writes beside dist/client rather than
// in it (vite.config.ts), so it is neither served nor precached.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { checkWebBudgets, formatReport } from './web-budgets/budgets.mjs';

const distDir = 'dist/client';
const manifestFile = 'dist/client-manifest.json';
const routerPath = 'src/app/router.tsx';

const budgets = [
  // What loads before any lazy route chunk: index.html's scripts, the entry and its static imports,
  // and the app of shippers and providers the entry imports for their addresses (src/main.tsx).
  { name: 'signed-in shell', routes: ['src/app/app'], maxKiB: 250 },
  // Shown, not enforced: signed in, every page also sits in the AppShell layout route (a lazy chunk).
  {
    name: 'shell + AppShell layout',
    routes: ['src/app/app', 'src/app/shell/app-shell'],
    maxKiB: null,
  },
  // docs/product.md §2 trip/:id/details/:detailsId, opened by drivers on phones with weak signal:
  // the entry and the chunks the build gathers the driver's app and page into (scripts/driver-chunks.ts).
  {
    name: 'driver link page',
    routes: ['driver-link', 'app-and-driver-link', 'driver-link-shared'],
    maxKiB: 150,
  },
];

function readBuilt(file) {
  try {
    return readFileSync(file);
  } catch {
    console.error(`Cannot read ${file}: run \`npm run build\` first.`);
    process.exit(1);
  }
}

/** The project paths of the modules in a built file, from its source map; node_modules left out. */
function moduleSources(file) {
  const mapFile = path.join(distDir, `${file}.map`);
  if (!existsSync(mapFile)) return null;
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const base = path.resolve(path.dirname(mapFile), map.sourceRoot ?? '');
  return map.sources
    .map((source) =>
      path.relative(process.cwd(), path.resolve(base, source)).split(path.sep).join('/'),
    )
    .filter((source) => !source.startsWith('..') && !source.includes('node_modules/'));
}

const result = checkWebBudgets({
  manifest: JSON.parse(readBuilt(manifestFile).toString('utf8')),
  indexHtml: readBuilt(path.join(distDir, 'index.html')).toString('utf8'),
  routerSource: readFileSync(routerPath, 'utf8'),
  routerPath,
  budgets,
  // By the project's naming, a page component lives in src/features/<area>/<name>-page.tsx.
  pageFilePattern: /^src\/features\/.+-page\.tsx?$/,
  gzipSize: (file) => gzipSync(readBuilt(path.join(distDir, file)), { level: 9 }).length,
  moduleSources,
});

console.log(formatReport(result));
if (result.failures.length > 0) {
  console.error(`\nWeb budgets failed:\n${result.failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
