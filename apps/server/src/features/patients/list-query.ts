import { AI_SCORE_STALE_AFTER_DAYS, type PatientListQuery } from '@vigil/domain';
import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import { idArray } from '../../db/id-array.ts';
import type { DB } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { patientsOf } from '../../platform/access/patient-data.ts';

export type ListSort =
  { kind: 'AI_SCORE' } | { kind: 'NAME' } | { kind: 'REVIEW' } | { kind: 'VARIABLE'; variableId: number };

/**
 * The domain's hasNewDataSinceReview on `patient`: an entry and no review at or after it. One
 * index lookup of patient_review per patient (its primary key), never a pass over the reviews.
 */
const newDataSinceReview = sql<SqlBool>`(patient.last_entry_at is not null and not exists (
  select 1 from patient_review review
  where review.patient_id = patient.id and review.reviewed_at >= patient.last_entry_at))`;

/** The list's filter and inactive toggle, as a predicate on `patient`. */
function kept(query: PatientListQuery) {
  return (eb: ExpressionBuilder<DB, 'patient'>): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [];
    if (!query.showInactive) conditions.push(eb('patient.inactive', '=', false));
    if (query.review === 'new-data') conditions.push(newDataSinceReview);
    if (query.filter) {
      const pattern = `%${query.filter.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      conditions.push(
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
    return conditions.length === 0 ? sql<SqlBool>`true` : eb.and(conditions);
  };
}

/** Patients in the caller's scope that the list's filter and inactive toggle keep. */
function filteredPatients(db: Db, actor: Actor, query: PatientListQuery) {
  return patientsOf(db, actor).patients().where(kept(query));
}

/**
 * How many patients the list shows over all its pages, and whether a patient the toggle keeps
 * (on this page or not) still waits for the clinic's decision. Without a filter both come from the counters the
 * database keeps per set of clinics and responsible user, whatever the size of the scope; a
 * filter's matches are counted.
 */
export async function countPatients(
  db: Db,
  actor: Actor,
  query: PatientListQuery,
): Promise<{ total: number; pendingApproval: boolean }> {
  const patients = patientsOf(db, actor);
  const [counts, filtered] = await Promise.all([
    patients.counts(),
    query.filter || query.review !== 'all'
      ? patients
          .patients()
          .select((eb) => eb.fn.countAll<number>().filterWhere(kept(query)).as('total'))
          .executeTakeFirstOrThrow()
      : undefined,
  ]);
  const total = filtered ? Number(filtered.total) : query.showInactive ? counts.patients : counts.active;
  return { total, pendingApproval: (query.showInactive ? counts.awaiting : counts.awaitingActive) > 0 };
}

/**
 * The ids of one page in list order, as an SQL array for the statement that reads the page's rows.
 * By name, or by AI score (current scores highest first, then stale ones, unscored patients last), the array is that statement's
 * own subquery, so the page costs no statement of its own; by a variable (status in the spec's
 * order, docs/requirements/limits-and-statuses.md#status-sort-order, then value) the ids are read first.
 */
export async function pagePatientIds(
  db: Db,
  actor: Actor,
  query: PatientListQuery,
  sort: ListSort,
  today: string,
): Promise<RawBuilder<number[]>> {
  if (sort.kind === 'VARIABLE') return idArray(await byVariable(db, actor, query, sort.variableId));
  const page = byPatientColumn(db, actor, query, sort, today)
    .limit(query.pageSize)
    .offset(query.page * query.pageSize);
  return sql<number[]>`array(${page})`;
}

function byPatientColumn(
  db: Db,
  actor: Actor,
  query: PatientListQuery,
  sort: { kind: 'NAME' | 'AI_SCORE' | 'REVIEW' },
  today: string,
) {
  const base = filteredPatients(db, actor, query).select('patient.id');
  if (sort.kind === 'REVIEW') {
    // Not reviewed since new data first (ascending), then by AI score as the list's default.
    return base
      .orderBy(sql`case when ${newDataSinceReview} then 0 else 1 end`, query.direction ?? 'asc')
      .orderBy(sql`patient.latest_risk_score desc nulls last`)
      .orderBy('patient.id');
  }
  if (sort.kind === 'NAME') {
    const order = query.direction ?? 'asc';
    return base
      .orderBy(sql`lower(patient.last_name)`, order)
      .orderBy(sql`lower(patient.first_name)`, order)
      .orderBy('patient.id');
  }
  // Current scores first, then stale ones (the domain's rule, aiScoreStaleness), then the
  // unscored, in either direction; by score within each (docs/decisions/ai.md#when-an-ai-score-is-stale-issue-37).
  const order = query.direction ?? 'desc';
  return base
    .orderBy(scoreFreshnessRank(today))
    .orderBy(sql`patient.latest_risk_score ${sql.raw(order)} nulls last`)
    .orderBy('patient.id');
}

/**
 * 0 for a current latest score, 1 for a stale one, 2 without a score: aiScoreStaleness in SQL
 * (the patient's last entry or the score's day more than AI_SCORE_STALE_AFTER_DAYS before today).
 */
function scoreFreshnessRank(today: string): RawBuilder<number> {
  const cutoff = sql`(${today}::date - ${AI_SCORE_STALE_AFTER_DAYS}::int)`;
  return sql<number>`case
    when patient.latest_prediction_id is null then 2
    when (patient.last_entry_at at time zone 'UTC')::date < ${cutoff}
      or (select coalesce(latest.as_of, (latest.created_at at time zone 'UTC')::date) from ai_prediction latest
          where latest.id = patient.latest_prediction_id) < ${cutoff} then 1
    else 0 end`;
}

/**
 * By a variable: the patients with a value by its status rank (kept with the value, migration
 * 0008), then value, then id, followed by those without a value ('anything else', last), by id;
 * descending is the same order reversed. Each group reads its index in order and stops at the end
 * of the page (a walk of `patient_variable_latest_status_idx` for those with a value), and the
 * second group is read only when the first ends before the page does: finding the patients without
 * a value means looking at every patient in scope.
 */
async function byVariable(
  db: Db,
  actor: Actor,
  query: PatientListQuery,
  variableId: number,
): Promise<number[]> {
  const order = query.direction ?? 'asc';
  const upToPage = (query.page + 1) * query.pageSize;
  const valued = (limit: number) =>
    filteredPatients(db, actor, query)
      .innerJoin('patientVariableLatest as latest', 'latest.patientId', 'patient.id')
      .select('patient.id')
      .where('latest.variableId', '=', variableId)
      .where('latest.value', 'is not', null)
      .orderBy('latest.statusRank', order)
      .orderBy('latest.value', order)
      .orderBy('latest.patientId', order)
      .limit(limit)
      .execute();
  const valueless = (limit: number) =>
    filteredPatients(db, actor, query)
      .select('patient.id')
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
      .limit(limit)
      .execute();
  const [first, second] = order === 'asc' ? [valued, valueless] : [valueless, valued];
  const ids = (await first(upToPage)).map((row) => row.id);
  if (ids.length < upToPage) ids.push(...(await second(upToPage - ids.length)).map((row) => row.id));
  return ids.slice(query.page * query.pageSize);
}
