import { CATALOGUE } from '@vigil/domain';
import { sql, type Expression, type ExpressionBuilder, type QueryCreator, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { Actor } from '../auth/actor.ts';
import { notFound } from '../errors.ts';
import {
  clinicInReach,
  countersInScope,
  inPatientScope,
  type CounterTable,
  type PatientScope,
} from './patient-scope.ts';

/**
 * Whose patients a piece of work may read or write: a caller's scope, or every patient for work
 * that serves no caller. There is no "no scope": code that needs every patient asks for it by
 * name, with its reason (unsafeEveryPatient).
 */
export type PatientReach =
  | { readonly kind: 'caller'; readonly scope: PatientScope }
  | { readonly kind: 'every'; readonly reason: string };

/** The patients a request's caller sees (docs/requirements/roles-and-scope.md#patient-scope). */
export function callerReach(actor: Pick<Actor, 'patientScope'>): PatientReach {
  return { kind: 'caller', scope: actor.patientScope };
}

/** The patients a user's scope reaches when no request is behind the work (a message's owner). */
export function scopeReach(scope: PatientScope): PatientReach {
  return { kind: 'caller', scope };
}

/**
 * Every patient, for work no caller stands behind (jobs, message delivery, training). Say at the
 * call why the work may see every patient; the reason is kept with the reach.
 */
export function unsafeEveryPatient(reason: string): PatientReach {
  return { kind: 'every', reason };
}

/** The reach as a predicate on `patient`: the one place a scope becomes SQL for feature code. */
export function withinReach(reach: PatientReach) {
  return (eb: ExpressionBuilder<DB, 'patient'>): Expression<SqlBool> =>
    reach.kind === 'every' ? sql<boolean>`true` : inPatientScope(reach.scope)(eb);
}

/**
 * The kept counters of a reach in a table of them (patient_count, category_count): the predicate
 * on the table's rows and the column that counts the patients the reach holds — the patients
 * `withinReach` selects, without reading them.
 */
export function countersInReach(reach: PatientReach, table: CounterTable) {
  return {
    within: reach.kind === 'every' ? sql<boolean>`true` : countersInScope(reach.scope, table)(),
    counted: sql.ref(`${table}.patients`),
  };
}

/** The caller's reach as a predicate on `patient`, for a query that starts from a patient's record. */
export function callerSees(actor: Pick<Actor, 'patientScope'>) {
  return withinReach(callerReach(actor));
}

/**
 * A caller's patient data (Medplum builds one repository per login in the same way): every read
 * or write of patient rows made for a request starts here, so none can leave the scope out.
 */
export interface PatientData {
  readonly reach: PatientReach;
  /** The `patient` rows in reach, to select from. */
  patients(): ReturnType<typeof selectPatients>;
  /** An update of the `patient` rows in reach; add the rows' own conditions. */
  updatePatients(): ReturnType<typeof updatePatients>;
  /** A delete of the `patient` rows in reach; add the rows' own conditions. */
  deletePatients(): ReturnType<typeof deletePatients>;
  /**
   * The `patient` rows in reach as a table named `patient`, to join from another table's rows
   * (PostgreSQL flattens it into the join: the plan is the table's own).
   */
  table(): ReturnType<typeof patientTable>;
  /** The reach as a predicate on `patient`, for a query that joins it. */
  readonly within: ReturnType<typeof withinReach>;
  /** The clinics whose patients the reach covers, as a predicate on `clinic`. */
  readonly clinicsInReach: (eb: ExpressionBuilder<DB, 'clinic'>) => Expression<SqlBool>;
  /**
   * How many patients the reach holds (all, or the active ones) and how many of them wait for a
   * clinic decision, from the counters the database keeps: no pass over the patients.
   */
  counts(): Promise<PatientCounts>;
  /**
   * Resolves when the patient exists in reach; otherwise the spec's 404, since outside the
   * caller's scope is the same as not there (docs/requirements/roles-and-scope.md#not-found-outside-scope).
   */
  require(patientId: number): Promise<void>;
}

export interface PatientCounts {
  readonly patients: number;
  readonly active: number;
  readonly awaiting: number;
  readonly awaitingActive: number;
}

/** The patient data a request's caller may read and write. */
export function patientsOf(db: Db, actor: Pick<Actor, 'patientScope'>): PatientData {
  return patientData(db, callerReach(actor));
}

/** Patient data within a reach: a caller's, a user's scope, or every patient (named). */
export function patientData(db: Db, reach: PatientReach): PatientData {
  const within = withinReach(reach);
  return {
    reach,
    within,
    patients: () => selectPatients(db, within),
    table: () => patientTable(db, within),
    updatePatients: () => updatePatients(db, within),
    deletePatients: () => deletePatients(db, within),
    clinicsInReach: (eb) => (reach.kind === 'every' ? sql<boolean>`true` : clinicInReach(reach.scope)(eb)),
    counts: async () => {
      const row = await db
        .selectFrom('patientCount')
        .select((eb) => [
          eb.fn.coalesce(eb.fn.sum<number>('patientCount.patients'), eb.lit(0)).as('patients'),
          eb.fn.coalesce(eb.fn.sum<number>('patientCount.active'), eb.lit(0)).as('active'),
          eb.fn.coalesce(eb.fn.sum<number>('patientCount.awaiting'), eb.lit(0)).as('awaiting'),
          eb.fn.coalesce(eb.fn.sum<number>('patientCount.awaitingActive'), eb.lit(0)).as('awaitingActive'),
        ])
        .where(reach.kind === 'every' ? sql<boolean>`true` : countersInScope(reach.scope))
        .executeTakeFirstOrThrow();
      return {
        patients: Number(row.patients),
        active: Number(row.active),
        awaiting: Number(row.awaiting),
        awaitingActive: Number(row.awaitingActive),
      };
    },
    require: async (patientId) => {
      const found = await selectPatients(db, within)
        .select('patient.id')
        .where('patient.id', '=', patientId)
        .executeTakeFirst();
      if (!found) throw notFound(CATALOGUE.patient.noPatient);
    },
  };
}

type Within = ReturnType<typeof withinReach>;

const selectPatients = (db: Db, within: Within) => db.selectFrom('patient').where(within);
const updatePatients = (db: Db, within: Within) => db.updateTable('patient').where(within);
const deletePatients = (db: Db, within: Within) => db.deleteFrom('patient').where(within);
const patientTable = (db: Db, within: Within) =>
  selectPatients(db, within).selectAll('patient').as('patient');

/**
 * The one patient a device's credential reaches (the mobile API: the device is the patient's
 * own). `db` may be a transaction or a `with` clause's query creator.
 */
export function devicePatient(db: QueryCreator<DB>, patientId: number) {
  return {
    select: () => db.selectFrom('patient').where('patient.id', '=', patientId),
    update: () => db.updateTable('patient').where('patient.id', '=', patientId),
  };
}

/** Scopes asked about in one statement: one boolean column each, so a statement stays small. */
const SCOPES_PER_STATEMENT = 100;

/**
 * Which of the patients each scope reaches, in one statement per hundred scopes: the live screens
 * (features/live-events) announce a change only to the connections whose scope holds the patient.
 * A patient deleted meanwhile is reached by none.
 */
export async function patientsEachScopeReaches(
  db: Db,
  patientIds: readonly number[],
  scopes: readonly PatientScope[],
): Promise<Set<number>[]> {
  const reached = scopes.map(() => new Set<number>());
  if (patientIds.length === 0) return reached;
  for (let first = 0; first < scopes.length; first += SCOPES_PER_STATEMENT) {
    const asked = scopes.slice(first, first + SCOPES_PER_STATEMENT);
    const rows = await db
      .selectFrom('patient')
      .select((eb) => [
        'patient.id',
        sql<boolean[]>`array[${sql.join(asked.map((scope) => inPatientScope(scope)(eb)))}]`.as('reachedBy'),
      ])
      .where('patient.id', '=', sql<number>`any(${sql.val([...patientIds])}::integer[])`)
      .execute();
    for (const row of rows) {
      row.reachedBy.forEach((isReached, index) => {
        if (isReached) reached[first + index]!.add(row.id);
      });
    }
  }
  return reached;
}
