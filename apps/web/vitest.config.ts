import { defineProject } from 'vitest/config';

export default defineProject({
  define: { __BUILD_NUMBER__: JSON.stringify('test') },
  test: {
    name: 'web',
    include: ['src/**/*.test.ts?(x)'],
    // Component tests (*.test.tsx) ask for jsdom in their first line; the rest need no DOM.
    environment: 'node',
    setupFiles: ['src/test/setup.ts'],
    unstubGlobals: true,
  },
});
