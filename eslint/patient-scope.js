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

/** Where the restriction holds: all server code but the access module that defines the scope. */
export const patientScopeFiles = {
  files: ['apps/server/src/**/*.ts'],
  ignores: ['apps/server/src/platform/access/**'],
};
