import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    env: { TZ: 'UTC' },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
