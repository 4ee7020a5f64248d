import { describe, expect, it } from 'vitest';
import {
  checkWebBudgets,
  formatReport,
  htmlScripts,
  lazyRouteModules,
  staticClosure,
  type Budget,
  type Manifest,
} from '../../scripts/web-budgets/budgets.mjs';

/** A tiny build: an entry, a shared vendor chunk, the app shell layout and two lazy pages. */
function fakeManifest(): Manifest {
  return {
    'index.html': {
      file: 'assets/index.js',
      src: 'index.html',
      isEntry: true,
      imports: ['_vendor.js'],
      dynamicImports: [
        'src/app/shell/app-shell.tsx',
        'src/features/trips/trips-page.tsx',
        'src/features/driver/driver-page.tsx',
      ],
    },
    '_vendor.js': { file: 'assets/vendor.js' },
    '_ui.js': { file: 'assets/ui.js', imports: ['_vendor.js'] },
    '_db.js': { file: 'assets/db.js' },
    'src/app/shell/app-shell.tsx': {
      file: 'assets/app-shell.js',
      src: 'src/app/shell/app-shell.tsx',
      isDynamicEntry: true,
      imports: ['index.html', '_ui.js'],
    },
    'src/features/trips/trips-page.tsx': {
      file: 'assets/trips-page.js',
      src: 'src/features/trips/trips-page.tsx',
      isDynamicEntry: true,
      imports: ['_ui.js', '_db.js'],
    },
    'src/features/driver/driver-page.tsx': {
      file: 'assets/driver-page.js',
      src: 'src/features/driver/driver-page.tsx',
      isDynamicEntry: true,
      imports: ['index.html', '_db.js'],
      dynamicImports: ['src/features/trips/trips-page.tsx'],
      css: ['assets/driver-page.css'],
    },
  };
}

const indexHtml = `<!doctype html><html><head>
  <script defer src="/boot.js"></script>
  <script src="https://cdn.example.com/analytics.js"></script>
  <script type="module" crossorigin src="/assets/index.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/vendor.js">
  <link rel="stylesheet" crossorigin href="/assets/index.css">
  <link rel="manifest" href="/manifest.webmanifest">
</head><body><div id="root"></div></body></html>`;

const routerPath = 'src/app/router.tsx';
const routerSource = `
  import { SessionGuard } from './guards/session-guard';
  const routes = [
    { lazy: async () => ({ Component: (await import('./shell/app-shell')).AppShell }) },
    { lazy: async () => ({ Component: (await import('../features/trips/trips-page')).TripsPage }) },
    { lazy: async () => ({ Component: (await import(
      '../features/driver/driver-page'
    )).DriverPage }) },
  ];`;

/** Gzipped sizes in KiB. */
const sizesKiB: Record<string, number> = {
  'boot.js': 1,
  'assets/index.js': 100,
  'assets/vendor.js': 40,
  'assets/ui.js': 20,
  'assets/db.js': 30,
  'assets/app-shell.js': 10,
  'assets/trips-page.js': 15,
  'assets/driver-page.js': 12,
};

const sources: Record<string, string[] | null> = {
  'boot.js': null,
  'assets/index.js': ['src/main.tsx', 'src/app/router.tsx'],
  'assets/vendor.js': [],
  'assets/ui.js': ['src/components/ui/button.tsx'],
  'assets/db.js': ['src/lib/db.ts'],
  'assets/app-shell.js': ['src/app/shell/app-shell.tsx'],
  'assets/trips-page.js': ['src/features/trips/trips-page.tsx'],
  'assets/driver-page.js': ['src/features/driver/driver-page.tsx'],
};

const budgets: Budget[] = [
  { name: 'signed-in shell', routes: [], maxKiB: 250 },
  { name: 'shell + layout', routes: ['src/app/shell/app-shell'], maxKiB: null },
  { name: 'driver link page', routes: ['src/features/driver/driver-page'], maxKiB: 200 },
];

function check(overrides: Partial<Parameters<typeof checkWebBudgets>[0]> = {}) {
  return checkWebBudgets({
    manifest: fakeManifest(),
    indexHtml,
    routerSource,
    routerPath,
    budgets,
    pageFilePattern: /^src\/features\/.+-page\.tsx?$/,
    gzipSize: (file) => {
      const kib = sizesKiB[file];
      if (kib === undefined) throw new Error(`No size for ${file}`);
      return kib * 1024;
    },
    moduleSources: (file) => sources[file] ?? null,
    ...overrides,
  });
}

const rowNamed = (result: ReturnType<typeof check>, name: string) =>
  result.rows.find((row) => row.name === name);

describe('web budgets: the chunk graph', () => {
  it('follows static imports only, each chunk once, through cycles back to the entry', () => {
    expect(staticClosure(fakeManifest(), ['src/features/driver/driver-page.tsx']).sort()).toEqual(
      ['_db.js', '_vendor.js', 'index.html', 'src/features/driver/driver-page.tsx'].sort(),
    );
  });

  it('refuses a chunk the manifest does not have', () => {
    expect(() => staticClosure(fakeManifest(), ['_missing.js'])).toThrow(/no chunk '_missing.js'/);
  });

  it("reads index.html's module scripts and preloads apart from its plain scripts", () => {
    expect(htmlScripts(indexHtml)).toEqual({
      modules: ['assets/index.js', 'assets/vendor.js'],
      classic: ['boot.js'],
    });
  });

  it("finds the router's lazy routes as project paths", () => {
    expect(lazyRouteModules(routerSource, routerPath)).toEqual([
      'src/app/shell/app-shell',
      'src/features/trips/trips-page',
      'src/features/driver/driver-page',
    ]);
  });
});

describe('web budgets: sizes', () => {
  it("adds up index.html's scripts, the entry's graph and the page's chunks with their imports", () => {
    const result = check();
    expect(result.failures).toEqual([]);
    // boot + index + vendor
    expect(rowNamed(result, 'signed-in shell')?.bytes).toBe(141 * 1024);
    // + app-shell + ui
    expect(rowNamed(result, 'shell + layout')?.bytes).toBe(171 * 1024);
    // + driver-page + db; the trips page it imports lazily is not counted, nor its CSS
    const driver = rowNamed(result, 'driver link page');
    expect(driver?.bytes).toBe(183 * 1024);
    expect(driver?.files.map(({ file }) => file)).toEqual([
      'assets/index.js',
      'assets/vendor.js',
      'assets/db.js',
      'assets/driver-page.js',
      'boot.js',
    ]);
  });

  it('fails a page over its budget, with its figure and its budget', () => {
    const result = check({
      budgets: [
        { name: 'driver link page', routes: ['src/features/driver/driver-page'], maxKiB: 150 },
      ],
    });
    expect(result.rows[0]?.ok).toBe(false);
    expect(result.failures).toEqual([
      'driver link page: initial JavaScript is 183.0 KiB gzipped, over its budget of 150 KiB',
    ]);
    const report = formatReport(result);
    expect(report).toMatch(/driver link page\s+5\s+183\.0\s+150\s+OVER/);
    expect(report).toContain('100.0 KiB  assets/index.js');
  });

  it('passes a page exactly at its budget', () => {
    const result = check({
      budgets: [
        { name: 'driver link page', routes: ['src/features/driver/driver-page'], maxKiB: 183 },
      ],
    });
    expect(result.failures).toEqual([]);
    expect(formatReport(result)).toMatch(/driver link page\s+5\s+183\.0\s+183\s+ok/);
  });
});

describe('web budgets: every other route lazy', () => {
  it('fails a route that has no lazy chunk of its own (imported statically somewhere)', () => {
    const manifest = fakeManifest();
    delete manifest['src/features/trips/trips-page.tsx'];
    const result = check({ manifest });
    expect(result.failures).toContain(
      'Route src/features/trips/trips-page is not a lazy chunk of its own: something imports it statically',
    );
  });

  it("fails a route chunk in the entry's static imports", () => {
    const manifest = fakeManifest();
    manifest['index.html']?.imports?.push('src/features/trips/trips-page.tsx');
    const result = check({
      manifest,
      indexHtml: indexHtml.replace(
        '</head>',
        '<link rel="modulepreload" href="/assets/trips-page.js"><link rel="modulepreload" href="/assets/ui.js"><link rel="modulepreload" href="/assets/db.js"></head>',
      ),
    });
    expect(result.failures).toContain(
      "Route src/features/trips/trips-page is in the entry's static imports, so it is not lazy",
    );
  });

  it('fails a page file bundled into the initial JavaScript, even one the router no longer lazy-loads', () => {
    const result = check({
      moduleSources: (file) =>
        file === 'assets/index.js'
          ? ['src/main.tsx', 'src/features/profile/profile-page.tsx']
          : (sources[file] ?? null),
    });
    expect(result.failures).toContain(
      'signed-in shell: page src/features/profile/profile-page.tsx is loaded up front (in assets/index.js), not lazily',
    );
  });

  it("allows a page its own module but not another route's", () => {
    const result = check({
      moduleSources: (file) =>
        file === 'assets/db.js'
          ? ['src/lib/db.ts', 'src/features/trips/trips-page.tsx']
          : (sources[file] ?? null),
    });
    expect(result.failures).toEqual([
      'driver link page: page src/features/trips/trips-page.tsx is loaded up front (in assets/db.js), not lazily',
    ]);
  });

  it('fails when index.html and the manifest disagree (a manifest from another build)', () => {
    const result = check({
      indexHtml: indexHtml.replace('/assets/index.js', '/assets/index-old.js'),
    });
    expect(result.failures[0]).toMatch(/index.html loads .* but the manifest's entry graph is/);
  });

  it('fails when there are no source maps to see the modules by', () => {
    const result = check({ moduleSources: () => null });
    expect(result.failures).toContain(
      'signed-in shell: no source maps, so its modules cannot be checked',
    );
  });
});
