import { BEDWETTING_WINDOW_NIGHTS } from '@vigil/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { storeComputedValues, storeLatestValues } from './store-sql.ts';
import {
  inComputeTransaction,
  patientDaySpan,
  type ComputationResult,
  type DayComputation,
} from './patient-days.ts';

/** The variable whose latest time stamp tells that a patient's day has been computed. */
export const BEDWETTING_MARKER = 'NOENTRY';

const N = sql.lit(BEDWETTING_WINDOW_NIGHTS);
const N_BEFORE_END = sql.lit(BEDWETTING_WINDOW_NIGHTS - 1);

/** `entry` is a current (not superseded) nightly entry with a value, of the patient `days`. */
const currentEntryOf = (entry: string, days: string) =>
  sql`${sql.ref(`${entry}.patient_id`)} = ${sql.ref(`${days}.id`)} and ${sql.ref(`${entry}.superseded_at`)} is null
    and ${sql.ref(`${entry}.value`)} is not null`;

/**
 * Recomputes the bedwetting variables of a batch of patients for their local day at `asOf` (and,
 * with `firstDays`, every earlier day from the first one asked), in one statement (so each batch
 * is atomic): one variable_value row per patient, day and variable, stamped at the start of that
 * local day, and the latest values from the day at `asOf`. Each day sees only the nights up to
 * its own window. Window rules: docs/decisions.md, "Derived variables". Unchanged rows are not
 * rewritten, so a second run changes nothing.
 */
export async function computeBedwettingWindow(db: Db, job: DayComputation): Promise<ComputationResult> {
  return inComputeTransaction(db, async (trx) => {
    const { rows } = await bedwettingWindowSql(job).execute(trx);
    return rows[0] ?? { patients: 0, changedRows: 0 };
  });
}

function bedwettingWindowSql(job: DayComputation): RawBuilder<ComputationResult> {
  const { batch } = job;
  return sql<ComputationResult>`
    -- One row per patient and day computed; today is that day (not necessarily the current one).
    with patient_days as materialized (${patientDaySpan(batch, job.asOf, job.firstDays)}),
    windows as materialized (
      -- Tonight's entry moves the window onto today; until it is recorded the window ends yesterday.
      select d.*, d.today - case when exists (
          select 1 from nightly_entry t where ${currentEntryOf('t', 'd')} and t.night = d.today
        ) then 0 else 1 end as window_end
      from patient_days d
    ),
    -- Per patient, index probes of the window and of the nights around its ends: the cost
    -- follows the window, not the length of the history.
    ends as materialized (
      select d.*,
        (select min(e.night) from nightly_entry e
          where ${currentEntryOf('e', 'd')} and e.night <= d.window_end) as first_entry,
        (select max(e.night) from nightly_entry e
          where ${currentEntryOf('e', 'd')} and e.night <= d.window_end) as last_entry,
        (select max(e.night) from nightly_entry e
          where ${currentEntryOf('e', 'd')} and e.night <= d.window_end and e.value > 0) as last_wet
      from windows d
    ),
    results as (
      select d.id as patient_id, d.day_start, d.newest, d.last_entry, w.recorded, w.wet, w.very_wet, w.dry,
        w.self_woke, w.wet_twice, streak.dry_streak, errors.open_errors,
        d.today - d.first_entry as days_since_first, d.today - d.last_entry as days_since_last,
        -- Nights before registration (or before the first entry, if that came earlier) are not missing.
        greatest(0, d.window_end - greatest(d.window_end - ${N_BEFORE_END},
          least(d.registered + 1, coalesce(d.first_entry, d.registered + 1))) + 1) - w.recorded as no_entry
      from ends d
      cross join lateral (
        select count(*) as recorded, count(*) filter (where e.value > 0) as wet,
          count(*) filter (where e.value = 2) as very_wet, count(*) filter (where e.value = 0) as dry,
          count(*) filter (where e.self_woke_up) as self_woke, count(*) filter (where e.wet_second_time) as wet_twice
        from nightly_entry e
        where ${currentEntryOf('e', 'd')} and e.night > d.window_end - ${N} and e.night <= d.window_end
      ) w
      -- Missing nights neither count nor break a dry run (the usual alarm-trial rule).
      cross join lateral (
        select count(*) as dry_streak from nightly_entry e
        where ${currentEntryOf('e', 'd')} and e.value = 0 and e.night <= d.window_end
          and e.night > coalesce(d.last_wet, '-infinity'::date)
      ) streak
      -- Open at the end of the day: a past day keeps the errors fixed only after it.
      cross join lateral (
        select count(*) as open_errors from technical_error t
        where t.patient_id = d.id and t.night > d.window_end - ${N} and t.night <= d.window_end
          and (not t.fixed or t.fixed_at >= ((d.today + 1)::timestamp at time zone d.tz))
      ) errors
    ),
    computed as (
      select r.patient_id, v.id as variable_id, x.value, r.day_start as time_stamp, r.newest
      from results r
      cross join lateral (values
        -- Counts over entries are unknown, not zero, while the window holds no entry.
        ('WET', case when r.recorded > 0 then r.wet::float8 end),
        ('VWET', case when r.recorded > 0 then r.very_wet::float8 end),
        ('DRY', case when r.recorded > 0 then r.dry::float8 end),
        ('SELFWOKE', case when r.recorded > 0 then r.self_woke::float8 end),
        ('WET2', case when r.recorded > 0 then r.wet_twice::float8 end),
        ('NOENTRY', r.no_entry::float8),
        ('TECHERR', r.open_errors::float8),
        ('DSLE', r.days_since_last::float8),
        ('TXWEEKS', (r.days_since_first / 7)::float8),
        ('DRYSTREAK', case when r.last_entry is not null then r.dry_streak::float8 end)
      ) x (code, value)
      join patient_variable v on v.code = x.code
    ),
    latest_values as (
      select patient_id, variable_id, value, time_stamp, 0 as days_since from computed where newest
    ),
    ${storeComputedValues('stored', 'computed')},
    ${storeLatestValues('latest', 'latest_values', job.keepNewerLatest)}
    select (select count(distinct patient_id) from results) as patients,
      (select count(*) from stored) + (select count(*) from latest) as changed_rows`;
}
