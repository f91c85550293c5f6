/**
 * Patient scope by construction: outside `platform/access`, code reaches patient rows through
 * the scoped source (`patientsOf`, `callerSees`, or `unsafeEveryPatient` with a reason), never
 * by applying a scope predicate itself, so no query can leave the scope out by forgetting it.
 */
export const patientScopeRestriction = [
  'error',
  {
    patterns: [
      {
        group: ['**/access/patient-scope.ts'],
        importNames: ['inPatientScope', 'clinicInReach'],
        message:
          'Reach patients through platform/access/patient-data.ts (patientsOf, callerSees, or unsafeEveryPatient with a reason).',
      },
    ],
  },
];

/** The query builder's calls that name a table to read, write or join (Kysely). */
const TABLE_CALLS = new Set([
  'selectFrom',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'using',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'crossJoin',
  'innerJoinLateral',
  'leftJoinLateral',
  'crossJoinLateral',
]);
/** The `patient` table, bare or with an alias ('patient as p'). */
const PATIENT_TABLE = /^\s*patient(\s+as\s+\w+)?\s*$/;

function tableName(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return null;
}

/**
 * The `patient` table itself is read, written and joined only inside `platform/access`: a query
 * anywhere else that names it could leave the scope out. Outside, take the rows from the scoped
 * source (`patients()`, `updatePatients()`, `deletePatients()`, `table()` to join), for a caller
 * or for `unsafeEveryPatient(reason)`. Inserting a new patient names no existing row and is free.
 */
export const patientTable = {
  meta: {
    type: 'problem',
    docs: { description: 'Read, write or join the patient table only through platform/access.' },
    messages: {
      raw: "'{{call}}' on the patient table outside platform/access: take the rows from patient-data.ts (patientsOf(db, actor) or patientData(db, unsafeEveryPatient(reason)): patients(), updatePatients(), deletePatients(), table() to join).",
    },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        const { callee } = node;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (!TABLE_CALLS.has(callee.property.name)) return;
        const first = node.arguments[0];
        const named = first?.type === 'ArrayExpression' ? first.elements : [first];
        if (named.some((element) => PATIENT_TABLE.test(tableName(element) ?? ''))) {
          context.report({ node, messageId: 'raw', data: { call: callee.property.name } });
        }
      },
    };
  },
};

/** Where the import restriction holds: all server code but the access module that defines the scope. */
export const patientScopeFiles = {
  files: ['apps/server/src/**/*.ts'],
  ignores: ['apps/server/src/platform/access/**'],
};

/**
 * Where the patient table rule holds: as the import restriction, but not in tests and their
 * helpers, which build and inspect patient rows directly.
 */
export const patientTableFiles = {
  files: patientScopeFiles.files,
  ignores: [
    ...patientScopeFiles.ignores,
    'apps/server/src/**/*.test.ts',
    'apps/server/src/**/test-*.ts',
    'apps/server/src/test/**',
  ],
};
