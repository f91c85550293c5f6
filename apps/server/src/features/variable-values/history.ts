import {
  historyPeriodStart,
  VARIABLE_HISTORY_MESSAGES,
  type Customer,
  type GroupedVariableHistory,
  type HistoryDuration,
  type Language,
  type PatientVariableValue,
  type VariableHistory,
} from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { idArray } from '../../db/id-array.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { listCatalogue } from '../variables/index.ts';
import { badRequest } from '../../platform/errors.ts';
import { patientsOf } from '../../platform/access/patient-data.ts';

interface HistoryRequest {
  readonly actor: Actor;
  readonly customer: Customer;
  readonly patientId: number;
  readonly time: HistoryDuration;
}

type VariableInfo = Omit<VariableHistory, 'values'>;

/** GET /patients/{id}/variablehistory: every variable of the flavour with its values in the period. */
export async function patientVariableHistory(db: Db, request: HistoryRequest): Promise<VariableHistory[]> {
  await patientsOf(db, request.actor).require(request.patientId);
  const variables = await flavourVariables(db, request.customer, request.actor.language);
  return withValues(db, request, variables);
}

/** GET /patients/{id}/variablehistory/acronym: one variable's values in the period. */
export async function oneVariableHistory(
  db: Db,
  request: HistoryRequest & { readonly acronym: string },
): Promise<VariableHistory> {
  await patientsOf(db, request.actor).require(request.patientId);
  const variables = await variablesByAcronym(db, request, [request.acronym]);
  const [history] = await withValues(db, request, variables);
  if (!history) throw badRequest(VARIABLE_HISTORY_MESSAGES.unknownAcronym(request.acronym));
  return history;
}

/** GET /patients/{id}/variablehistory/grouped: several variables, keyed by acronym in the order asked. */
export async function groupedVariableHistory(
  db: Db,
  request: HistoryRequest & { readonly acronyms: readonly string[] },
): Promise<GroupedVariableHistory> {
  await patientsOf(db, request.actor).require(request.patientId);
  const variables = await variablesByAcronym(db, request, [...new Set(request.acronyms)]);
  const histories = await withValues(db, request, variables);
  return Object.fromEntries(histories.map((history) => [history.acronyme, history]));
}

/** GET /patients/{id}/variable-values/acronym/{acronym}: every stored value of one variable, newest first. */
export async function variableValues(
  db: Db,
  request: Omit<HistoryRequest, 'time'> & { readonly acronym: string },
): Promise<PatientVariableValue[]> {
  await patientsOf(db, request.actor).require(request.patientId);
  const variableIds = (await variablesByAcronym(db, request, [request.acronym])).map(
    (variable) => variable.idpatientVariables,
  );
  const stamped = db
    .selectFrom('variableValue')
    .select([
      'value',
      'timeStamp',
      'technicalError',
      'technicalErrorText',
      'technicalErrorFixed',
      'wokeUp',
      'selfWokeUp',
      'timeStampWokeUp',
      'wetSecondTime',
    ])
    .where('patientId', '=', request.patientId)
    .where('variableId', 'in', variableIds);
  // A computed day carries none of an entry's details.
  const days = db
    .selectFrom(dayValues(request.patientId, variableIds).as('day'))
    .select([
      'day.value',
      'day.timeStamp',
      sql<boolean>`false`.as('technicalError'),
      sql<string | null>`null::text`.as('technicalErrorText'),
      sql<boolean>`false`.as('technicalErrorFixed'),
      sql<boolean | null>`null::boolean`.as('wokeUp'),
      sql<boolean | null>`null::boolean`.as('selfWokeUp'),
      sql<Date | null>`null::timestamptz`.as('timeStampWokeUp'),
      sql<boolean | null>`null::boolean`.as('wetSecondTime'),
    ]);
  const rows = await stamped.unionAll(days).orderBy('timeStamp', 'desc').execute();
  return rows.map((row) => ({
    ...row,
    timeStamp: isoInstant(row.timeStamp),
    timeStampWokeUp: row.timeStampWokeUp === null ? null : isoInstant(row.timeStampWokeUp),
  }));
}

/** The flavour's variables, named in the caller's language (the variables feature's catalogue). */
function flavourVariables(db: Db, customer: Customer, language: Language): Promise<VariableInfo[]> {
  return listCatalogue({ db, customer, language });
}

/** The variables named, in the order named; an acronym the flavour does not know is bad input. */
async function variablesByAcronym(
  db: Db,
  request: { readonly customer: Customer; readonly actor: Actor },
  acronyms: readonly string[],
): Promise<VariableInfo[]> {
  const catalogue = await flavourVariables(db, request.customer, request.actor.language);
  return acronyms.map((acronym) => {
    const variable = catalogue.find((candidate) => candidate.acronyme === acronym);
    if (!variable) throw badRequest(VARIABLE_HISTORY_MESSAGES.unknownAcronym(acronym));
    return variable;
  });
}

async function withValues(
  db: Db,
  request: HistoryRequest,
  variables: readonly VariableInfo[],
): Promise<VariableHistory[]> {
  if (variables.length === 0) return [];
  const variableIds = variables.map((variable) => variable.idpatientVariables);
  const since = historyPeriodStart(request.time, new Date());
  const rows = await db
    .selectFrom('variableValue')
    .select(['variableId', 'value', 'timeStamp'])
    .where('patientId', '=', request.patientId)
    .where('variableId', 'in', variableIds)
    .where('timeStamp', '>=', since)
    .unionAll(
      db
        .selectFrom(dayValues(request.patientId, variableIds, since).as('day'))
        .select(['day.variableId', 'day.value', 'day.timeStamp'])
        .where('day.timeStamp', '>=', since),
    )
    .orderBy('variableId')
    .orderBy('timeStamp')
    .execute();
  const valuesByVariable = new Map<number, VariableHistory['values']>();
  for (const row of rows) {
    const values = valuesByVariable.get(row.variableId) ?? [];
    values.push({ value: row.value, timeStamp: isoInstant(row.timeStamp) });
    valuesByVariable.set(row.variableId, values);
  }
  return variables.map((variable) => ({
    ...variable,
    values: valuesByVariable.get(variable.idpatientVariables) ?? [],
  }));
}

/**
 * The stored day values of the computed variables (one row per day, stamped at its local
 * midnight), which variable_value_month keeps by month; from the month holding `since` on.
 */
function dayValues(patientId: number, variableIds: readonly number[], since?: Date) {
  return sql<{ variableId: number; value: number | null; timeStamp: Date }>`(
    select m.variable_id, day.value, day.time_stamp
    from variable_value_month m
    cross join lateral variable_value_month_days(m.month, m.zone, m.day_values) day
    where m.patient_id = ${patientId} and m.variable_id = any(${idArray(variableIds)})
      ${since ? sql`and m.month >= date_trunc('month', (${since}::timestamptz at time zone 'UTC') - interval '1 day')::date` : sql``})`;
}

const isoInstant = (instant: Date | string): string => new Date(instant).toISOString();
