import { execSync } from 'node:child_process';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { appManifest } from './src/contract/web-manifest';

/**
 * @ionic/react declares no `sideEffects`, so every Ionic component would ship. Its JS (and the
 * core components it wraps) only defines elements when a component is used: mark it pure so
 * the bundle carries just the components we render. CSS keeps its side effects.
 */
const ionicScripts = /node_modules\/@ionic\/(react|core\/components)\/.*\.js$/;

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
    globPatterns: ['**/*.{js,css,html,svg,png,ico,woff,woff2,json}'],
    globIgnores: ['**/*.map', 'sw.js'],
    // The main chunk is about 0.5 MiB; the limit only guards against a runaway bundle.
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  },
});

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

export default defineConfig({
  plugins: [react(), pwa],
  define: { __BUILD_ID__: JSON.stringify(buildIdentity()) },
  build: {
    outDir: 'dist/client',
    sourcemap: true,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => !ionicScripts.test(id),
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
