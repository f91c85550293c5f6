import {
  FHIR_SYSTEMS,
  LOINC_BY_VARIABLE,
  NIGHT_CODE,
  NIGHT_DETAIL_CODES,
  NIGHT_OUTCOMES,
  observationCategory,
  STATUS_INTERPRETATIONS,
  type VariableCode,
} from '@vigil/domain';
import { sql, type RawBuilder } from 'kysely';
import {
  jsonInstant,
  jsonMember,
  jsonNumber,
  jsonOf,
  jsonRows,
  jsonText,
  jsonUnit,
  ucumRows,
} from './sql-json.ts';

/*
 * What an Observation is, written once: as JSON text by the database, for the export's millions
 * of rows and for the API's few alike (docs/decisions/data-out.md).
 */

/** One Observation as read: its patient, id and time (and the columns observationJson writes it from). */
export interface ObservationRow {
  readonly patientId: number;
  readonly id: string;
  readonly timeStamp: Date;
}

/** A resource read back from the JSON text the database wrote. */
export type FhirResource = { readonly resourceType: string; readonly id: string } & Record<string, unknown>;

export const parseResource = (row: { resource: string }) => JSON.parse(row.resource) as FhirResource;

export interface ObservationFilter {
  /** The Vigil codes to read (the flavour's, or fewer). */
  readonly codes: readonly string[];
  readonly from?: Date;
  readonly to?: Date;
  readonly id?: string;
}

const ABSENT = jsonMember('dataAbsentReason', {
  coding: [{ system: 'http://terminology.hl7.org/CodeSystem/data-absent-reason', code: 'unknown' }],
});

/**
 * The variables of some codes with the constant JSON of their Observations: `head` (category and
 * code: LOINC codings first, then Vigil's with the variable's name) and `unit`.
 */
function observationVariables(codes: readonly string[]) {
  const vocabulary = codes.map((code) => ({
    code,
    category: JSON.stringify([
      { coding: [{ system: FHIR_SYSTEMS.observationCategory, code: observationCategory(code) }] },
    ]),
    loinc: (LOINC_BY_VARIABLE[code as VariableCode] ?? [])
      .map((loinc) => `${JSON.stringify({ system: FHIR_SYSTEMS.loinc, ...loinc })},`)
      .join(''),
  }));
  return sql`select pv.id,
      concat('"category":', vocabulary.category, ',"code":{"coding":[', vocabulary.loinc,
        '{"system":', ${jsonOf(FHIR_SYSTEMS.vigilVariables)}, ',"code":', to_json(pv.code),
        ',"display":', to_json(pv.variable_name), '}],"text":', to_json(pv.variable_name), '}') as head,
      ${jsonUnit(sql`pv.units`, sql`ucum_unit.ucum`)} as unit
    from patient_variable pv
      join ${jsonRows(vocabulary, 'vocabulary(code text, category text, loinc text)')} on vocabulary.code = pv.code
      left join ${ucumRows()} on ucum_unit.units = pv.units
    where pv.kind <> 'ai'`;
}

/** The latest value's status as the text of an Observation's interpretation (`,"interpretation":…`). */
const interpretations = () =>
  jsonRows(
    Object.entries(STATUS_INTERPRETATIONS).map(([status, interpretation]) => ({
      status,
      text: `,${jsonMember('interpretation', [{ coding: [{ system: FHIR_SYSTEMS.interpretation, ...interpretation }] }])}`,
    })),
    'interpretation(status text, text text)',
  );

const NIGHT_HEAD = [
  jsonMember('category', [{ coding: [{ system: FHIR_SYSTEMS.observationCategory, code: 'survey' }] }]),
  jsonMember('code', {
    coding: [{ system: FHIR_SYSTEMS.vigilVariables, code: NIGHT_CODE, display: 'Night' }],
    text: 'Night',
  }),
].join(',');

/** A night's outcome as the text of its value (`"valueCodeableConcept":…`), or absent. */
const nightValue = (value: RawBuilder<unknown>) =>
  sql`case ${value}::int ${sql.join(
    NIGHT_OUTCOMES.map(
      (outcome) =>
        sql`when ${outcome.value}::int then ${jsonText(
          jsonMember('valueCodeableConcept', {
            coding: [
              { system: FHIR_SYSTEMS.vigilNightOutcome, code: outcome.code, display: outcome.display },
            ],
          }),
        )}`,
    ),
    sql` `,
  )} else ${jsonText(ABSENT)} end`;

/** A night's detail as a component: the component's text when the detail was answered. */
const nightDetail = (detail: 0 | 1 | 2, column: RawBuilder<unknown>) =>
  sql`case when ${column} is not null then concat(${jsonText(
    `{${jsonMember('code', { coding: [{ system: FHIR_SYSTEMS.vigilVariables, ...NIGHT_DETAIL_CODES[detail] }] })},"valueBoolean":`,
  )}, ${column}::text, '}') end`;

/**
 * Every Observation of some patients that passes the filter, as the columns it is written from
 * (observationJson), in one SQL statement (a union of the three sources): a stamped value
 * (`v-<variable_value id>`), a computed day of a derived variable (`d-<patient>-<variable>-<yyyymmdd>`)
 * or a night's entry (`n-<entry id>`, with `night` set).
 */
export function observationRows(
  patientIds: readonly number[],
  filter: ObservationFilter,
): RawBuilder<ObservationRow> {
  const range = (column: RawBuilder<unknown>) =>
    sql`${filter.from ? sql`and ${column} >= ${filter.from}` : sql``} ${filter.to ? sql`and ${column} < ${filter.to}` : sql``}`;
  const patients = sql`any(${sql.val([...patientIds])}::int[])`;
  const nights = sql`union all
    select e.patient_id, 'n-' || e.id, e.night::timestamp at time zone p.timezone, e.value, null, null, null, null,
      e.night, e.woke_up, e.self_woke_up, e.wet_second_time
    from nightly_entry e join patient p on p.id = e.patient_id
    where e.patient_id = ${patients} and e.superseded_at is null
      ${range(sql`(e.night::timestamp at time zone p.timezone)`)}`;
  return sql<ObservationRow>`with variable as (${observationVariables(filter.codes)}),
    latest as (
      select l.patient_id, l.variable_id, l.time_stamp, interpretation.text as interpretation
      from patient_variable_latest l join ${interpretations()} on interpretation.status = l.status::text
      where l.patient_id = ${patients}
    )
    select * from (
      select o.patient_id, o.id, o.time_stamp, o.value, o.technical_error_text, o.head, o.unit,
        l.interpretation, null::date as night, null::boolean as woke_up, null::boolean as self_woke_up,
        null::boolean as wet_second_time
      from (
        select vv.patient_id, 'v-' || vv.id as id, vv.variable_id, vv.time_stamp, vv.value, vv.technical_error_text,
          pv.head, pv.unit
        from variable_value vv join variable pv on pv.id = vv.variable_id
        where vv.patient_id = ${patients} ${range(sql`vv.time_stamp`)}
        union all
        select m.patient_id, 'd-' || m.patient_id || '-' || m.variable_id || '-' || to_char(day.day, 'YYYYMMDD'),
          m.variable_id, day.time_stamp, day.value, null, pv.head, pv.unit
        from variable_value_month m join variable pv on pv.id = m.variable_id
          cross join lateral variable_value_month_days(m.month, m.zone, m.day_values) day
        where m.patient_id = ${patients} ${range(sql`day.time_stamp`)}
      ) o
      left join latest l on l.patient_id = o.patient_id and l.variable_id = o.variable_id
        and l.time_stamp = o.time_stamp
      ${filter.codes.includes(NIGHT_CODE) ? nights : sql``}
    ) observation
    ${filter.id ? sql`where observation.id = ${filter.id}` : sql``}`;
}

/**
 * The Observation of a row of observationRows (named `row`) as JSON text: LOINC and Vigil codes,
 * UCUM units, the latest value's status as interpretation; a night in the Vigil code systems.
 */
export function observationJson(row: string): RawBuilder<string> {
  const column = (name: string) => sql.ref(`${row}.${name}`);
  const subject = sql`',"subject":{"reference":"Patient/', ${column('patient_id')}, '"},"effectiveDateTime":"'`;
  return sql<string>`case when ${column('night')} is null
    then concat('{"resourceType":"Observation","id":"', ${column('id')}, '","status":"final",', ${column('head')},
      ${subject}, ${jsonInstant(column('time_stamp'))}, '",',
      case when ${column('value')} is null then ${jsonText(ABSENT)}
        else concat('"valueQuantity":{"value":', ${jsonNumber(column('value'))}, ${column('unit')}, '}') end,
      ${column('interpretation')},
      case when ${column('technical_error_text')} <> ''
        then concat(',"note":[{"text":', to_json(${column('technical_error_text')}), '}]') end,
      '}')
    else concat('{"resourceType":"Observation","id":"', ${column('id')}, '","status":"final",', ${jsonText(NIGHT_HEAD)},
      ${subject}, to_char(${column('night')}, 'YYYY-MM-DD'), '",', ${nightValue(column('value'))},
      ',"component":[' || nullif(concat_ws(',', ${nightDetail(0, column('woke_up'))},
        ${nightDetail(1, column('self_woke_up'))}, ${nightDetail(2, column('wet_second_time'))}), '') || ']',
      '}')
  end`;
}
