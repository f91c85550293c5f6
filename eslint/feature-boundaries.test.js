import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { vigil } from './feature-boundaries.js';
import { ruleProblems } from './test-lint.js';

// Inside the repository, where the linter looks for files (the files need not exist).
const SERVER = fileURLToPath(new URL('../apps/server/src', import.meta.url));

const problems = ruleProblems('feature-boundaries', vigil.rules['feature-boundaries']);

describe('the feature boundary rule', () => {
  it("refuses an import of another feature's inside", () => {
    expect(
      problems("import { x } from '../patients/list-service.ts';", `${SERVER}/features/categories/panels.ts`),
    ).toEqual([
      "'../patients/list-service.ts' is inside the feature 'patients': import it from that feature's index.ts or pages.ts (its public faces).",
    ]);
  });

  it('refuses it however it is written: re-exported, imported later, or from outside the features', () => {
    expect(
      problems("export * from '../patients/columns.ts';", `${SERVER}/features/categories/index.ts`),
    ).toHaveLength(1);
    expect(
      problems("await import('../../patients/columns.ts');", `${SERVER}/features/ai/tasks/runner.ts`),
    ).toHaveLength(1);
    expect(problems("import { a } from './features/users/routes.ts';", `${SERVER}/app.ts`)).toHaveLength(1);
  });

  it("allows another feature's index.ts and pages.ts, and anything within the same feature", () => {
    expect(
      problems("import { x } from '../patients/index.ts';", `${SERVER}/features/categories/panels.ts`),
    ).toEqual([]);
    expect(problems("await import('../features/users/pages.ts');", `${SERVER}/app/router.tsx`)).toEqual([]);
    expect(
      problems(
        "import { x } from '../patients/details/pages.ts';",
        `${SERVER}/features/categories/panels.ts`,
      ),
    ).toHaveLength(1);
    expect(
      problems("import { x } from '../learning/fit.ts';", `${SERVER}/features/ai/treatment/train.ts`),
    ).toEqual([]);
    expect(problems("import { x } from './features/users/index.ts';", `${SERVER}/app.ts`)).toEqual([]);
    expect(problems("import { x } from '@vigil/domain';", `${SERVER}/features/users/routes.ts`)).toEqual([]);
  });

  it('lets tests and their helpers reach inside, since they check the inside', () => {
    expect(
      problems("import { x } from '../patients/columns.ts';", `${SERVER}/features/categories/panels.test.ts`),
    ).toEqual([]);
    expect(
      problems("import { x } from '../mobile/test-world.ts';", `${SERVER}/features/ai/test-world.ts`),
    ).toEqual([]);
  });
});
