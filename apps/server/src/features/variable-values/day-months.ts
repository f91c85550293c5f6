import { sql, type RawBuilder } from 'kysely';
import { patientDays, type DayComputation } from './patient-days.ts';
import { storeLatestValues } from './store-sql.ts';

/**
 * CTEs that keep the day values of CTE `source` (id, tz, day, `has_months` when the patient has
 * month rows already, and one column per variable, as `variables` maps codes to columns) in
 * variable_value_month: each patient's days of a month are
 * laid over the stored month row, and only rows with a changed day (or another time zone) are
 * written. `written` has the number of changed days of each row written.
 */
export function storeDayValuesByMonth(
  source: string,
  variables: Readonly<Record<string, string>>,
): RawBuilder<unknown> {
  const byCode = Object.entries(variables).map(([code, column]) => sql`(${code}, ${sql.ref(`m.${column}`)})`);
  return sql`
    months as (
      -- The arrays take the days in the order the subquery sorts them: a statement that writes is
      -- never parallel, and the grouping reads that order as it is (array_agg(… order by day)
      -- sorts each group again, three times the cost on PostgreSQL 15).
      select ordered.id, min(ordered.tz) as zone, ordered.month, bool_or(ordered.has_months) as has_months,
        extract(day from min(ordered.day))::int as first_index, count(*)::int as days,
        ${sql.join(Object.values(variables).map((column) => sql`array_agg(${sql.ref(`ordered.${column}`)}) as ${sql.ref(column)}`))}
      from (
        select s.*, date_trunc('month', s.day::timestamp)::date as month from ${sql.table(source)} s
        order by s.id, month, s.day
      ) ordered
      group by ordered.id, ordered.month
    ),
    parts as (
      select m.id as patient_id, v.id as variable_id, m.month, m.zone, m.has_months, m.first_index, m.days, x.day_values
      from months m
      cross join lateral (values ${sql.join(byCode)}) as x (code, day_values)
      join patient_variable v on v.code = x.code
    ),
    kept as materialized (
      -- A subquery per row, so one index probe per row whatever the statistics of a table the
      -- run is filling say (a join may read the whole table).
      select p.*, case when p.has_months then (
        select k from variable_value_month k
        where k.patient_id = p.patient_id and k.variable_id = p.variable_id and k.month = p.month
      ) end as kept
      from parts p
    ),
    merged as (
      -- The month's other days stay as stored; days never computed are NaN.
      select p.patient_id, p.variable_id, p.month, p.zone,
        case when p.first_index = 1 then '{}'::float8[]
          else coalesce((p.kept).day_values[1:p.first_index - 1], '{}')
            || array_fill('NaN'::float8, array[p.first_index - 1 - coalesce(cardinality((p.kept).day_values[1:p.first_index - 1]), 0)])
        end || p.day_values || coalesce((p.kept).day_values[p.first_index + p.days:31], '{}') as day_values,
        case when p.kept is null then p.days
          when (p.kept).day_values[p.first_index:p.first_index + p.days - 1] is not distinct from p.day_values then 0
          when p.days = 1 then 1
          else (select count(*)::int from generate_series(1, p.days) i
            where p.day_values[i] is distinct from coalesce((p.kept).day_values[p.first_index + i - 1], 'NaN'::float8))
        end as changed_days,
        (p.kept).zone is distinct from p.zone as moved
      from kept p
    ),
    upserted as (
      insert into variable_value_month (patient_id, variable_id, month, zone, day_values)
      select m.patient_id, m.variable_id, m.month, m.zone, m.day_values from merged m
      where m.changed_days > 0 or m.moved
      order by m.patient_id, m.variable_id, m.month
      on conflict (patient_id, variable_id, month) do update set zone = excluded.zone, day_values = excluded.day_values
      returning 1
    ),
    written as (select m.changed_days from merged m where m.changed_days > 0 or m.moved)`;
}

/**
 * The latest values of the variables `codes` for the batch's day at `asOf`, from the month rows
 * just written (after them, so that the latest row's trigger finds the days of its window).
 */
export function latestFromMonths(
  job: DayComputation,
  codes: readonly string[],
): RawBuilder<{ changedRows: number }> {
  return sql<{ changedRows: number }>`
    with patient_days as materialized (${patientDays(job.batch, job.asOf)}),
    latest_values as materialized (
      -- A subquery per value: one index probe each (a join may read the whole table).
      select d.id as patient_id, v.id as variable_id, (
          select m.day_values[extract(day from d.today)::int] from variable_value_month m
          where m.patient_id = d.id and m.variable_id = v.id
            and m.month = date_trunc('month', d.today::timestamp)::date
        ) as value,
        d.day_start as time_stamp, 0 as days_since
      from patient_days d
      cross join patient_variable v
      where v.code in (${sql.join(codes)})
    ),
    ${storeLatestValues('latest', 'latest_values', job.keepNewerLatest)}
    select count(*)::int as changed_rows from latest`;
}
