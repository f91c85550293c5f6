import { defineConfig } from 'vitest/config';

// Browser tests compare dates the server renders; UTC keeps them independent of the machine.
process.env.TZ = 'UTC';

export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Each file starts its own server and browser; running them one after another keeps timings honest.
    fileParallelism: false,
    env: { TZ: 'UTC' },
    // A page waiting on the server can take a few seconds on a busy machine; 1 s (the default) is too short.
    expect: { poll: { timeout: 10_000 } },
  },
});
