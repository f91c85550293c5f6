import { sql, type Kysely } from 'kysely';

/*
 * The 14-day mean of a latest row (0007, 0024) reads the days of the month rows more cheaply, and
 * a refresh computes each mean once. Measured on the derived variables' refresh after ingestion
 * (bench/results/2026-11-28-ingestion.md):
 * - variable_value_month_window() finds the days of a month row in the 336 hours before a time
 *   stamp by their local dates: days are in order, so only the first and the last day of the
 *   window need their local midnight computed, where variable_value_month_days() converted every
 *   day of the month to test it.
 * - The refresh of the means after a write referred to the mean in its filter and in its SET; the
 *   planner flattened the subquery and computed the mean twice per row. OFFSET 0 keeps it once.
 */

/** The values of a month row's computed days (not NaN) stamped in the 336 hours before `p_before`. */
const monthWindow = `
  create function variable_value_month_window(p_month date, p_zone text, p_day_values double precision[],
    p_before timestamptz)
  returns setof double precision
  language sql stable parallel safe as $$
    select p_day_values[i]
    from (select ((p_before - interval '336 hours') at time zone p_zone)::date as first_day,
        ((p_before - interval '1 microsecond') at time zone p_zone)::date as last_day) window_days
    cross join lateral generate_series(greatest(1, window_days.first_day - p_month + 1),
      least(cardinality(p_day_values), window_days.last_day - p_month + 1)) i
    where p_day_values[i] is distinct from 'NaN'::float8
      and (p_month + i - 1 > window_days.first_day
        or ((p_month + i - 1)::timestamp at time zone p_zone) >= p_before - interval '336 hours')
      and (p_month + i - 1 < window_days.last_day
        or ((p_month + i - 1)::timestamp at time zone p_zone) < p_before)
  $$`;

/** The values of the days of the month rows in the window of the latest row `latest`: from … where … */
const monthDaysInWindow = (latest: string) => `from variable_value_month month
    cross join lateral variable_value_month_window(month.month, month.zone, month.day_values, ${latest}.time_stamp) day (value)
    where month.patient_id = ${latest}.patient_id and month.variable_id = ${latest}.variable_id
      -- The months that can hold a local day of the window, generously (time zones are within a day of UTC).
      and month.month between date_trunc('month', ((${latest}.time_stamp - interval '360 hours') at time zone 'UTC'))::date
        and ((${latest}.time_stamp at time zone 'UTC')::date + 1)`;

/** The rows of variable_value in the window of the latest row `latest`: from … where … */
const stampedInWindow = (latest: string) => `from variable_value stamped
    where stamped.patient_id = ${latest}.patient_id and stamped.variable_id = ${latest}.variable_id
      and stamped.time_stamp >= ${latest}.time_stamp - interval '336 hours' and stamped.time_stamp < ${latest}.time_stamp`;

/**
 * Sets the mean of the latest rows that `touching` (a select of the latest rows `touched`) finds,
 * where it changed. OFFSET 0 keeps `fresh` a subquery of its own, so each mean is computed once.
 */
const refreshTouched = (touching: string) => `
  update patient_variable_latest latest set previous_window_mean = fresh.mean
  from (
    select touched.patient_id, touched.variable_id, (
      select avg(history.value::numeric) from (
        select stamped.value ${stampedInWindow('touched')}
        union all
        select day.value ${monthDaysInWindow('touched')}
      ) history where history.value is not null) as mean
    from (${touching}) touched
    offset 0
  ) fresh
  where latest.patient_id = fresh.patient_id and latest.variable_id = fresh.variable_id
    and latest.previous_window_mean is distinct from fresh.mean`;

/** The latest row of the series of changed row `row`, one index probe (OFFSET 0 keeps it one). */
const latestOf = (row: string) => `cross join lateral (
    select t.patient_id, t.variable_id, t.time_stamp from patient_variable_latest t
    where t.patient_id = ${row}.patient_id and t.variable_id = ${row}.variable_id offset 0) touched`;

/** The latest rows whose window holds a row of transition table `changed`. */
const touchedBy = (changed: string) => `
    select distinct touched.patient_id, touched.variable_id, touched.time_stamp
    from ${changed} c ${latestOf('c')}
    where c.time_stamp >= touched.time_stamp - interval '336 hours' and c.time_stamp < touched.time_stamp`;

/** The latest rows whose window holds a computed day of a row of transition table `months`. */
const touchedByMonths = (months: string) => `
    select distinct touched.patient_id, touched.variable_id, touched.time_stamp
    from ${months} m ${latestOf('m')}
    where exists (select 1 from variable_value_month_window(m.month, m.zone, m.day_values, touched.time_stamp))`;

/**
 * The latest rows whose window holds a day that an update of month rows changed (as in 0024: the
 * days that can fall in the window, by the row's own zone).
 */
const touchedByUpdatedMonths = () => {
  const first = `(((touched.time_stamp - interval '336 hours') at time zone n.zone)::date - 1 - n.month + 1)`;
  const last = `(((touched.time_stamp - interval '1 microsecond') at time zone n.zone)::date - n.month + 1)`;
  return `
    select distinct touched.patient_id, touched.variable_id, touched.time_stamp
    from old_months o join new_months n using (patient_id, variable_id, month) ${latestOf('n')}
    where o.zone is distinct from n.zone
      or o.day_values[greatest(1, ${first}):${last}] is distinct from n.day_values[greatest(1, ${first}):${last}]`;
};

/** A trigger function that refreshes the means `inserted`, `deleted` and `updated` find. */
const refreshing = (name: string, inserted: string, deleted: string, updated: string) => `
  create or replace function ${name}() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then ${refreshTouched(inserted)};
      elsif tg_op = 'DELETE' then ${refreshTouched(deleted)};
      else ${refreshTouched(updated)};
      end if;
      return null;
    end $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(monthWindow).execute(db);
  // Two simple statements and the mean of both, not one union, as in 0024: the trigger runs for
  // every latest row written, and planning the union per row cost most.
  await sql
    .raw(
      `create or replace function patient_variable_latest_take_window_mean() returns trigger language plpgsql as $$
    declare
      stamped_sum numeric;
      stamped_count bigint;
      day_sum numeric;
      day_count bigint;
    begin
      select sum(stamped.value::numeric), count(stamped.value) into stamped_sum, stamped_count
      ${stampedInWindow('new')};
      select sum(day.value::numeric), count(day.value) into day_sum, day_count
      ${monthDaysInWindow('new')};
      new.previous_window_mean :=
        (coalesce(stamped_sum, 0) + coalesce(day_sum, 0)) / nullif(stamped_count + day_count, 0);
      return new;
    end $$`,
    )
    .execute(db);
  await sql
    .raw(
      refreshing(
        'variable_value_refresh_window_means',
        touchedBy('new_values'),
        touchedBy('old_values'),
        touchedBy(
          '(select patient_id, variable_id, time_stamp from old_values union all select patient_id, variable_id, time_stamp from new_values)',
        ),
      ),
    )
    .execute(db);
  await sql
    .raw(
      refreshing(
        'variable_value_month_refresh_window_means',
        touchedByMonths('new_months'),
        touchedByMonths('old_months'),
        touchedByUpdatedMonths(),
      ),
    )
    .execute(db);
}
