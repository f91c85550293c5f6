import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// CI sets BUILD_NUMBER; the client sends it as X-App-Version so the server can tell old tabs apart.
const buildNumber = process.env.BUILD_NUMBER ?? 'local';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  define: { __BUILD_NUMBER__: JSON.stringify(buildNumber) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The one chunk above 500 kB is ECharts, loaded only when a diagram is first shown.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code, so they get their own long-cached files.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/ },
            { name: 'charts', test: /node_modules[\\/](echarts|zrender)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
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
