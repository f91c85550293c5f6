/*
 * The traffic-light rule (DESIGN §6) as SQL builders for the baselines: what a single hand-written
 * statement computes from the values and limits as stored, without the status the server keeps
 * with each current value (migration 0008).
 */
import { STATUS_SORT_ORDER } from '@vigil/domain';
import { sql, type RawBuilder } from 'kysely';

type LimitColumn =
  'alert_low' | 'abnormal_low' | 'lower_limit_normal' | 'upper_limit_normal' | 'abnormal_high' | 'alert_high';

/** How a query reaches the six limit columns of the limit it classifies against. */
type LimitRefs = (column: LimitColumn) => RawBuilder<number | null>;

/**
 * A patient's whole age in years on `today` ('YYYY-MM-DD'): from the date of birth, else from the
 * registration form — a child registered from the phone gives an age, not a birth date — plus the
 * whole years since registering; null when neither is known. `patient` is an alias of a row with
 * the patient's id, date_of_birth and created_at.
 */
function knownAgeSql(patient: string, today: string): RawBuilder<number | null> {
  const birth = sql.ref(`${patient}.date_of_birth`);
  const registered = sql`(${sql.ref(`${patient}.created_at`)} at time zone 'UTC')::date`;
  return sql<number | null>`case when ${birth} is not null
    then extract(year from age(${today}::date, ${birth}))::int
    else (select form.age + extract(year from age(${today}::date, ${registered}))::int
      from registration_form form where form.patient_id = ${sql.ref(`${patient}.id`)}) end`;
}

/** knownAgeSql with −1 for an unknown age, the key generalLimitByGenderAndAge is joined on. */
export function patientAgeSql(patient: string, today: string): RawBuilder<number> {
  return sql<number>`coalesce(${knownAgeSql(patient, today)}, -1)`;
}

/**
 * The general limit in force of one variable for every patient gender and age (−1: unknown age),
 * a few hundred rows to join on (patient.gender, patientAgeSql): the most specific general limit,
 * exact gender before ALL, narrower age range before wider (DESIGN §6; domain
 * `selectGeneralLimit`). Joining this small table costs far less than a lookup per patient when
 * thousands of patients are ranked.
 */
export function generalLimitByGenderAndAge(variableId: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(
    select distinct on (patient_gender.name, patient_age.years)
      patient_gender.name as patient_gender, patient_age.years as age,
      general.alert_low, general.abnormal_low, general.lower_limit_normal, general.upper_limit_normal,
      general.abnormal_high, general.alert_high
    from (values ('Male'), ('Female'), ('Unknown')) patient_gender(name)
    cross join generate_series(-1, 150) patient_age(years)
    join limit_general general on general.variable_id = ${variableId}
      and (general.gender = 'ALL'
        or (general.gender = 'MEN' and patient_gender.name = 'Male')
        or (general.gender = 'WOMEN' and patient_gender.name = 'Female'))
      and ((general.age_lower is null and general.age_upper is null)
        or (patient_age.years >= 0
          and (general.age_lower is null or general.age_lower <= patient_age.years)
          and (general.age_upper is null or patient_age.years < general.age_upper)))
    order by patient_gender.name, patient_age.years,
      (case when general.gender = 'ALL' then 10000 else 0 end)
        + coalesce(general.age_upper, 1000) - coalesce(general.age_lower, 0)
  )`;
}

/**
 * The limit in force from two joined rows: the patient's own limit (a `limit_user` row) when there
 * is one, else the general one (a row of generalLimitByGenderAndAge). Own limit columns are never
 * null, so a present own row wins column by column.
 */
export function limitInForce(own: string, general: string): LimitRefs {
  return (column) =>
    sql<number | null>`coalesce(${sql.ref(`${own}.${column}`)}, ${sql.ref(`${general}.${column}`)})`;
}

/** The status of `value` against a limit, as SQL (domain `classify`). */
export function statusSql(value: RawBuilder<unknown>, limit: LimitRefs): RawBuilder<string> {
  return sql<string>`case
    when ${value} is null then 'NOT_SET_VALUE'
    when ${limit('alert_low')} is null then 'NOT_SET_LIMIT'
    when ${value} <= ${limit('alert_low')} then 'ALERT_LOW'
    when ${value} <= ${limit('abnormal_low')} then 'ABNORMAL_LOW'
    when ${value} < ${limit('lower_limit_normal')} then 'NORMAL_LOW'
    when ${value} <= ${limit('upper_limit_normal')} then 'NORMAL'
    when ${value} < ${limit('abnormal_high')} then 'NORMAL_HIGH'
    when ${value} < ${limit('alert_high')} then 'ABNORMAL_HIGH'
    else 'ALERT_HIGH' end`;
}

/** Rank of a status in the spec's sort order (core §4); anything else after all of them. */
export function statusRankSql(status: RawBuilder<string>): RawBuilder<number> {
  const order = sql.join(STATUS_SORT_ORDER.map((name) => sql.lit(name)));
  return sql<number>`coalesce(array_position(array[${order}]::text[], ${status}), ${sql.lit(STATUS_SORT_ORDER.length + 1)})`;
}
