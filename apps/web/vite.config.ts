import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { bootChunkStaysSmall } from './bootChunk.ts';
import { firstLoadStaysInBudget } from './firstLoadBudget.ts';
import { mantineUseIdFromReact } from './mantineUseId.ts';

// CI sets BUILD_NUMBER; the client sends it as X-App-Version so the server can tell old tabs apart.
const buildNumber = process.env.BUILD_NUMBER ?? 'local';

export default defineConfig({
  root: import.meta.dirname,
  // Gzip and Brotli copies beside each file, served as they are (no compressing per request).
  plugins: [
    mantineUseIdFromReact(),
    bootChunkStaysSmall(),
    firstLoadStaysInBudget(),
    react(),
    compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024 }),
  ],
  define: { __BUILD_NUMBER__: JSON.stringify(buildNumber) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Above 500 kB: the first screen (React DOM, Mantine, the router; 615 kB, 161 kB in Brotli) and
    // ECharts, loaded only when a diagram is first shown.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // What the entry imports statically (the login page and the app's frame) in one file, and the
      // signed-in frame with the patients list in another: one request and one compression window
      // each instead of some thirty and forty-five small shared chunks. Other pages stay lazy.
      output: {
        codeSplitting: {
          groups: [
            // The page's first script with all it imports, alone: it must not wait for the first screen.
            { name: 'boot', test: /src\/boot\.ts$/, priority: 3 },
            { name: 'first-screen', tags: ['$initial'], priority: 2 },
            {
              name: 'signed-in',
              test: /app\/shell\/AuthenticatedLayout\.tsx$|features\/patients\/index\.ts$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/downloads': 'http://localhost:8080',
    },
  },
});
