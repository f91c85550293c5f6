import { defineProject } from 'vitest/config';
import { mantineUseIdFromReact } from './mantineUseId.ts';

export default defineProject({
  plugins: [mantineUseIdFromReact()],
  define: { __BUILD_NUMBER__: JSON.stringify('test') },
  test: {
    name: 'web',
    include: ['src/**/*.test.ts?(x)', '*.test.ts'],
    // Component tests (*.test.tsx) ask for jsdom in their first line; the rest need no DOM.
    environment: 'node',
    setupFiles: ['src/test/setup.ts'],
    // Room for findBy's 5 s (src/test/setup.ts) on a loaded host; a passing test takes far less.
    testTimeout: 20_000,
    unstubGlobals: true,
    // Through vite, so that its plugin's useId reaches Mantine's components here too.
    server: { deps: { inline: [/@mantine\//] } },
  },
});
