/**
 * Scenario suites of 15 s or more each (a fresh database per scenario, demo seeding, crash
 * recovery). `npm test` leaves them out to stay within a few minutes; `npm run test:slow` runs
 * them, and CI runs both.
 */
export const SLOW_TESTS = [
  'src/features/category-messages/delivery.int.test.ts',
  'src/features/mobile/durability.int.test.ts',
  'src/features/categories/membership.int.test.ts',
  'src/demo/seed.int.test.ts',
  'src/demo/demo-categories.int.test.ts',
  'src/demo/bulk.int.test.ts',
  'src/features/mobile/nightly-entries.int.test.ts',
  'src/features/fhir/demo-validation.int.test.ts',
  'src/backup/backup.int.test.ts',
  'src/platform/many-servers.int.test.ts',
  'src/platform/jobs-once.int.test.ts',
  'src/db/upgrade.int.test.ts',
  'src/platform/no-server-errors.int.test.ts',
  'src/features/statistics/demo-hand-check.int.test.ts',
];

/** Which server tests a run takes: VIGIL_TESTS=fast (the default), slow or all. */
export function serverTestFiles(which = process.env.VIGIL_TESTS ?? 'fast'): {
  include: string[];
  exclude: string[];
} {
  if (which === 'slow') return { include: SLOW_TESTS, exclude: [] };
  if (which === 'all') return { include: ['src/**/*.test.ts'], exclude: [] };
  return { include: ['src/**/*.test.ts'], exclude: SLOW_TESTS };
}
