import { configDefaults, defineConfig } from 'vitest/config';
import { serverTestFiles } from './slow-tests.ts';

const files = serverTestFiles();

export default defineConfig({
  test: {
    name: 'server',
    include: files.include,
    exclude: [...configDefaults.exclude, ...files.exclude],
    globalSetup: ['src/test/global-setup.ts'],
    env: { TZ: 'UTC' },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
