import { STATUS_SORT_ORDER } from '@vigil/domain';
import { sql, type RawBuilder } from 'kysely';

/**
 * The limit in force for a patient and a variable, as a LATERAL subquery: the patient's own
 * limit, else the most specific general limit (exact gender before ALL, narrower age range
 * before wider; DESIGN §6). It mirrors domain `selectGeneralLimit`; a test keeps them equal.
 *
 * `patient` and `variableId` are SQL references of the outer query; `today` is 'YYYY-MM-DD'.
 */
export function limitInForce(
  patient: string,
  variableId: RawBuilder<unknown>,
  today: string,
): RawBuilder<unknown> {
  const p = sql.ref(patient);
  const age = sql`case when ${sql.ref(`${patient}.date_of_birth`)} is null then null
    else extract(year from age(${today}::date, ${sql.ref(`${patient}.date_of_birth`)}))::int end`;
  return sql`(
    select candidate.* from (
      select 0 as precedence, 0 as specificity, true as is_patient_limit,
        own.alert_low, own.abnormal_low, own.lower_limit_normal, own.upper_limit_normal, own.abnormal_high, own.alert_high
      from limit_user own
      where own.patient_id = ${sql.ref(`${patient}.id`)} and own.variable_id = ${variableId}
      union all
      select 1, (case when general.gender = 'ALL' then 10000 else 0 end)
          + coalesce(general.age_upper, 1000) - coalesce(general.age_lower, 0), false,
        general.alert_low, general.abnormal_low, general.lower_limit_normal, general.upper_limit_normal,
        general.abnormal_high, general.alert_high
      from limit_general general
      where general.variable_id = ${variableId}
        and (general.gender = 'ALL'
          or (general.gender = 'MEN' and ${p}.gender = 'Male')
          or (general.gender = 'WOMEN' and ${p}.gender = 'Female'))
        and ((general.age_lower is null and general.age_upper is null)
          or (${age} is not null
            and (general.age_lower is null or general.age_lower <= ${age})
            and (general.age_upper is null or ${age} < general.age_upper)))
    ) candidate
    order by candidate.precedence, candidate.specificity
    limit 1
  )`;
}

/**
 * The status of `value` against the limit columns of `limit` (an alias of limitInForce), as SQL.
 * Mirrors domain `classify`; a property test keeps the two equal.
 */
export function statusSql(value: RawBuilder<unknown>, limit: string): RawBuilder<string> {
  const column = (name: string) => sql.ref(`${limit}.${name}`);
  return sql<string>`case
    when ${value} is null then 'NOT_SET_VALUE'
    when ${column('alert_low')} is null then 'NOT_SET_LIMIT'
    when ${value} <= ${column('alert_low')} then 'ALERT_LOW'
    when ${value} <= ${column('abnormal_low')} then 'ABNORMAL_LOW'
    when ${value} < ${column('lower_limit_normal')} then 'NORMAL_LOW'
    when ${value} <= ${column('upper_limit_normal')} then 'NORMAL'
    when ${value} < ${column('abnormal_high')} then 'NORMAL_HIGH'
    when ${value} < ${column('alert_high')} then 'ABNORMAL_HIGH'
    else 'ALERT_HIGH' end`;
}

/** Rank of a status in the spec's sort order (core §4); anything else after all of them. */
export function statusRankSql(status: RawBuilder<string>): RawBuilder<number> {
  const order = sql.join(STATUS_SORT_ORDER.map((name) => sql.lit(name)));
  return sql<number>`coalesce(array_position(array[${order}]::text[], ${status}), ${sql.lit(STATUS_SORT_ORDER.length + 1)})`;
}
