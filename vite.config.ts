import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist/client', sourcemap: true, chunkSizeWarningLimit: 600 },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
