import { STATUS_SORT_ORDER, type OtherVariable } from '@vigil/domain';
import { sql, type RawBuilder } from 'kysely';

/*
 * One SQL branch per condition kind. Each yields
 * a (category_id, patient_id) pair for every condition it holds for, reading the
 * condition rows of the categories in CTE `cats`. Every branch starts from its condition rows and
 * reaches the patients through a LATERAL subquery kept apart by OFFSET 0 (so the planner cannot
 * merge it into the join and run it without a condition row): a kind no category uses costs nothing, and
 * patients are found through indexes where the kind allows (a value range, a code, a clinic).
 * Branches that must look at every patient read CTE `scoped` (the caller's scope).
 *
 * A branch yields each condition's patient at most once (a key of the table read, or DISTINCT
 * where a patient has several rows: two day counters, several hospital stays), so that the
 * members are counted by count(*). A condition on a value a patient does not have yields no
 * pair, so it is false, never an error: comparisons with null are not true, and condition values
 * are cast only after a pattern check.
 */

/** Evaluation moment: `today` (UTC day, as the patients list counts) and `now` (for local days). */
export interface ConditionClock {
  readonly today: string;
  readonly now: Date;
}

export type ThresholdRelation = 'GT' | 'LT' | 'EQ';

/**
 * Limits a branch to some patients (refreshing the stored members of a few): a predicate on the
 * patient column the branch reads, or nothing. Branches that read CTE `scoped` are limited by it.
 */
export type PatientFilter = (column: string) => RawBuilder<unknown>;

export const everyPatient: PatientFilter = () => sql``;

/** The patients of an id array, for PatientFilter. */
export const onlyPatients =
  (ids: RawBuilder<number[]>): PatientFilter =>
  (column) =>
    sql`and ${sql.ref(column)} = any(${ids})`;

/**
 * True for a category (an id expression) with a condition that counts days up to today: days since
 * registration or first entry, or a hospitalization condition other than only 'currently in
 * hospital'. Its stored members hold only for the store's clock (stored-members.ts); those of the
 * others change only with the data.
 */
export function readsClock(category: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`(exists (select 1 from category_other_condition clock_oc where clock_oc.category_id = ${category}
      and clock_oc.other_variable in ('days since registration', 'days since first entry'))
    or exists (select 1 from category_hospitalization_condition clock_hc where clock_hc.category_id = ${category}
      and not (clock_hc.status is null and clock_hc.currently_in_hospital)))`;
}

/** `left relation right`, for the relations of other conditions (GT, GE, EQ, LE, LT). */
function compared(left: RawBuilder<unknown>, relation: RawBuilder<unknown>, right: RawBuilder<unknown>) {
  return sql<boolean>`case ${relation}
    when 'GT' then ${left} > ${right} when 'GE' then ${left} >= ${right} when 'EQ' then ${left} = ${right}
    when 'LE' then ${left} <= ${right} when 'LT' then ${left} < ${right} end`;
}

/** An integer condition value, or null when the text is not one (never a cast error). */
const intValue = (column: string) =>
  sql`(case when ${sql.ref(column)} ~ '^[0-9]{1,9}$' then ${sql.ref(column)}::int end)`;
const dateValue = (column: string) =>
  sql`(case when ${sql.ref(column)} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then ${sql.ref(column)}::date end)`;

/** Variable conditions with the relation given (GT, LT or EQ): a range of the (variable, value) index. */
export function variableThresholdBranch(
  relation: ThresholdRelation,
  only: PatientFilter = everyPatient,
): RawBuilder<unknown> {
  const operator = { GT: '>', LT: '<', EQ: '=' }[relation];
  return sql`
    select vc.category_id, hit.patient_id
    from cats join category_variable_condition vc on vc.category_id = cats.id and vc.relation = ${relation}
    cross join lateral (
      select latest.patient_id from patient_variable_latest latest
      where latest.variable_id = vc.variable_id and latest.value ${sql.raw(operator)} vc.threshold
        ${only('latest.patient_id')}
      offset 0
    ) hit`;
}

/**
 * Variable conditions DS: the status the patients list shows for the variable, kept with the
 * current value (migration 0008), is one of the condition's statuses. NOT_SET_VALUE and
 * NOT_SET_LIMIT are statuses too, so a DS condition can ask for them on purpose; a patient with no
 * current value has NOT_SET_VALUE. The current values of those statuses are read from the status
 * index by their rank; only a condition that asks for NOT_SET_VALUE also looks at every patient in
 * scope for those without a current value.
 */
export function variableStatusBranch(only: PatientFilter = everyPatient): RawBuilder<unknown> {
  const statuses = sql`select s.danger_status from category_variable_condition_status s where s.condition_id = vc.id`;
  const order = `{${STATUS_SORT_ORDER.join(',')}}`;
  const ranks = sql`select coalesce(array_position(${order}::text[], s.danger_status) - 1, ${STATUS_SORT_ORDER.length})
    from category_variable_condition_status s where s.condition_id = vc.id`;
  return sql`
    select vc.category_id, hit.patient_id
    from cats join category_variable_condition vc on vc.category_id = cats.id and vc.relation = 'DS'
    cross join lateral (
      select latest.patient_id from patient_variable_latest latest
      where latest.variable_id = vc.variable_id and latest.status_rank = any(array(${ranks}))
        and latest.status in (${statuses}) ${only('latest.patient_id')}
      union all
      select scoped.id as patient_id from scoped
      where 'NOT_SET_VALUE' in (${statuses}) and not exists (
        select 1 from patient_variable_latest latest where latest.patient_id = scoped.id and latest.variable_id = vc.variable_id)
      offset 0
    ) hit`;
}

/** Other conditions of the facts named, one branch per fact so that each can use its index. */
export function otherBranches(
  clock: ConditionClock,
  facts: readonly OtherVariable[],
  only: PatientFilter = everyPatient,
): RawBuilder<unknown>[] {
  // The condition's value is parsed once per condition (lateral `given`, kept apart by OFFSET 0), not per patient.
  const days = (expression: RawBuilder<unknown>) => compared(expression, sql`oc.relation`, sql`given.number`);
  const equal = sql`oc.relation = 'EQ'`;
  const patientsOf: Record<OtherVariable, RawBuilder<unknown>> = {
    gender: sql`select scoped.id as patient_id from scoped
      where ${equal} and scoped.gender = case oc.condition_value when 'Unkown' then 'Unknown' else oc.condition_value end`,
    clinic: sql`select pc.patient_id from patient_clinic pc
      where ${equal} and pc.clinic_id = given.number ${only('pc.patient_id')}`,
    'alarm type': sql`select p.id as patient_id from patient p
      where ${equal} and p.alarm_type_id = given.number ${only('p.id')}`,
    primary_physician: sql`select p.id as patient_id from patient p
      where ${equal} and p.primary_physician_id = given.number ${only('p.id')}`,
    'days since registration': sql`select scoped.id as patient_id from scoped
      where ${days(sql`${clock.today}::date - (scoped.created_at at time zone 'UTC')::date`)}`,
    'days since first entry': sql`select scoped.id as patient_id from scoped
      where ${days(sql`${clock.today}::date - scoped.first_entry_date`)}`,
    // Days since the newest data as the day counters keep them (DSLE, DSLM): in the patient's local days.
    // Bounds first, so that the (variable, value) index gives the range; the relation then decides.
    'days since new data': sql`select distinct latest.patient_id from patient_variable counter
      join patient_variable_latest latest on latest.variable_id = counter.id
      where counter.code in ('DSLE', 'DSLM') and latest.value >= given.lowest and latest.value <= given.highest
        and ${days(sql`latest.value`)} ${only('latest.patient_id')}`,
    // The day of the newest hospital contact (admission or discharge), in the patient's time zone.
    contact_date: sql`select contact.patient_id from (
        select stay.patient_id, max(greatest(
          (stay.admitted_at at time zone zone.tz)::date, (stay.discharged_at at time zone zone.tz)::date)) as day
        from hospitalization stay
        join patient p on p.id = stay.patient_id
        join zones zone on zone.name = p.timezone
        where true ${only('stay.patient_id')}
        group by stay.patient_id
      ) contact
      where ${compared(sql`contact.day`, sql`oc.relation`, sql`given.day`)}`,
  };
  return facts.map(
    (fact) => sql`
      select oc.category_id, hit.patient_id
      from cats join category_other_condition oc on oc.category_id = cats.id and oc.other_variable = ${fact}
      cross join lateral (select number, day,
          case when oc.relation in ('GT', 'GE', 'EQ') then number::float8 else '-Infinity'::float8 end as lowest,
          case when oc.relation in ('LT', 'LE', 'EQ') then number::float8 else 'Infinity'::float8 end as highest
        from (select ${intValue('oc.condition_value')} as number, ${dateValue('oc.condition_value')} as day) parsed
        offset 0) given
      cross join lateral (${patientsOf[fact]} offset 0) hit`,
  );
}

/** Diagnosis conditions: the patient has the ICD-10-CM code. */
export function diagnosisBranch(only: PatientFilter = everyPatient): RawBuilder<unknown> {
  return sql`
    select dc.category_id, hit.patient_id
    from cats join category_diagnosis_condition dc on dc.category_id = cats.id
    cross join lateral (
      select diagnosis.patient_id from patient_diagnosis diagnosis where diagnosis.icd_code = dc.icd_code ${only('diagnosis.patient_id')}
      offset 0
    ) hit`;
}

/**
 * Hospitalization conditions, in the patient's local days. An admission (ADMITTED), a discharge
 * (DISCHARGED) or either (no status) happened AFTER (at most N days ago, today counting as 0) or
 * BEFORE (more than N days ago; AFTER when no direction is given). currentlyInHospital also asks
 * for a stay without discharge; with it and no status the condition is only that.
 */
export function hospitalizationBranch(
  clock: ConditionClock,
  only: PatientFilter = everyPatient,
): RawBuilder<unknown> {
  const now = sql`${clock.now.toISOString()}::timestamptz`;
  const today = sql`(${now} at time zone zone.tz)::date`;
  const localSide = (instant: string) => {
    const day = sql`(${sql.ref(instant)} at time zone zone.tz)::date`;
    return sql`case coalesce(hc.direction, 'AFTER')
      when 'AFTER' then ${today} - ${day} <= hc.condition_value
      else ${today} - ${day} > hc.condition_value end`;
  };
  // What every stay the local rule accepts meets in instants, in any zone (local days and instants
  // part by less than a day plus the zone's change of offset, at most 26 hours): checked on the
  // stays alone, so that only the stays left look up their patient's zone (one row each, where a
  // join would read every patient).
  const instantSide = (instant: string) => sql`case coalesce(hc.direction, 'AFTER')
      when 'AFTER' then ${sql.ref(instant)} >= ${now} - (hc.condition_value + 3) * interval '1 day'
      else ${sql.ref(instant)} < ${now} - (hc.condition_value - 3) * interval '1 day' end`;
  const stayHolds = (side: (instant: string) => RawBuilder<unknown>) => sql`
    case when hc.status is null and hc.currently_in_hospital then stay.discharged_at is null
    else (coalesce(hc.status, 'ADMITTED') = 'ADMITTED' and ${side('stay.admitted_at')})
      or (coalesce(hc.status, 'DISCHARGED') = 'DISCHARGED' and stay.discharged_at is not null
        and ${side('stay.discharged_at')}) end`;
  return sql`
    select hc.category_id, hit.patient_id
    from cats join category_hospitalization_condition hc on hc.category_id = cats.id
    cross join lateral (
      select distinct stay.patient_id from hospitalization stay
      join zones zone on zone.name = (select p.timezone from patient p where p.id = stay.patient_id)
      where (not hc.currently_in_hospital
          or exists (select 1 from hospitalization open_stay
                     where open_stay.patient_id = stay.patient_id and open_stay.discharged_at is null))
        and ${stayHolds(instantSide)} and ${stayHolds(localSide)} ${only('stay.patient_id')}
      offset 0
    ) hit`;
}

/**
 * The time zones patients live in, each with the zone days are counted in: itself, or UTC for a
 * zone PostgreSQL does not know (as for the day counters). The zones are read from the index on
 * patient (timezone) one at a time (a skip scan: one index probe per zone, not a pass over every
 * patient), and each is checked once.
 */
export function patientZones(): RawBuilder<unknown> {
  return sql`
    with recursive zone (name) as (
      (select p.timezone from patient p order by p.timezone limit 1)
      union all
      select (select p.timezone from patient p where p.timezone > zone.name order by p.timezone limit 1)
      from zone where zone.name is not null
    )
    select zone.name, case when is_time_zone(zone.name) then zone.name else 'UTC' end as tz
    from zone where zone.name is not null`;
}

/**
 * Relative deviations: the current value against the mean of the values stamped in the 14 days
 * before it, in percent of the mean's size; a positive threshold asks for a rise at least that
 * large, a negative one for a fall. In exact numeric arithmetic, so 20% of 10 is exactly 2. From a
 * mean of 0 any rise (fall) is unboundedly large; no values in the window, no deviation. The mean
 * is the latest row's previous_window_mean, kept by triggers (migration 0007).
 *
 * The deviation as a float, kept with the row (migration 0010), finds the candidates through its
 * index and decides where it is clearly beyond the threshold or short of it; within a margin far
 * wider than its rounding, the exact rule decides (a mean of 0 gives ±Infinity, never near one).
 */
export function deviationBranch(only: PatientFilter = everyPatient): RawBuilder<unknown> {
  const margin = sql`abs(rd.threshold) * 1e-9`;
  const exactGap = sql`(latest.value::numeric - latest.previous_window_mean) * 100 - rd.threshold::numeric * abs(latest.previous_window_mean)`;
  return sql`
    select rd.category_id, hit.patient_id
    from cats join category_relative_deviation rd on rd.category_id = cats.id
    cross join lateral (
      select latest.patient_id from patient_variable_latest latest
      where rd.threshold > 0 and latest.variable_id = rd.variable_id
        and latest.previous_window_deviation >= rd.threshold - ${margin}
        and (latest.previous_window_deviation > rd.threshold + ${margin}
          or ${exactGap} >= 0) ${only('latest.patient_id')}
      union all
      select latest.patient_id from patient_variable_latest latest
      where rd.threshold < 0 and latest.variable_id = rd.variable_id
        and latest.previous_window_deviation <= rd.threshold + ${margin}
        and (latest.previous_window_deviation < rd.threshold - ${margin}
          or ${exactGap} <= 0) ${only('latest.patient_id')}
      offset 0
    ) hit`;
}

/** How many conditions each category has (`checked`): a member satisfies all of them. */
export function conditionCounts(): RawBuilder<unknown> {
  const count = (table: string) =>
    sql`(select count(*) from ${sql.table(table)} c where c.category_id = cats.id)`;
  return sql`
    select cats.id as category_id,
      ${count('category_variable_condition')} + ${count('category_other_condition')}
      + ${count('category_diagnosis_condition')} + ${count('category_hospitalization_condition')}
      + ${count('category_relative_deviation')} as checked
    from cats`;
}
