import type { PatientListQuery } from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { inPatientScope } from '../../platform/access/patient-scope.ts';
import type { Actor } from '../../platform/auth/actor.ts';

export type ListSort = { kind: 'AI_SCORE' } | { kind: 'NAME' } | { kind: 'VARIABLE'; variableId: number };

/** Patients in the caller's scope that the list's filter and inactive toggle keep. */
function filteredPatients(db: Db, actor: Actor, query: PatientListQuery) {
  let base = db.selectFrom('patient').where(inPatientScope(actor.patientScope));
  if (!query.showInactive) base = base.where('patient.inactive', '=', false);
  if (query.filter) {
    const pattern = `%${query.filter.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    base = base.where((eb) =>
      eb.or([
        eb(sql<string>`patient.first_name || ' ' || patient.last_name`, 'ilike', pattern),
        eb('patient.socialSecurityNr', 'ilike', pattern),
        eb('patient.email', 'ilike', pattern),
        eb.exists(
          eb
            .selectFrom('patientClinic')
            .innerJoin('clinic', 'clinic.id', 'patientClinic.clinicId')
            .select('patientClinic.patientId')
            .whereRef('patientClinic.patientId', '=', 'patient.id')
            .where('clinic.name', 'ilike', pattern),
        ),
      ]),
    );
  }
  return base;
}

export async function countPatients(db: Db, actor: Actor, query: PatientListQuery): Promise<number> {
  const row = await filteredPatients(db, actor, query)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** True when a patient in scope still waits for the clinic's decision. */
export async function hasPendingApproval(db: Db, actor: Actor): Promise<boolean> {
  const row = await db
    .selectFrom('patient')
    .select('patient.id')
    .where(inPatientScope(actor.patientScope))
    .where('patient.approvedClinic', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The ids of one page, in list order. Sorting by a variable orders by status in the spec's
 * order (core §4), then by value; by AI score, highest first with unscored patients last.
 */
export async function pagePatientIds(
  db: Db,
  actor: Actor,
  query: PatientListQuery,
  sort: ListSort,
): Promise<number[]> {
  const ordered =
    sort.kind === 'VARIABLE'
      ? byVariable(db, actor, query, sort.variableId)
      : byPatientColumn(db, actor, query, sort)
          .limit(query.pageSize)
          .offset(query.page * query.pageSize)
          .compile();
  const { rows } = await db.executeQuery<{ id: number }>(ordered);
  return rows.map((row) => row.id);
}

function byPatientColumn(db: Db, actor: Actor, query: PatientListQuery, sort: { kind: 'NAME' | 'AI_SCORE' }) {
  const base = filteredPatients(db, actor, query).select('patient.id');
  if (sort.kind === 'NAME') {
    const order = query.direction ?? 'asc';
    return base
      .orderBy(sql`lower(patient.last_name)`, order)
      .orderBy(sql`lower(patient.first_name)`, order)
      .orderBy('patient.id');
  }
  // The patient row keeps its latest score (migration 0003), so this walks an index in order.
  const order = query.direction ?? 'desc';
  return base.orderBy(sql`patient.latest_risk_score ${sql.raw(order)} nulls last`).orderBy('patient.id');
}

/** A row of the variable sort's two branches: the patient and the keys of list order. */
interface RankedRow {
  id: number;
  branch: number;
  rank: number | null;
  value: number | null;
}

/**
 * By a variable: the patients with a value by its status rank (kept with the value, migration
 * 0008), then value, then id, followed by those without a value ('anything else', last), by id;
 * descending is the same order reversed. Each branch reads its index in order and stops at the end
 * of the page (a walk of `patient_variable_latest_status_idx` for the first), so only the rows up to
 * the page are ranked, not every patient in scope.
 */
function byVariable(db: Db, actor: Actor, query: PatientListQuery, variableId: number) {
  const order = query.direction ?? 'asc';
  const upToPage = (query.page + 1) * query.pageSize;
  const valued = filteredPatients(db, actor, query)
    .innerJoin('patientVariableLatest as latest', 'latest.patientId', 'patient.id')
    .select(['patient.id', sql<number>`0`.as('branch'), 'latest.statusRank as rank', 'latest.value'])
    .where('latest.variableId', '=', variableId)
    .where('latest.value', 'is not', null)
    .orderBy('latest.statusRank', order)
    .orderBy('latest.value', order)
    .orderBy('latest.patientId', order)
    .limit(upToPage);
  const valueless = filteredPatients(db, actor, query)
    .select([
      'patient.id',
      sql<number>`1`.as('branch'),
      sql<number | null>`null::smallint`.as('rank'),
      sql<number | null>`null::float8`.as('value'),
    ])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('patientVariableLatest as latest')
            .select('latest.patientId')
            .whereRef('latest.patientId', '=', 'patient.id')
            .where('latest.variableId', '=', variableId)
            .where('latest.value', 'is not', null),
        ),
      ),
    )
    .orderBy('patient.id', order)
    .limit(upToPage);
  // Parenthesised, each branch keeps its own order and limit (a builder's union would not).
  const ranked = sql<RankedRow>`((${valued}) union all (${valueless}))`;
  return db
    .selectFrom(ranked.as('ranked'))
    .select('ranked.id')
    .orderBy('ranked.branch', order)
    .orderBy('ranked.rank', order)
    .orderBy('ranked.value', order)
    .orderBy('ranked.id', order)
    .limit(query.pageSize)
    .offset(query.page * query.pageSize)
    .compile();
}
