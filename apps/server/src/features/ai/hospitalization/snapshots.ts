import { sql } from 'kysely';
import {
  HOSPITALIZATION_DIAGNOSES as DIAGNOSES,
  HOSPITALIZATION_FEATURES,
  HOSPITALIZATION_HORIZON_DAYS,
  HOSPITALIZATION_VITALS as VITALS,
} from '@vigil/domain';
import type { Db } from '../../../db/database.ts';
import { withoutJit } from '../../../db/transactions.ts';
import { byParts } from '../../../platform/chunks.ts';

/** The risk model's horizon: a hospital admission within this many days of the snapshot. */
export const HORIZON_DAYS = HOSPITALIZATION_HORIZON_DAYS;

/**
 * A vital's level over the last 3 days, against the patient's own baseline over the 25 days
 * before them: decompensation shows as a rise in weight, pressure or pulse, a fall in SpO2.
 */
const RECENT_DAYS = 3;
const BASELINE_DAYS = 28;
/** The trend is the slope per day over this many days, from at least TREND_MIN_VALUES values. */
const TREND_DAYS = 7;
const TREND_MIN_VALUES = 3;
/** The share of days with a weight is taken over this many days. */
const WEIGHT_DAYS = 14;
/**
 * Deviations are in units of the patient's own day-to-day spread over the baseline (a dialysis
 * patient's weight swings by kilograms between sessions, another's by a few hundred grams); a
 * spread below this (a value that hardly ever changed) counts as this.
 */
const MIN_SPREAD = 0.1;
/** Admissions are more frequent for this many days after a discharge (readmissions). */
const READMISSION_WINDOW_DAYS = 30;
/**
 * Standardised deviations that move together in each kind of deterioration: fluid overload
 * raises weight, blood pressure and pulse and lowers SpO2; an infection raises temperature and
 * pulse and lowers blood pressure and SpO2. Each sign's deviation (+1 a rise, −1 a fall counts).
 */
const FLUID_OVERLOAD_SIGNS = { WEIGHT: 1, SYS: 1, PULSE: 1, SPO2: -1 } as const;
const INFECTION_SIGNS = { TEMP: 1, PULSE: 1, SYS: -1, SPO2: -1 } as const;

export interface HospitalizationSnapshot {
  readonly patientId: number;
  /** The UTC day the snapshot is taken at the start of: only data before it counts. */
  readonly day: string;
  readonly features: Float64Array;
  /** An admission within HORIZON_DAYS from the day on; null when that is not yet known. */
  readonly admitted: boolean | null;
}

/**
 * Patients whose snapshots one statement computes: it bounds the rows held at once (a training
 * run asks for 25 days of up to 25,000 patients), and two statements at once keep a server's
 * second core busy (the embedded database, and a caller's transaction, run them one after the other).
 */
const PATIENTS_PER_STATEMENT = 1_000;
const STATEMENTS_AT_ONCE = 2;

type SnapshotRow = Record<string, number | string | boolean | null> & {
  patientId: number;
  day: string;
  admitted: boolean | null;
};

/**
 * Snapshots of the given patients at the given days, each computed from data before its day
 * alone (no look-ahead); the label reads the 14 days after it. A patient in hospital on the day
 * gets no snapshot: there is nothing to predict. Reads across every clinic: jobs only.
 */
export async function hospitalizationSnapshots(
  db: Db,
  wanted: { readonly patientIds: readonly number[]; readonly days: readonly string[] },
): Promise<HospitalizationSnapshot[]> {
  const ids = [...wanted.patientIds].sort((a, b) => a - b);
  const atOnce = db.isTransaction ? 1 : STATEMENTS_AT_ONCE;
  const parts = await byParts(ids, { size: PATIENTS_PER_STATEMENT, atOnce }, (some) =>
    snapshotsOf(db, some, wanted.days),
  );
  return parts.flat();
}

/** The snapshots of some patients, in the order of patient and day. */
async function snapshotsOf(
  db: Db,
  patientIds: readonly number[],
  days: readonly string[],
): Promise<HospitalizationSnapshot[]> {
  // Each vital's aggregates are taken over its own index range (newest first, as before), then
  // turned into one column per code and measure: a row meets only its own code's few aggregates,
  // where one list of every code's filtered aggregates tested each row against all seven codes.
  const recent = sql`vv.time_stamp >= s.recent_from`;
  const baseline = sql`vv.time_stamp < s.recent_from`;
  const trend = sql`vv.time_stamp >= s.trend_from`;
  const vitalColumns = VITALS.map((code) => {
    const of = (measure: string) =>
      sql`max(${sql.ref(`by_code.${measure}`)}) filter (where by_code.code = ${code})`;
    return sql`
      ${of('recent')} as ${sql.ref(`${code}:recent`)},
      ${of('recent')} - ${of('baseline')} as ${sql.ref(`${code}:change`)},
      (${of('recent')} - ${of('baseline')}) / ${of('spread')} as ${sql.ref(`${code}:deviation`)},
      (${of('latest')} - ${of('baseline')}) / ${of('spread')} as ${sql.ref(`${code}:latest`)},
      ${of('trend')} as ${sql.ref(`${code}:trend`)}`;
  });
  // A diagnosis counts from the day it was made (point in time: one dated today moves no past
  // snapshot); one without a date is taken as always known.
  const diagnosisColumns = DIAGNOSES.map(
    (code) => sql`exists (select 1 from patient_diagnosis d where d.patient_id = s.patient_id
      and d.icd_code like ${`${code}%`} and (d.diagnosed_at is null or d.diagnosed_at < s.day))
      as ${sql.ref(`diagnosis:${code}`)}`,
  );
  const { rows } = await withoutJit(db.withoutPlugins(), (trx) =>
    sql<SnapshotRow>`
    with snapshot as materialized (
      select p.id as patient_id, day::date as day, p.date_of_birth, p.gender,
        -- The day's bounds as instants, once per snapshot rather than once per row compared.
        day::date::timestamptz as day_from,
        (day::date - ${BASELINE_DAYS}::int)::timestamptz as window_from,
        (day::date - ${RECENT_DAYS}::int)::timestamptz as recent_from,
        (day::date - ${TREND_DAYS}::int)::timestamptz as trend_from,
        (day::date - ${WEIGHT_DAYS}::int)::timestamptz as weight_from
      from patient p, unnest(${[...days]}::date[]) as day
      where p.id = any(${[...patientIds]}::int[])
        and not exists (select 1 from hospitalization h where h.patient_id = p.id
          and h.admitted_at < day::date and (h.discharged_at is null or h.discharged_at >= day::date))
    )
    select s.patient_id as "patientId", to_char(s.day, 'YYYY-MM-DD') as day,
      extract(year from age(s.day, s.date_of_birth))::int as age,
      case s.gender when 'Male' then 1 when 'Female' then 0 end as male,
      ${sql.join(diagnosisColumns)},
      (select count(*) from hospitalization h where h.patient_id = s.patient_id
        and h.admitted_at < s.day and h.admitted_at >= s.day - 365)::int as "staysLastYear",
      (select s.day - max(h.discharged_at)::date from hospitalization h where h.patient_id = s.patient_id
        and h.discharged_at < s.day) as "daysSinceDischarge",
      -- The latest measurement of the year before: in the 28 days the vitals read, or else before them.
      coalesce(s.day - vitals.measured::date,
        (select s.day - max(v.time_stamp)::date from variable_value v where v.patient_id = s.patient_id
          and v.time_stamp < s.day - ${BASELINE_DAYS}::int and v.time_stamp >= s.day - 365 and v.source <> 'ai'
          and v.variable_id in (select id from patient_variable where code = any(${[...VITALS]}::text[])))
      ) as "daysSinceMeasurement",
      vitals.weight_days::float / ${WEIGHT_DAYS}::int as "measuredShare14",
      vitals.*,
      case when s.day + ${HORIZON_DAYS}::int <= current_date then exists (
        select 1 from hospitalization h where h.patient_id = s.patient_id
          and h.admitted_at >= s.day and h.admitted_at < s.day + ${HORIZON_DAYS}::int) end as admitted
    from snapshot s
    cross join lateral (
      select ${sql.join(vitalColumns)}, max(by_code.measured) as measured,
        coalesce(max(by_code.weight_days) filter (where by_code.code = 'WEIGHT'), 0) as weight_days
      from patient_variable pv
      cross join lateral (
        select pv.code,
          avg(vv.value) filter (where ${recent}) as recent,
          avg(vv.value) filter (where ${baseline}) as baseline,
          case when count(*) filter (where ${baseline}) >= 2
            then greatest(stddev_samp(vv.value) filter (where ${baseline}), ${MIN_SPREAD}) end as spread,
          (array_agg(vv.value order by vv.time_stamp desc) filter (where ${recent}))[1] as latest,
          case when count(*) filter (where ${trend}) >= ${TREND_MIN_VALUES} then
            regr_slope(vv.value, date_part('epoch', vv.time_stamp - s.day_from) / 86400) filter (where ${trend})
          end as trend,
          max(vv.time_stamp) filter (where vv.source <> 'ai') as measured,
          count(distinct vv.time_stamp::date) filter (where pv.code = 'WEIGHT' and vv.time_stamp >= s.weight_from)
            as weight_days
        from variable_value vv
        where vv.patient_id = s.patient_id and vv.variable_id = pv.id and vv.time_stamp < s.day_from
          and vv.time_stamp >= s.window_from
      ) by_code
      where pv.code = any(${[...VITALS]}::text[])
    ) vitals
    order by s.patient_id, s.day`.execute(trx),
  ); // feature names are not snake_case
  return rows.map((row) => {
    const value = (name: string) => numberOf(row[name]);
    const sinceDischarge = value('daysSinceDischarge');
    const derived: Record<string, number> = {
      readmissionWindowDays: Number.isNaN(sinceDischarge)
        ? 0
        : Math.max(0, Math.min(HORIZON_DAYS, READMISSION_WINDOW_DAYS + 1 - sinceDischarge)),
      fluidOverloadSigns: signsTogether(FLUID_OVERLOAD_SIGNS, value),
      infectionSigns: signsTogether(INFECTION_SIGNS, value),
    };
    return {
      patientId: row.patientId,
      day: row.day,
      admitted: row.admitted,
      features: Float64Array.from(HOSPITALIZATION_FEATURES, (name) => derived[name] ?? value(name)),
    };
  });
}

/**
 * How far the signs of one kind of deterioration have moved together in its direction over the
 * last 3 days, in the patient's own spreads: the sum of their deviations (a sign not measured
 * counts as unmoved), 0 when they moved the other way on balance.
 */
function signsTogether(
  signs: Partial<Record<(typeof VITALS)[number], 1 | -1>>,
  value: (name: string) => number,
): number {
  let sum = 0;
  for (const [code, direction] of Object.entries(signs)) {
    const deviation = value(`${code}:deviation`);
    if (!Number.isNaN(deviation)) sum += direction * deviation;
  }
  return Math.max(0, sum);
}

function numberOf(value: number | string | boolean | null | undefined): number {
  if (value === null || value === undefined) return NaN;
  if (typeof value === 'boolean') return Number(value);
  return Number(value);
}
