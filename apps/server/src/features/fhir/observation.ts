import {
  FHIR_SYSTEMS,
  interpretationOf,
  isObservationVariable,
  LOINC_BY_VARIABLE,
  NIGHT_CODE,
  NIGHT_DETAIL_CODES,
  NIGHT_OUTCOMES,
  observationCategory,
  observationCodes,
  ucumUnit,
  type Customer,
  type TrafficLightStatus,
  type VariableCode,
} from '@vigil/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { badRequest } from '../../platform/errors.ts';
import { inScope } from './scope.ts';
import {
  dateBounds,
  parseDateCondition,
  patientReference,
  readPage,
  readParameters,
  single,
  type Page,
  type SearchQuery,
} from './search.ts';

export const OBSERVATION_SEARCH_PARAMETERS = ['patient', 'subject', 'code', 'date', '_sort'] as const;

/**
 * One Observation as stored: a stamped value (`v-<variable_value id>`), a computed day of a
 * derived variable (`d-<patient>-<variable>-<yyyymmdd>`) or a night's entry (`n-<entry id>`).
 */
export interface ObservationRow {
  readonly id: string;
  readonly patientId: number;
  readonly code: string;
  readonly name: string;
  readonly units: string;
  readonly timeStamp: Date;
  /** The night's date of an entry; null for a value. */
  readonly night: string | null;
  readonly value: number | null;
  readonly wokeUp: boolean | null;
  readonly selfWokeUp: boolean | null;
  readonly wetSecondTime: boolean | null;
  readonly technicalErrorText: string | null;
  readonly status: TrafficLightStatus | null;
}

interface Filter {
  /** The Vigil codes to read (the flavour's, or fewer). */
  readonly codes: readonly string[];
  readonly from?: Date;
  readonly to?: Date;
  readonly id?: string;
}

const HEAD = sql`with latest as (select variable_id, time_stamp, status from patient_variable_latest where patient_id = `;

/** Every Observation of one patient that passes the filter, as one SQL statement (a union of the three sources). */
function observationRows(patientId: number, filter: Filter): RawBuilder<ObservationRow> {
  const codes = sql`and pv.code = any(${sql.val([...filter.codes])}::text[])`;
  const range = (column: RawBuilder<unknown>) =>
    sql`${filter.from ? sql`and ${column} >= ${filter.from}` : sql``} ${filter.to ? sql`and ${column} < ${filter.to}` : sql``}`;
  const nights = filter.codes.includes(NIGHT_CODE);
  return sql<ObservationRow>`${HEAD}${patientId})
    select o.*, l.status from (
      select 'v-' || vv.id as id, vv.patient_id, vv.variable_id, pv.code, pv.variable_name as name, pv.units,
        vv.time_stamp, null::date as night, vv.value, null::boolean as woke_up, null::boolean as self_woke_up,
        null::boolean as wet_second_time, vv.technical_error_text
      from variable_value vv join patient_variable pv on pv.id = vv.variable_id
      where vv.patient_id = ${patientId} and pv.kind <> 'ai' ${codes} ${range(sql`vv.time_stamp`)}
      union all
      select 'd-' || m.patient_id || '-' || m.variable_id || '-' || to_char(day.day, 'YYYYMMDD'), m.patient_id,
        m.variable_id, pv.code, pv.variable_name, pv.units, day.time_stamp, null, day.value, null, null, null, null
      from variable_value_month m join patient_variable pv on pv.id = m.variable_id
        cross join lateral variable_value_month_days(m.month, m.zone, m.day_values) day
      where m.patient_id = ${patientId} and pv.kind <> 'ai' ${codes} ${range(sql`day.time_stamp`)}
      ${
        nights
          ? sql`union all
      select 'n-' || e.id, e.patient_id, null, ${NIGHT_CODE}, 'Night', '', e.night::timestamp at time zone p.timezone,
        e.night, e.value, e.woke_up, e.self_woke_up, e.wet_second_time, null
      from nightly_entry e join patient p on p.id = e.patient_id
      where e.patient_id = ${patientId} and e.superseded_at is null
        ${range(sql`(e.night::timestamp at time zone p.timezone)`)}`
          : sql``
      }
    ) o
    left join latest l on l.variable_id = o.variable_id and l.time_stamp = o.time_stamp
    ${filter.id ? sql`where o.id = ${filter.id}` : sql``}`;
}

/** A stored value as a FHIR Observation: LOINC and Vigil codes, UCUM units, status as interpretation. */
export function observationResource(row: ObservationRow) {
  const subject = { reference: `Patient/${row.patientId}` };
  if (row.code === NIGHT_CODE) {
    const outcome = NIGHT_OUTCOMES.find((entry) => entry.value === row.value);
    const flag = (detail: number, value: boolean | null) =>
      value === null
        ? []
        : [
            {
              code: { coding: [{ system: FHIR_SYSTEMS.vigilVariables, ...NIGHT_DETAIL_CODES[detail] }] },
              valueBoolean: value,
            },
          ];
    const components = [...flag(0, row.wokeUp), ...flag(1, row.selfWokeUp), ...flag(2, row.wetSecondTime)];
    return {
      resourceType: 'Observation',
      id: row.id,
      status: 'final',
      category: [{ coding: [{ system: FHIR_SYSTEMS.observationCategory, code: 'survey' }] }],
      code: {
        coding: [{ system: FHIR_SYSTEMS.vigilVariables, code: NIGHT_CODE, display: 'Night' }],
        text: 'Night',
      },
      subject,
      effectiveDateTime: row.night ?? undefined,
      ...(outcome
        ? {
            valueCodeableConcept: {
              coding: [
                { system: FHIR_SYSTEMS.vigilNightOutcome, code: outcome.code, display: outcome.display },
              ],
            },
          }
        : { dataAbsentReason: absent }),
      ...(components.length > 0 ? { component: components } : {}),
    };
  }
  const ucum = ucumUnit(row.units);
  const interpretation = interpretationOf(row.status);
  return {
    resourceType: 'Observation',
    id: row.id,
    status: 'final',
    category: [
      { coding: [{ system: FHIR_SYSTEMS.observationCategory, code: observationCategory(row.code) }] },
    ],
    code: {
      coding: [
        ...(LOINC_BY_VARIABLE[row.code as VariableCode] ?? []).map((loinc) => ({
          system: FHIR_SYSTEMS.loinc,
          ...loinc,
        })),
        { system: FHIR_SYSTEMS.vigilVariables, code: row.code, display: row.name },
      ],
      text: row.name,
    },
    subject,
    effectiveDateTime: row.timeStamp.toISOString(),
    ...(row.value === null
      ? { dataAbsentReason: absent }
      : {
          valueQuantity: {
            value: row.value,
            ...(row.units ? { unit: row.units } : {}),
            ...(ucum ? { system: FHIR_SYSTEMS.ucum, code: ucum } : {}),
          },
        }),
    ...(interpretation
      ? { interpretation: [{ coding: [{ system: FHIR_SYSTEMS.interpretation, ...interpretation }] }] }
      : {}),
    ...(row.technicalErrorText ? { note: [{ text: row.technicalErrorText }] } : {}),
  };
}

const absent = {
  coding: [{ system: 'http://terminology.hl7.org/CodeSystem/data-absent-reason', code: 'unknown' }],
};

export type ObservationResource = ReturnType<typeof observationResource>;

/** The patient an Observation id belongs to (undefined for an id Vigil never gives out). */
async function patientOfObservation(db: Db, id: string): Promise<number | undefined> {
  const match = /^(v|d|n)-(\d{1,12})(?:-\d{1,9}-\d{8})?$/.exec(id);
  if (!match) return undefined;
  const [, kind, number] = match;
  if (kind === 'd') return Number(number);
  const row =
    kind === 'v'
      ? await db
          .selectFrom('variableValue')
          .select('patientId')
          .where('id', '=', Number(number))
          .executeTakeFirst()
      : await db
          .selectFrom('nightlyEntry')
          .select('patientId')
          .where('id', '=', Number(number))
          .executeTakeFirst();
  return row?.patientId;
}

/** GET Observation/{id} in the caller's scope, or undefined (a 404). */
export async function readObservation(
  db: Db,
  actor: Actor,
  id: string,
  customer: Customer,
): Promise<ObservationResource | undefined> {
  const patientId = await patientOfObservation(db, id);
  if (patientId === undefined || !(await inScope(db, actor, patientId))) return undefined;
  const { rows } = await observationRows(patientId, { id, codes: observationCodes(customer) }).execute(db);
  return rows[0] && observationResource(rows[0]);
}

/** The Vigil codes a `code` token stands for: a Vigil code, a LOINC code, or either with its system. */
function codesOf(token: string): string[] {
  const [system, code] = token.includes('|') ? (token.split('|', 2) as [string, string]) : [undefined, token];
  const vigil = system === undefined || system === '' || system === FHIR_SYSTEMS.vigilVariables;
  const loinc = system === undefined || system === '' || system === FHIR_SYSTEMS.loinc;
  const codes: string[] = [];
  if (vigil && (code === NIGHT_CODE || isObservationVariable(code))) codes.push(code);
  if (loinc) {
    for (const [variable, codings] of Object.entries(LOINC_BY_VARIABLE)) {
      if (codings.some((coding) => coding.code === code)) codes.push(variable);
    }
  }
  return codes;
}

/** The filter of an Observation search's parameters. */
function searchFilter(parameters: Map<string, string[]>, customer: Customer): Filter {
  let codes = observationCodes(customer);
  for (const value of parameters.get('code') ?? []) {
    const these = value.split(',').flatMap(codesOf);
    codes = codes.filter((code) => these.includes(code));
  }
  let from: Date | undefined;
  let to: Date | undefined;
  for (const value of parameters.get('date') ?? []) {
    const bounds = dateBounds(parseDateCondition('date', value));
    if (bounds.from && (!from || bounds.from > from)) from = bounds.from;
    if (bounds.to && (!to || bounds.to < to)) to = bounds.to;
  }
  return { codes, from, to };
}

/**
 * GET Observation?patient=…: one patient's Observations (newest first unless `_sort=date`),
 * one page and whether more follow. A patient outside the caller's scope has none.
 */
export async function searchObservations(
  db: Db,
  actor: Actor,
  query: SearchQuery,
  customer: Customer,
): Promise<{ resources: ObservationResource[]; page: Page; more: boolean }> {
  const parameters = readParameters(query, OBSERVATION_SEARCH_PARAMETERS);
  const page = readPage(parameters);
  const reference = single(parameters, 'patient') ?? single(parameters, 'subject');
  if (reference === undefined || (parameters.has('patient') && parameters.has('subject'))) {
    throw badRequest('Observation search needs exactly one patient (patient=Patient/123)');
  }
  const patientId = patientReference('patient', reference);
  const sort = single(parameters, '_sort') ?? '-date';
  if (sort !== '-date' && sort !== 'date') throw badRequest('_sort must be date or -date');
  const filter = searchFilter(parameters, customer);
  if (!(await inScope(db, actor, patientId)) || filter.codes.length === 0) {
    return { resources: [], page, more: false };
  }
  const direction = sort === 'date' ? sql`asc` : sql`desc`;
  const { rows } = await sql<ObservationRow>`select * from (${observationRows(patientId, filter)}) found
    order by time_stamp ${direction}, id ${direction} limit ${page.count + 1} offset ${page.offset}`.execute(
    db,
  );
  return {
    resources: rows.slice(0, page.count).map(observationResource),
    page,
    more: rows.length > page.count,
  };
}

/** Every Observation of a patient already known to be in scope, oldest first (for $everything and $export). */
export async function everyObservation(
  db: Db,
  patientId: number,
  customer: Customer,
): Promise<ObservationResource[]> {
  const filter = { codes: observationCodes(customer) };
  const { rows } = await sql<ObservationRow>`select * from (${observationRows(patientId, filter)}) found
    order by time_stamp, id`.execute(db);
  return rows.map(observationResource);
}
