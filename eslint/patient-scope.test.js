import { fileURLToPath } from 'node:url';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { patientScopeFiles, patientScopeRestriction } from './patient-scope.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The restriction's messages for `code` as if it were the file at `path` (from the root). */
function problems(code, path) {
  const linter = new Linter({ configType: 'flat', cwd: ROOT });
  return linter
    .verify(
      code,
      [
        { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser, sourceType: 'module' } },
        { ...patientScopeFiles, rules: { 'no-restricted-imports': patientScopeRestriction } },
      ],
      { filename: `${ROOT}${path}` },
    )
    .map((message) => message.message);
}

describe('the patient scope restriction', () => {
  it('refuses a feature that applies the scope predicate itself', () => {
    const found = problems(
      "import { inPatientScope } from '../../platform/access/patient-scope.ts';",
      'apps/server/src/features/patients/list-query.ts',
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('patient-data.ts');
  });

  it('lets features use the scoped source and the scope type', () => {
    expect(
      problems(
        "import { patientsOf } from '../../platform/access/patient-data.ts';\nimport type { PatientScope } from '../../platform/access/patient-scope.ts';",
        'apps/server/src/features/patients/list-query.ts',
      ),
    ).toEqual([]);
  });

  it('lets the access module itself build the predicate', () => {
    expect(
      problems(
        "import { inPatientScope } from './patient-scope.ts';",
        'apps/server/src/platform/access/patient-data.ts',
      ),
    ).toEqual([]);
  });
});
