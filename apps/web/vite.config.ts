import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

// CI sets BUILD_NUMBER; the client sends it as X-App-Version so the server can tell old tabs apart.
const buildNumber = process.env.BUILD_NUMBER ?? 'local';

export default defineConfig({
  root: import.meta.dirname,
  // Gzip and Brotli copies beside each file, served as they are (no compressing per request).
  plugins: [react(), compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024 })],
  define: { __BUILD_NUMBER__: JSON.stringify(buildNumber) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The one chunk above 500 kB is ECharts, loaded only when a diagram is first shown.
    chunkSizeWarningLimit: 600,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/downloads': 'http://localhost:8080',
    },
  },
});
