import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { customerBranches } from './customer-branches.js';
import { ruleProblems } from './test-lint.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FEATURE = `${ROOT}apps/server/src/features/ai/predictions/daily-job.ts`;

const problems = ruleProblems('customer-branches', customerBranches);

describe('the customer branches rule', () => {
  it('refuses a comparison of the customer with a name, however it is reached', () => {
    for (const code of [
      "if (customer === 'bedwetting') run();",
      "if (options.customer !== 'generic') run();",
      "const shown = 'bedwetting' == config.customer;",
      "const bedwetting = useFlavour()?.customer === 'bedwetting';",
      'const branded = session.data?.customerName === `bedwetting`;',
      "switch (customer) { case 'generic': break; }",
    ])
      expect(problems(code, FEATURE), code).toHaveLength(1);
  });

  it("reads the flavour's fields, and lets tests run each flavour by name", () => {
    expect(problems("if (flavourOf(customer).model === 'treatment_outcome') run();", FEATURE)).toEqual([]);
    expect(problems('const known = customer === undefined;', FEATURE)).toEqual([]);
    expect(problems("const open = variable.flavour === 'both';", FEATURE)).toEqual([]);
    expect(
      problems("if (customer === 'bedwetting') run();", `${ROOT}apps/server/src/features/ai/x.int.test.ts`),
    ).toEqual([]);
  });
});
