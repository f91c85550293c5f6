import { defineProject } from 'vitest/config';

export default defineProject({
  define: { __BUILD_NUMBER__: JSON.stringify('test') },
  test: { name: 'web', include: ['src/**/*.test.ts?(x)'], environment: 'node' },
});
