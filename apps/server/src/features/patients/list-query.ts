import type { PatientListQuery } from '@vigil/domain';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { inPatientScope } from '../../platform/access/patient-scope.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import {
  generalLimitByGenderAndAge,
  limitInForce,
  patientAgeSql,
  statusRankSql,
  statusSql,
} from '../patient-status/index.ts';

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
  today: string,
): Promise<number[]> {
  const base = filteredPatients(db, actor, query).select('patient.id');
  const sorted = orderBy(base, sort, query.direction, today);
  const rows = await sorted
    .orderBy('patient.id')
    .limit(query.pageSize)
    .offset(query.page * query.pageSize)
    .execute();
  return rows.map((row) => row.id);
}

type PatientQuery = SelectQueryBuilder<DB, 'patient', { id: number }>;

function orderBy(
  query: PatientQuery,
  sort: ListSort,
  direction: 'asc' | 'desc' | undefined,
  today: string,
): PatientQuery {
  switch (sort.kind) {
    case 'NAME': {
      const order = direction ?? 'asc';
      return query
        .orderBy(sql`lower(patient.last_name)`, order)
        .orderBy(sql`lower(patient.first_name)`, order);
    }
    case 'AI_SCORE': {
      // The patient row keeps its latest score (migration 0003), so this walks an index in order.
      const order = direction ?? 'desc';
      return query.orderBy(sql`patient.latest_risk_score ${sql.raw(order)} nulls last`);
    }
    case 'VARIABLE': {
      const order = direction ?? 'asc';
      const value = sql`latest.value`;
      return query
        .leftJoin('patientVariableLatest as latest', (join) =>
          join.onRef('latest.patientId', '=', 'patient.id').on('latest.variableId', '=', sort.variableId),
        )
        .leftJoin('limitUser as own', (join) =>
          join.onRef('own.patientId', '=', 'patient.id').on('own.variableId', '=', sort.variableId),
        )
        .leftJoin(generalLimitByGenderAndAge(sql`${sort.variableId}`).as('general'), (join) =>
          join.on(
            sql<boolean>`general.patient_gender = patient.gender and general.age = ${patientAgeSql('patient', today)}`,
          ),
        )
        .orderBy(statusRankSql(statusSql(value, limitInForce('own', 'general'))), order)
        .orderBy(sql`${value} ${sql.raw(order)} nulls last`);
    }
  }
}
