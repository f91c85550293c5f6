/*
 * The traffic-light rule (docs/requirements/limits-and-statuses.md#status-rule) as SQL builders for the baselines: what a single hand-written
 * statement computes from the values and limits as stored, without the status the server keeps
 * with each current value (migration 0008).
 */
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

/** knownAgeSql with −1 for an unknown age. */
export function patientAgeSql(patient: string, today: string): RawBuilder<number> {
  return sql<number>`coalesce(${knownAgeSql(patient, today)}, -1)`;
}

/**
 * The limit in force from two joined rows: the patient's own limit (a `limit_user` row) when there
 * is one, else the general one. Own limit columns are never
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
