import type { PatientConnection } from '@vigil/domain';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * Which patients a user sees (docs/requirements/roles-and-scope.md#patient-scope), resolved from their patientConnection:
 * their own patients, their clinics' patients, their organizations' patients, the patients no
 * clinic holds yet (MISSING_CLINIC, docs/decisions/identity-and-access.md#no-clinic-yet-missing_clinic), or none.
 * ANOTHER_USER_PATIENTS borrows the other user's resolved scope. A deactivated patient stays
 * in scope: the user's onlyActivePatients is only the list toggle's default
 * (docs/decisions/patients-list.md#deactivated-patients), so a patient deactivated by mistake can be found and activated again.
 */
export type PatientScope =
  | { readonly kind: 'own'; readonly userId: number }
  | { readonly kind: 'clinics'; readonly clinicIds: readonly number[] }
  | { readonly kind: 'organizations'; readonly clinicIds: readonly number[] }
  | { readonly kind: 'unassigned' }
  | { readonly kind: 'none' };

export interface ScopeOwner {
  readonly id: number;
  readonly patientConnection: PatientConnection;
  readonly clinicIds: readonly number[];
}

/** Resolves a user's scope; `other` is the user named for ANOTHER_USER_PATIENTS, if any. */
export function resolvePatientScope(user: ScopeOwner, other: ScopeOwner | undefined): PatientScope {
  switch (user.patientConnection) {
    case 'OWN_PATIENTS':
      return { kind: 'own', userId: user.id };
    case 'CLINIC':
      return { kind: 'clinics', clinicIds: user.clinicIds };
    case 'ORGANIZATION':
      return { kind: 'organizations', clinicIds: user.clinicIds };
    case 'ANOTHER_USER_PATIENTS': {
      // One level only: borrowing from a user who borrows in turn would hide where access comes from.
      if (!other || other.patientConnection === 'ANOTHER_USER_PATIENTS') return { kind: 'none' };
      return { ...resolvePatientScope(other, undefined) };
    }
    case 'MISSING_CLINIC':
      return { kind: 'unassigned' };
  }
}

/**
 * The one SQL predicate that limits a query on `patient` to the caller's scope. Feature code
 * reaches it only through the scoped source (patient-data.ts); a lint rule holds that.
 */
export function inPatientScope(scope: PatientScope) {
  return (eb: ExpressionBuilder<DB, 'patient'>): Expression<SqlBool> => {
    return scopeReach(eb, scope);
  };
}

function scopeReach(eb: ExpressionBuilder<DB, 'patient'>, scope: PatientScope): Expression<SqlBool> {
  switch (scope.kind) {
    case 'own':
      return eb('patient.responsibleUserId', '=', scope.userId);
    case 'clinics':
      if (scope.clinicIds.length === 0) return sql<boolean>`false`;
      return eb.exists(
        eb
          .selectFrom('patientClinic')
          .select('patientClinic.patientId')
          .whereRef('patientClinic.patientId', '=', 'patient.id')
          .where('patientClinic.clinicId', 'in', [...scope.clinicIds]),
      );
    case 'organizations':
      if (scope.clinicIds.length === 0) return sql<boolean>`false`;
      return eb.exists(
        eb
          .selectFrom('patientClinic')
          .innerJoin('clinic', 'clinic.id', 'patientClinic.clinicId')
          .select('patientClinic.patientId')
          .whereRef('patientClinic.patientId', '=', 'patient.id')
          .where('clinic.organizationId', 'in', (sub) =>
            sub
              .selectFrom('clinic as own')
              .select('own.organizationId')
              .where('own.id', 'in', [...scope.clinicIds]),
          ),
      );
    case 'unassigned':
      return eb.not(
        eb.exists(
          eb
            .selectFrom('patientClinic')
            .select('patientClinic.patientId')
            .whereRef('patientClinic.patientId', '=', 'patient.id'),
        ),
      );
    case 'none':
      return sql<boolean>`false`;
  }
}

/**
 * The clinics whose patients a scope reaches. A patient may be moved only into one of them, so a
 * move never hands a child to a clinic the caller has no access to; a move across organizations
 * needs a caller whose scope covers both (security issue, item 4).
 */
export function clinicInReach(scope: PatientScope) {
  return (eb: ExpressionBuilder<DB, 'clinic'>): Expression<SqlBool> => {
    switch (scope.kind) {
      case 'own':
        return eb(
          'clinic.id',
          'in',
          eb
            .selectFrom('userClinic')
            .select('userClinic.clinicId')
            .where('userClinic.userId', '=', scope.userId),
        );
      case 'clinics':
        return scope.clinicIds.length === 0
          ? sql<boolean>`false`
          : eb('clinic.id', 'in', [...scope.clinicIds]);
      case 'organizations':
        if (scope.clinicIds.length === 0) return sql<boolean>`false`;
        return eb('clinic.organizationId', 'in', (sub) =>
          sub
            .selectFrom('clinic as own')
            .select('own.organizationId')
            .where('own.id', 'in', [...scope.clinicIds]),
        );
      // The pool belongs to no clinic; its patients are handed to one by a user who holds that clinic.
      case 'unassigned':
      case 'none':
        return sql<boolean>`false`;
    }
  };
}

/** The tables of kept counters, a row per set of clinics and responsible user (migrations 0021, 0023). */
export type CounterTable = 'patient_count' | 'category_count';

/**
 * The rows of a table of kept counters (patient_count, migration 0021; category_count, 0023) that
 * hold the patients a scope reaches: the same patients as inPatientScope, counted without reading
 * them. Each patient is in exactly one row of a table (its set of clinics and its responsible
 * user, and in category_count its set of categories), so a sum counts nobody twice.
 */
export function countersInScope(scope: PatientScope, table: CounterTable = 'patient_count') {
  const clinicIds = sql.ref(`${table}.clinic_ids`);
  return (): Expression<SqlBool> => {
    switch (scope.kind) {
      case 'own':
        return sql<boolean>`${sql.ref(`${table}.responsible_user_id`)} = ${scope.userId}`;
      case 'clinics':
        if (scope.clinicIds.length === 0) return sql<boolean>`false`;
        return sql<boolean>`${clinicIds} && ${sql.val([...scope.clinicIds])}::integer[]`;
      case 'organizations':
        if (scope.clinicIds.length === 0) return sql<boolean>`false`;
        return sql<boolean>`${clinicIds} && array(select clinic.id from clinic
          where clinic.organization_id in (select own.organization_id from clinic own
            where own.id = any(${sql.val([...scope.clinicIds])}::integer[])))`;
      case 'unassigned':
        return sql<boolean>`${clinicIds} = '{}'::integer[]`;
      case 'none':
        return sql<boolean>`false`;
    }
  };
}
