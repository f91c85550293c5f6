import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'packages/learning',
      'apps/server',
      'apps/web',
      // The project's own lint rules.
      { test: { name: 'eslint-rules', include: ['eslint/**/*.test.js'], environment: 'node' } },
    ],
    // Two workers suit the 2-core machines; each server test file holds its own database.
    maxWorkers: 2,
  },
});
