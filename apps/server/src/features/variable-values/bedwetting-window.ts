import { BEDWETTING_WINDOW_NIGHTS } from '@vigil/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { latestFromMonths, storeDayValuesByMonth } from './day-months.ts';
import {
  inComputeTransaction,
  patientSpans,
  type ComputationResult,
  type DayComputation,
} from './patient-days.ts';

/** The variable whose latest time stamp tells that a patient's day has been computed. */
export const BEDWETTING_MARKER = 'NOENTRY';

/** The bedwetting variables and the column of `day_values` that holds each. */
const VARIABLES = {
  WET: 'wet',
  VWET: 'very_wet',
  DRY: 'dry',
  SELFWOKE: 'self_woke',
  WET2: 'wet_twice',
  NOENTRY: 'no_entry',
  TECHERR: 'open_errors',
  DSLE: 'days_since_last',
  TXWEEKS: 'weeks',
  DRYSTREAK: 'dry_streak',
} as const;

const N = sql.lit(BEDWETTING_WINDOW_NIGHTS);
const N_BEFORE_END = sql.lit(BEDWETTING_WINDOW_NIGHTS - 1);
const N_PLUS_ONE = sql.lit(BEDWETTING_WINDOW_NIGHTS + 1);

/** `entry` is a current (not superseded) nightly entry with a value, of the patient `patient`. */
const currentEntryOf = (entry: string, patient: string) =>
  sql`${sql.ref(`${entry}.patient_id`)} = ${sql.ref(`${patient}.id`)} and ${sql.ref(`${entry}.superseded_at`)} is null
    and ${sql.ref(`${entry}.value`)} is not null`;

/**
 * Recomputes the bedwetting variables of a batch of patients for their local day at `asOf` (and,
 * with `firstDays`, every earlier day from the first one asked): a value per patient, day and
 * variable, kept by month (`variable_value_month`, each day stamped at its local midnight), and the
 * latest values from the day at `asOf`. Each day sees only the nights up to its own window. Window
 * rules: docs/decisions/derived-variables.md. Unchanged values are not rewritten, so a second
 * run changes nothing; `changedRows` counts the day values and latest rows that changed.
 */
export async function computeBedwettingWindow(db: Db, job: DayComputation): Promise<ComputationResult> {
  return inComputeTransaction(db, async (trx) => {
    const { rows } = await bedwettingDaysSql(job).execute(trx);
    const days = rows[0] ?? { patients: 0, changedRows: 0 };
    if (days.patients === 0) return days;
    // A statement of its own, after the days: the latest row's trigger reads them for its mean.
    const latest = await latestFromMonths(job, Object.keys(VARIABLES)).execute(trx);
    return { patients: days.patients, changedRows: days.changedRows + (latest.rows[0]?.changedRows ?? 0) };
  });
}

/**
 * One pass over each patient's calendar of nights, from 14 nights before the first day computed
 * to today: running counts of the nights (wet, dry, …) and of the last entry, the last wet night
 * and the dry nights since, so that each day's window is the difference of two running counts and
 * the cost follows the days computed, not the nights before them (which three index probes sum up).
 */
function bedwettingDaysSql(job: DayComputation): RawBuilder<ComputationResult> {
  return sql<ComputationResult>`
    with spans as materialized (${patientSpans(job.batch, job.asOf, job.firstDays)}),
    calendars as materialized (
      -- What the nights before the calendar leave: the last entry, the last wet one, the dry run since.
      select s.*, s.first_day - ${N} as calendar_start, before.last_entry, before.last_wet,
        exists (select 1 from variable_value_month m where m.patient_id = s.id) as has_months,
        (select count(*) from nightly_entry e
          where ${currentEntryOf('e', 's')} and e.value = 0 and e.night < s.first_day - ${N}
            and e.night > coalesce(before.last_wet, '-infinity'::date)) as dry_before
      from spans s
      cross join lateral (
        select
          (select max(e.night) from nightly_entry e
            where ${currentEntryOf('e', 's')} and e.night < s.first_day - ${N}) as last_entry,
          (select max(e.night) from nightly_entry e
            where ${currentEntryOf('e', 's')} and e.night < s.first_day - ${N} and e.value > 0) as last_wet
      ) before
    ),
    error_days as materialized (
      -- Per day, the alarm errors still open at its end, with the window ending tonight (once
      -- tonight is recorded) and ending yesterday: a past day keeps the errors fixed only after it.
      select c.id, day.day::date as night,
        count(*) filter (where t.night > day.day::date - ${N}) as if_recorded,
        count(*) filter (where t.night < day.day::date) as if_not
      from calendars c
      -- OFFSET 0 keeps each a probe of the patient's rows (as a join it may read the whole table).
      cross join lateral (
        select t.night, t.fixed, t.fixed_at from technical_error t
        where t.patient_id = c.id and t.night >= c.calendar_start and t.night <= c.today offset 0) t
      cross join lateral generate_series(t.night::timestamp, least(t.night + ${N}, c.today)::timestamp,
        interval '1 day') as day (day)
      where day.day >= c.first_day
        and (not t.fixed or t.fixed_at >= ((day.day::date + 1)::timestamp at time zone c.tz))
      group by c.id, day.day
    ),
    entries as (
      select c.id, e.night, e.value, e.self_woke_up, e.wet_second_time
      from calendars c
      cross join lateral (
        select e.night, e.value, e.self_woke_up, e.wet_second_time from nightly_entry e
        where ${currentEntryOf('e', 'c')} and e.night >= c.calendar_start and e.night <= c.today offset 0) e
    ),
    nights as (
      select c.id, c.calendar_start + n.i as night, (e.night is not null)::int as recorded,
        coalesce((e.value > 0)::int, 0) as wet, coalesce((e.value = 2)::int, 0) as very_wet,
        coalesce((e.value = 0)::int, 0) as dry, coalesce(e.self_woke_up::int, 0) as self_woke,
        coalesce(e.wet_second_time::int, 0) as wet_twice,
        coalesce(case when e.night is not null then x.if_recorded else x.if_not end, 0) as open_errors
      from calendars c
      cross join lateral generate_series(0, c.today - c.calendar_start) as n (i)
      left join entries e on e.id = c.id and e.night = c.calendar_start + n.i
      left join error_days x on x.id = c.id and x.night = c.calendar_start + n.i
    ),
    running as (
      select n.*,
        sum(n.wet) over so_far as wet_sum, sum(n.very_wet) over so_far as very_wet_sum,
        sum(n.dry) over so_far as dry_sum, sum(n.self_woke) over so_far as self_woke_sum,
        sum(n.wet_twice) over so_far as wet_twice_sum,
        max(case when n.recorded = 1 then n.night end) over so_far as last_entry,
        max(case when n.wet = 1 then n.night end) over so_far as last_wet
      from nights n
      window so_far as (partition by n.id order by n.night rows unbounded preceding)
    ),
    windows as (
      -- Tonight's entry moves the window onto today (nights D-13..D); until it is recorded the
      -- window ends yesterday (D-14..D-1). A night not recorded adds nothing to the running counts,
      -- so both are today's count less the count 14 or 15 nights back.
      select r.id, r.night as day, r.night - 1 + r.recorded as window_end, r.open_errors,
        r.last_entry, r.last_wet, r.dry_sum,
        r.wet_sum - lag(r.wet_sum, ${N_PLUS_ONE} - r.recorded, 0::bigint) over back as wet,
        r.very_wet_sum - lag(r.very_wet_sum, ${N_PLUS_ONE} - r.recorded, 0::bigint) over back as very_wet,
        r.dry_sum - lag(r.dry_sum, ${N_PLUS_ONE} - r.recorded, 0::bigint) over back as dry,
        r.self_woke_sum - lag(r.self_woke_sum, ${N_PLUS_ONE} - r.recorded, 0::bigint) over back as self_woke,
        r.wet_twice_sum - lag(r.wet_twice_sum, ${N_PLUS_ONE} - r.recorded, 0::bigint) over back as wet_twice,
        -- Dry nights before the last wet one (running counts only grow).
        max(case when r.wet = 1 then r.dry_sum end) over back as dry_before_last_wet
      from running r
      window back as (partition by r.id order by r.night rows unbounded preceding)
    ),
    days as (
      select w.id, c.tz, c.has_months, w.day, w.window_end, w.wet, w.very_wet, w.dry, w.self_woke, w.wet_twice,
        w.wet + w.dry as recorded, w.open_errors, c.registered,
        case when c.first_entry <= w.window_end then c.first_entry end as first_entry,
        coalesce(w.last_entry, c.last_entry) as last_entry,
        -- Missing nights neither count nor break a dry run (the usual alarm-trial rule).
        w.dry_sum - coalesce(w.dry_before_last_wet, -c.dry_before) as dry_streak
      from windows w
      join calendars c on c.id = w.id
      where w.day >= c.first_day
    ),
    day_values as (
      select d.id, d.tz, d.has_months, d.day,
        -- Counts over entries are unknown, not zero, while the window holds no entry.
        case when d.recorded > 0 then d.wet::float8 end as wet,
        case when d.recorded > 0 then d.very_wet::float8 end as very_wet,
        case when d.recorded > 0 then d.dry::float8 end as dry,
        case when d.recorded > 0 then d.self_woke::float8 end as self_woke,
        case when d.recorded > 0 then d.wet_twice::float8 end as wet_twice,
        -- Nights before registration (or before the first entry, if that came earlier) are not missing.
        (greatest(0, d.window_end - greatest(d.window_end - ${N_BEFORE_END},
          least(d.registered + 1, coalesce(d.first_entry, d.registered + 1))) + 1) - d.recorded)::float8 as no_entry,
        d.open_errors::float8 as open_errors,
        (d.day - d.last_entry)::float8 as days_since_last,
        ((d.day - d.first_entry) / 7)::float8 as weeks,
        case when d.last_entry is not null then d.dry_streak::float8 end as dry_streak
      from days d
    ),
    ${storeDayValuesByMonth('day_values', VARIABLES)}
    select (select count(*) from spans)::int as patients,
      (select coalesce(sum(changed_days), 0) from written)::int as changed_rows`;
}
