import { sql, type Kysely } from 'kysely';

/*
 * The bedwetting variables have a value for every local day of every child (issue 20): ten rows a
 * day in variable_value made 120 million rows for 100,000 children of 120 days, tens of minutes of
 * writing and about 12 GB. They are kept instead one row per patient, variable and calendar month,
 * the month's values in an array by day of the month (docs/decisions/derived-variables.md,
 * Storage): a twelfth of the bytes, a thirtieth of the rows, and the daily roll updates a row
 * instead of inserting ten. What the calls show is the same: a day is stamped at its local
 * midnight, and variable_value_month_days() gives back the day rows.
 *
 * The relative deviation's mean of the 14 days before a latest value (0007) reads both stores: a
 * variable's history is in one of them. A month row written refreshes the means whose window holds
 * a day it changed, as a variable_value row does.
 */

/** The month rows' days as rows; the computed variables' history reads them through it. */
const monthDays = `
  create function variable_value_month_days(p_month date, p_zone text, p_day_values double precision[],
    p_first date default null, p_last date default null)
  returns table (day date, time_stamp timestamptz, value double precision)
  language sql stable parallel safe as $$
    select p_month + i - 1, ((p_month + i - 1)::timestamp at time zone p_zone), p_day_values[i]
    from generate_series(greatest(1, coalesce(p_first - p_month + 1, 1)),
      least(cardinality(p_day_values), coalesce(p_last - p_month + 1, 31))) i
    where p_day_values[i] is distinct from 'NaN'::float8
  $$`;

/**
 * The local days of month rows that can fall in the window of the latest row `latest` (the 336
 * hours before its time stamp), generously in UTC: the exact test is on each day's time stamp.
 */
const firstWindowDay = (latest: string) =>
  `(((${latest}.time_stamp - interval '336 hours') at time zone 'UTC')::date - 1)`;
const lastWindowDay = (latest: string) => `((${latest}.time_stamp at time zone 'UTC')::date + 1)`;

/** The computed days of the month rows in the window of the latest row `latest`: from … where … */
const monthDaysInWindow = (latest: string) => `from variable_value_month month
    cross join lateral variable_value_month_days(month.month, month.zone, month.day_values,
      ${firstWindowDay(latest)}, ${lastWindowDay(latest)}) day
    where month.patient_id = ${latest}.patient_id and month.variable_id = ${latest}.variable_id
      and month.month between date_trunc('month', ${firstWindowDay(latest)})::date and ${lastWindowDay(latest)}
      and day.time_stamp >= ${latest}.time_stamp - interval '336 hours' and day.time_stamp < ${latest}.time_stamp`;

/** The mean of the history of the latest row `latest` in its window, from both stores: numeric, null when empty. */
const windowMean = (latest: string) => `(
  select avg(history.value::numeric) from (
    select stamped.value from variable_value stamped
    where stamped.patient_id = ${latest}.patient_id and stamped.variable_id = ${latest}.variable_id
      and stamped.time_stamp >= ${latest}.time_stamp - interval '336 hours'
      and stamped.time_stamp < ${latest}.time_stamp
    union all
    select day.value ${monthDaysInWindow(latest)}
  ) history where history.value is not null)`;

/**
 * Refreshes the means of the latest rows that `touching` (a select of the latest row `touched`
 * from the changed rows) finds. Each changed row probes the latest row of its series: a semi-join
 * of the latest table with the changed rows read every latest row for every statement.
 */
const refreshTouched = (touching: string) => `
  update patient_variable_latest latest set previous_window_mean = fresh.mean
  from (
    select touched.patient_id, touched.variable_id, ${windowMean('touched')} as mean
    from (${touching}) touched
  ) fresh
  where latest.patient_id = fresh.patient_id and latest.variable_id = fresh.variable_id
    and latest.previous_window_mean is distinct from fresh.mean`;

/** The latest row of the series of changed row `row`, one index probe (OFFSET 0 keeps it one). */
const latestOf = (row: string) => `cross join lateral (
    select t.patient_id, t.variable_id, t.time_stamp from patient_variable_latest t
    where t.patient_id = ${row}.patient_id and t.variable_id = ${row}.variable_id offset 0) touched`;

/** The latest rows whose window holds a row of transition table `changed` (0007). */
const touchedBy = (changed: string) => `
  select distinct touched.patient_id, touched.variable_id, touched.time_stamp
  from ${changed} c ${latestOf('c')}
  where c.time_stamp >= touched.time_stamp - interval '336 hours' and c.time_stamp < touched.time_stamp`;

/** A computed day of month row `row` in the window of `latest`. */
const dayInWindow = (row: string, latest: string) => `exists (
  select 1 from variable_value_month_days(${row}.month, ${row}.zone, ${row}.day_values,
    ${firstWindowDay(latest)}, ${lastWindowDay(latest)}) day
  where day.time_stamp >= ${latest}.time_stamp - interval '336 hours' and day.time_stamp < ${latest}.time_stamp)`;

/**
 * Of an updated month row, the days that can fall in the window of `latest` differ (by the row's
 * own zone: the daily roll adds today, which is after the window, and refreshes nothing).
 */
const windowDaysDiffer = (before: string, after: string, latest: string) => {
  const first = `(((${latest}.time_stamp - interval '336 hours') at time zone ${after}.zone)::date - 1 - ${after}.month + 1)`;
  const last = `(((${latest}.time_stamp - interval '1 microsecond') at time zone ${after}.zone)::date - ${after}.month + 1)`;
  return `(${before}.zone is distinct from ${after}.zone
    or ${before}.day_values[greatest(1, ${first}):${last}] is distinct from ${after}.day_values[greatest(1, ${first}):${last}])`;
};

/** The latest rows whose window holds a computed day of a row of transition table `months`. */
const touchedByMonths = (months: string) => `
  select distinct touched.patient_id, touched.variable_id, touched.time_stamp
  from ${months} m ${latestOf('m')}
  where ${dayInWindow('m', 'touched')}`;

/** The latest rows whose window holds a day that an update of month rows changed. */
const touchedByUpdatedMonths = `
  select distinct touched.patient_id, touched.variable_id, touched.time_stamp
  from old_months o join new_months n using (patient_id, variable_id, month) ${latestOf('n')}
  where ${windowDaysDiffer('o', 'n', 'touched')}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table variable_value_month (
    patient_id integer not null references patient on delete cascade,
    variable_id integer not null references patient_variable on delete restrict,
    month date not null check (extract(day from month) = 1),
    zone text not null,
    day_values double precision[] not null check (array_lower(day_values, 1) = 1 and cardinality(day_values) <= 31),
    primary key (patient_id, variable_id, month)
  )`.execute(db);
  await sql`comment on table variable_value_month is
    'The values of a variable computed for each local day (the bedwetting variables), one row per patient, variable and calendar month'`.execute(
    db,
  );
  await sql`comment on column variable_value_month.month is 'The first day of the month'`.execute(db);
  await sql`comment on column variable_value_month.zone is
    'The time zone whose local midnight stamps each day (the patient''s when computed)'`.execute(db);
  await sql`comment on column variable_value_month.day_values is
    'Element d is the value of day d of the month: null when computed without a value, NaN when not computed'`.execute(
    db,
  );
  await sql.raw(monthDays).execute(db);

  // Two simple statements and the mean of both, not one union: each plans in a fraction of the
  // time, and the trigger runs for every latest row written.
  await sql
    .raw(
      `create or replace function patient_variable_latest_take_window_mean() returns trigger language plpgsql as $$
    declare
      stamped_sum numeric;
      stamped_count bigint;
      day_sum numeric;
      day_count bigint;
    begin
      select sum(history.value::numeric), count(history.value) into stamped_sum, stamped_count
      from variable_value history
      where history.patient_id = new.patient_id and history.variable_id = new.variable_id
        and history.time_stamp >= new.time_stamp - interval '336 hours' and history.time_stamp < new.time_stamp;
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
      `create or replace function variable_value_refresh_window_means() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then ${refreshTouched(touchedBy('new_values'))};
      elsif tg_op = 'DELETE' then ${refreshTouched(touchedBy('old_values'))};
      else ${refreshTouched(
        touchedBy(
          '(select patient_id, variable_id, time_stamp from old_values union all select patient_id, variable_id, time_stamp from new_values)',
        ),
      )};
      end if;
      return null;
    end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create function variable_value_month_refresh_window_means() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then ${refreshTouched(touchedByMonths('new_months'))};
      elsif tg_op = 'DELETE' then ${refreshTouched(touchedByMonths('old_months'))};
      else ${refreshTouched(touchedByUpdatedMonths)};
      end if;
      return null;
    end $$`,
    )
    .execute(db);
  await sql`create trigger variable_value_month_inserted_refreshes_means after insert on variable_value_month
    referencing new table as new_months
    for each statement execute function variable_value_month_refresh_window_means()`.execute(db);
  await sql`create trigger variable_value_month_updated_refreshes_means after update on variable_value_month
    referencing old table as old_months new table as new_months
    for each statement execute function variable_value_month_refresh_window_means()`.execute(db);
  await sql`create trigger variable_value_month_deleted_refreshes_means after delete on variable_value_month
    referencing old table as old_months
    for each statement execute function variable_value_month_refresh_window_means()`.execute(db);

  // The days already computed move over, each on its local day in the patient's zone (the last
  // row of a day, were there two); a day without its row stays not computed (NaN).
  await sql`
    insert into variable_value_month (patient_id, variable_id, month, zone, day_values)
    select m.patient_id, m.variable_id, m.month, m.zone,
      array(select case when x.day is null then 'NaN'::float8 else x.value end
        from generate_series(1, m.last_day) d (day)
        left join unnest(m.days, m.day_values) as x (day, value) on x.day = d.day
        order by d.day)
    from (
      select kept.patient_id, kept.variable_id, kept.zone, date_trunc('month', kept.day::timestamp)::date as month,
        max(extract(day from kept.day))::int as last_day, array_agg(extract(day from kept.day)::int) as days,
        array_agg(kept.value) as day_values
      from (
        select distinct on (v.patient_id, v.variable_id, (v.time_stamp at time zone zone.tz)::date)
          v.patient_id, v.variable_id, zone.tz as zone, (v.time_stamp at time zone zone.tz)::date as day, v.value
        from variable_value v
        join patient_variable pv on pv.id = v.variable_id and pv.flavour = 'bedwetting' and pv.kind = 'computed'
        join patient p on p.id = v.patient_id
        cross join lateral (select case when is_time_zone(p.timezone) then p.timezone else 'UTC' end as tz) zone
        where v.source = 'computed'
        order by v.patient_id, v.variable_id, (v.time_stamp at time zone zone.tz)::date, v.time_stamp desc
      ) kept
      group by 1, 2, 3, 4
    ) m`.execute(db);
  await sql`
    delete from variable_value v using patient_variable pv
    where pv.id = v.variable_id and pv.flavour = 'bedwetting' and pv.kind = 'computed' and v.source = 'computed'`.execute(
    db,
  );
}
