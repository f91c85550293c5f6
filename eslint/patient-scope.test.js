import { fileURLToPath } from 'node:url';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import {
  patientScopeFiles,
  patientScopeRestriction,
  patientTable,
  patientTableFiles,
} from './patient-scope.js';

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

/** The patient table rule's messages for `code` as if it were the file at `path` (from the root). */
function tableProblems(code, path) {
  const linter = new Linter({ configType: 'flat', cwd: ROOT });
  return linter
    .verify(
      code,
      [
        { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser, sourceType: 'module' } },
        {
          ...patientTableFiles,
          plugins: { vigil: { rules: { 'patient-table': patientTable } } },
          rules: { 'vigil/patient-table': 'error' },
        },
      ],
      { filename: `${ROOT}${path}` },
    )
    .map((message) => message.message);
}

const FEATURE = 'apps/server/src/features/limits/queries.ts';

describe('the patient table rule', () => {
  it('refuses a raw read, update, delete or join of the patient table outside platform/access', () => {
    for (const breach of [
      "db.selectFrom('patient').selectAll().execute();",
      "db.selectFrom('patient as p').selectAll().execute();",
      "db.selectFrom(['patient', 'clinic']).selectAll().execute();",
      "db.updateTable('patient').set({ inactive: true }).execute();",
      "db.deleteFrom('patient').execute();",
      "db.selectFrom('limitUser').innerJoin('patient', 'patient.id', 'limitUser.patientId');",
      "db.selectFrom('limitUser').leftJoin('patient as p', 'p.id', 'limitUser.patientId');",
      "db.with('touched', (q) => q.updateTable(`patient`).set({ inactive: true }));",
    ]) {
      const found = tableProblems(breach, FEATURE);
      expect(found, breach).toHaveLength(1);
      expect(found[0]).toContain('patient-data.ts');
    }
  });

  it('lets code take the rows from the scoped source, and name other tables', () => {
    expect(
      tableProblems(
        [
          "patientsOf(db, actor).patients().select('patient.id');",
          "db.selectFrom('limitUser').innerJoin(patients.table(), 'patient.id', 'limitUser.patientId');",
          "db.selectFrom('patientClinic').innerJoin('patientVariable', 'patientVariable.id', 'x.id');",
          "db.insertInto('patient').values({ firstName: 'A' });",
        ].join('\n'),
        FEATURE,
      ),
    ).toEqual([]);
  });

  it('holds neither in the access module nor in tests', () => {
    const raw = "db.selectFrom('patient').selectAll().execute();";
    expect(tableProblems(raw, 'apps/server/src/platform/access/patient-data.ts')).toEqual([]);
    expect(tableProblems(raw, 'apps/server/src/features/limits/limits.int.test.ts')).toEqual([]);
    expect(tableProblems(raw, 'apps/server/src/features/limits/test-world.ts')).toEqual([]);
  });
});
