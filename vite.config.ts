import { execSync } from 'node:child_process';
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type LogLevel, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
// With extensions: Vite's native config loader (its future default) resolves no extensionless path.
import { appManifest } from './src/contract/web-manifest.ts';
import { driverLinkChunkGroups } from './scripts/driver-chunks.ts';
import { firstScreens } from './scripts/vite-first-screens.ts';
import { precompress } from './scripts/vite-precompress.ts';

/**
 * @ionic/react declares no `sideEffects`, so every Ionic component would ship. Its JS (and the
 * core components it wraps) only defines elements when a component is used: mark it pure so
 * the bundle carries just the components we render. CSS keeps its side effects.
 */
const ionicScripts = /node_modules\/@ionic\/(react|core\/components)\/.*\.js$/;
/**
 * @ionic/react builds a few wrappers (IonNav, IonPage, IonTabBar, IonRouterOutlet, IonIcon) with
 * factory calls it does not mark pure, unlike all its others, so IonNav kept ion-nav in the entry
 * although we never render it: they are pure, say so. (ion-tabs, ion-tab-bar, ion-back-button and
 * ion-router-outlet still ship: its class components extend `React.Component`, a property read
 * the bundler must assume has effects.)
 */
const ionicPureFactories = ['createForwardRef', 'createReactComponent'];

/**
 * vite-plugin-pwa builds the worker in a Vite build of its own, which would log at 'info' whatever
 * the app's build was asked for (`npm start` asks for warnings only): it logs at the app's level.
 */
let appLogLevel: LogLevel | undefined;
const recordAppLogLevel: Plugin = {
  name: 'record-app-log-level',
  configResolved(config) {
    appLogLevel = config.logLevel;
  },
};
const workerBuildAtAppLogLevel: Plugin = {
  name: 'worker-build-at-app-log-level',
  config: () => (appLogLevel ? { logLevel: appLogLevel } : {}),
};

/**
 * The service worker (service-worker/sw.ts) is built by vite-plugin-pwa into dist/client/sw.js with
 * the precache list injected. Every file the app can load is precached, lazy route chunks
 * included, so a reload with no network shows any page (DESIGN §7). We register it ourselves
 * (src/app/pwa) and ask before a new one takes over.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'service-worker',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  manifest: appManifest,
  // The icons are in dist/client and matched below; the plugin adds manifest.webmanifest itself.
  includeManifestIcons: false,
  injectManifest: {
    // A classic script, as src/app/pwa registers it (iife also builds without the deprecated
    // inlineDynamicImports the plugin sets for 'es').
    rollupFormat: 'iife',
    buildPlugins: { vite: [workerBuildAtAppLogLevel] },
    // No fonts: the build's only ones are the languages' (src/app/fonts), which would cost every
    // phone all of them at install; the worker keeps a language's when it is chosen (sw.ts).
    globPatterns: ['**/*.{js,css,html,svg,png,ico,json}'],
    globIgnores: ['**/*.map', 'sw.js'],
    // The main chunk is about 0.5 MiB; the limit only guards against a runaway bundle.
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  },
});

/**
 * Vite's build manifest (the chunk graph) is for scripts/check-web-budgets.mjs, not for browsers:
 * the build writes it to dist/client/.vite/ and this moves it beside dist/client, where the server
 * does not serve it. The worker's precache never lists it either way (dot folders are not globbed).
 */
const BUILD_MANIFEST = 'dist/client-manifest.json';
function buildManifestOutsideClient(): Plugin {
  let root = process.cwd();
  return {
    name: 'build-manifest-outside-client',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    writeBundle(options) {
      const viteFolder = path.join(options.dir ?? path.resolve(root, 'dist/client'), '.vite');
      const target = path.resolve(root, BUILD_MANIFEST);
      mkdirSync(path.dirname(target), { recursive: true });
      renameSync(path.join(viteFolder, 'manifest.json'), target);
      rmSync(viteFolder, { recursive: true, force: true });
    },
  };
}

/**
 * The build's identity: the persisted query cache is dropped when it changes (DESIGN §7). The
 * commit names the code; outside a git checkout every build counts as new.
 */
function buildIdentity(): string {
  try {
    return execSync('git rev-parse --short=12 HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return `local-${Date.now()}`;
  }
}

const driverLinkChunks = driverLinkChunkGroups(import.meta.dirname);

const define = { __BUILD_ID__: JSON.stringify(buildIdentity()) };

export default defineConfig({
  plugins: [
    react(),
    driverLinkChunks.plugin,
    recordAppLogLevel,
    pwa,
    buildManifestOutsideClient(),
    precompress(),
    // Beside the build manifest, for the same reason: the server reads it, browsers never do.
    firstScreens({ target: 'dist/client-first-screens.json', define }),
  ],
  define,
  build: {
    outDir: 'dist/client',
    // A language's strings stay JSON files fetched when that language is in use (src/app/i18n.ts),
    // never inlined into the scripts as data URLs, however small.
    assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => !ionicScripts.test(id),
        manualPureFunctions: ionicPureFactories,
      },
      output: {
        // What index.html's entry loads before anything renders stays in the entry's own chunk
        // rather than in five small ones beside it (the lazy chunks that share some of it import it
        // from the entry): each file is a request of its own on a phone's few connections.
        // The reference data's labels ride in the chunk of the data itself: one file fewer for
        // every page to list (the names of a language stay apart, fetched with that language).
        // The data without its schemas (contract/reference.ts imports zod, which the driver's
        // page must not fetch).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            ...driverLinkChunks.groups,
            {
              name: 'reference',
              test: /src\/(contract\/(countries\.ts|reference\/(truck-types\.ts|countries\.json))|lib\/reference-names\/)/,
              // Only these modules: zod and the rest keep the chunks they share with other pages.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
