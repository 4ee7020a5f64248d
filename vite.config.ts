import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * @ionic/react declares no `sideEffects`, so every Ionic component would ship. Its JS (and the
 * core components it wraps) only defines elements when a component is used: mark it pure so
 * the bundle carries just the components we render. CSS keeps its side effects.
 */
const ionicScripts = /node_modules\/@ionic\/(react|core\/components)\/.*\.js$/;

export default defineConfig({
  plugins: [react()],
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
