// The web budgets of issue 8, computed from Vite's build manifest (the chunk graph) with no file
// access of its own: the caller passes the sizes and the modules of each built file, so the rules
// run the same on a real build (scripts/check-web-budgets.mjs) and on a tiny fake (the unit tests).
import path from 'node:path';

export const KIB = 1024;

/** The one chunk index.html loads (`isEntry`). */
export function entryKey(manifest) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) {
    throw new Error(`Expected one entry chunk in the manifest, found ${entries.length}`);
  }
  return entries[0];
}

/** The chunks `keys` load before they run: themselves and their static imports, transitively. */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk '${key}'`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
}

/** The JavaScript files of those chunks, each once. */
export function javascriptFiles(manifest, keys) {
  return [...new Set(keys.map((key) => manifest[key].file))].filter((file) => file.endsWith('.js'));
}

/** The manifest key of a source module (`src/a/b` names `src/a/b.tsx`), or undefined. */
export function chunkKeyOf(manifest, modulePath) {
  const candidates = ['', '.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts'];
  const key = candidates.map((suffix) => modulePath + suffix).find((found) => manifest[found]);
  // A chunk the build's groups made (vite.config.ts) has no module of its own: found by its name.
  return (
    key ??
    Object.keys(manifest).find(
      (found) => found.startsWith('_') && manifest[found].name === modulePath,
    )
  );
}

/**
 * The modules the router loads with `import('…')` (its lazy routes), as project paths without
 * extension. Static imports are not routes here: a page imported statically is caught by the
 * page-file rule instead.
 */
export function lazyRouteModules(routerSource, routerPath) {
  const specifiers = [...routerSource.matchAll(/import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)];
  return [
    ...new Set(specifiers.map(([, spec]) => path.posix.join(path.posix.dirname(routerPath), spec))),
  ];
}

/**
 * The scripts index.html loads from this site, without the leading '/': `modules` (module scripts
 * and modulepreload links, the entry's graph) and `classic` (plain <script src>, outside the graph).
 */
export function htmlScripts(indexHtml) {
  const modules = [];
  const classic = [];
  for (const tag of indexHtml.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const url = tag.match(/\b(?:src|href)="([^"]+)"/)?.[1];
    if (!url || !url.startsWith('/') || url.startsWith('//')) continue;
    const file = url.slice(1);
    if (tag.startsWith('<link')) {
      if (/\brel="modulepreload"/.test(tag)) modules.push(file);
    } else if (/\btype="module"/.test(tag)) modules.push(file);
    else classic.push(file);
  }
  return { modules, classic };
}

/**
 * Runs every check. `budgets`: `{ name, routes: [module paths], maxKiB }` (maxKiB null: shown,
 * not enforced); each measures what index.html loads (its plain scripts, the entry chunk and its
 * static imports) plus the routes' chunks and their static imports. `gzipSize(file)` gives a
 * built file's gzipped bytes; `moduleSources(file)` the project paths of the source modules in it
 * (from its source map), or null for a file without one (the bundler's runtime has no sources; a
 * build without any map fails the check).
 *
 * Every other route lazy: each `import('…')` of the router must be a dynamic-entry chunk of its
 * own outside the entry's static graph, and no initial graph may hold a route module or a page
 * file (`pageFilePattern`) other than the page's own, whichever module imported it.
 */
export function checkWebBudgets({
  manifest,
  indexHtml,
  routerSource,
  routerPath,
  budgets,
  pageFilePattern,
  gzipSize,
  moduleSources,
}) {
  const failures = [];
  const entry = entryKey(manifest);
  const entryClosure = staticClosure(manifest, [entry]);

  // The manifest must be this build's: index.html loads exactly the entry's static graph.
  const html = htmlScripts(indexHtml);
  const expected = javascriptFiles(manifest, entryClosure).sort();
  const loaded = [...html.modules].sort();
  if (expected.join() !== loaded.join()) {
    failures.push(
      `index.html loads [${loaded.join(', ')}] but the manifest's entry graph is ` +
        `[${expected.join(', ')}]: is the manifest from another build?`,
    );
  }

  // Every route module the router imports lazily has a chunk of its own, loaded only on demand.
  const routes = lazyRouteModules(routerSource, routerPath);
  if (routes.length === 0) failures.push(`${routerPath} loads no route lazily`);
  const routeFiles = new Set();
  for (const route of routes) {
    const key = chunkKeyOf(manifest, route);
    const chunk = key && manifest[key];
    if (!chunk || !chunk.isDynamicEntry || chunk.isEntry) {
      failures.push(
        `Route ${route} is not a lazy chunk of its own: something imports it statically`,
      );
      continue;
    }
    routeFiles.add(key);
    if (entryClosure.includes(key)) {
      failures.push(`Route ${route} is in the entry's static imports, so it is not lazy`);
    }
  }

  const rows = budgets.map((budget) => {
    const own = budget.routes.map((route) => {
      const key = chunkKeyOf(manifest, route);
      if (!key) throw new Error(`Budget '${budget.name}': no chunk for ${route} in the manifest`);
      return key;
    });
    const keys = staticClosure(manifest, [entry, ...own]);
    const files = [...html.classic, ...javascriptFiles(manifest, keys)];
    const sized = files.map((file) => ({ file, bytes: gzipSize(file) }));
    const bytes = sized.reduce((sum, { bytes: size }) => sum + size, 0);
    const ok = budget.maxKiB == null || bytes <= budget.maxKiB * KIB;
    if (!ok) {
      failures.push(
        `${budget.name}: initial JavaScript is ${formatKiB(bytes)} KiB gzipped, ` +
          `over its budget of ${budget.maxKiB} KiB`,
      );
    }

    // No other page rides along: no route's module and no page file in this initial graph.
    // A chunk of the build's groups holds its pages: they are its own.
    const allowed = new Set(
      own.flatMap((key) =>
        manifest[key].src ? [manifest[key].src] : (moduleSources(manifest[key].file) ?? [key]),
      ),
    );
    const pageModules = new Set([...routeFiles].map((key) => manifest[key].src ?? key));
    const mapped = files.map((file) => ({ file, sources: moduleSources(file) }));
    if (mapped.every(({ sources }) => sources === null)) {
      failures.push(`${budget.name}: no source maps, so its modules cannot be checked`);
    }
    for (const { file, sources } of mapped) {
      for (const source of sources ?? []) {
        const isPage = pageModules.has(source) || pageFilePattern.test(source);
        if (isPage && !allowed.has(source)) {
          failures.push(
            `${budget.name}: page ${source} is loaded up front (in ${file}), not lazily`,
          );
        }
      }
    }
    return { ...budget, files: sized.sort((a, b) => b.bytes - a.bytes), bytes, ok };
  });

  return { rows, routes, failures: [...new Set(failures)] };
}

export const formatKiB = (bytes) => (bytes / KIB).toFixed(1);

/** A small table of the figures; the biggest files of each row over budget below it. */
export function formatReport({ rows, routes }) {
  const header = ['initial JavaScript', 'files', 'gzip KiB', 'budget KiB', ''];
  const lines = rows.map((row) => [
    row.name,
    String(row.files.length),
    formatKiB(row.bytes),
    row.maxKiB == null ? '-' : String(row.maxKiB),
    row.maxKiB == null ? '' : row.ok ? 'ok' : 'OVER',
  ]);
  const widths = header.map((_, i) =>
    Math.max(...[header, ...lines].map((line) => line[i].length)),
  );
  const render = (line) =>
    line
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  const out = [render(header), ...lines.map(render)];
  for (const row of rows.filter((r) => !r.ok)) {
    out.push('', `${row.name}, largest files:`);
    for (const { file, bytes } of row.files.slice(0, 8)) {
      out.push(`  ${formatKiB(bytes).padStart(7)} KiB  ${file}`);
    }
  }
  out.push('', `${routes.length} routes loaded lazily by the router.`);
  return out.join('\n');
}
