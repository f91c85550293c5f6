import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'learning', include: ['src/**/*.test.ts'] } });
