import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { idArray } from '../../db/id-array.ts';

/** Memory for each sort of a batch: a statement's days (60,000 pairs) sort in memory, not on disk. */
const COMPUTE_WORK_MEM = '64MB';

/** The patients one set-based statement works on: a range of ids (the daily roll) or a list. */
export type PatientBatch =
  | { readonly kind: 'range'; readonly from: number; readonly to: number }
  | { readonly kind: 'ids'; readonly ids: readonly number[] };

/**
 * The days before the local day at `asOf` that a computation covers too, per patient: every day
 * of the patient's history ('history': from the registration day, or the first entry's night if
 * earlier), or from a given day on (a late night's; a patient not in the map gets no earlier
 * day). Never before the patient's first day.
 */
export type FirstDays = 'history' | ReadonlyMap<number, string>;

/** One set-based computation of derived values: which patients, for which instant. */
export interface DayComputation {
  readonly batch: PatientBatch;
  /** The instant whose local day is computed for each patient: the newest day computed. */
  readonly asOf: Date;
  /** Earlier days computed in the same statement (the bedwetting flavour); none when absent. */
  readonly firstDays?: FirstDays;
  /** Leave a newer latest value alone (when recomputing a past day). */
  readonly keepNewerLatest: boolean;
}

export interface ComputationResult {
  readonly patients: number;
  /** Rows of variable_value and patient_variable_latest inserted, changed or deleted. */
  readonly changedRows: number;
}

/** `column` restricted to the batch; repeated on every table so each uses its patient index. */
export function inBatch(column: string, batch: PatientBatch): RawBuilder<boolean> {
  const ref = sql.ref(column);
  return batch.kind === 'range'
    ? sql<boolean>`${ref} between ${batch.from} and ${batch.to}`
    : sql<boolean>`${ref} in (${sql.join(batch.ids)})`;
}

/**
 * The body of a `patient_days` CTE: each patient of the batch with their time zone, their local
 * day at `asOf` (`today`), that day's first instant (`day_start`, the time stamp of the day's
 * computed values) and their registration day. A time zone PostgreSQL does not know counts as
 * UTC, so one bad row cannot stop the computation for everyone else.
 */
export function patientDays(batch: PatientBatch, asOf: Date): RawBuilder<unknown> {
  return sql`
    select z.id, z.tz, z.today, (z.today::timestamp at time zone z.tz) as day_start,
      (z.created_at at time zone z.tz)::date as registered
    from (
      select zoned.*, (${asOf}::timestamptz at time zone zoned.tz)::date as today
      from (
        select p.id, p.created_at, zone.tz
        from patient p
        join (
          -- Each distinct zone is checked once; an unknown zone counts as UTC.
          select known.name, case when is_time_zone(known.name) then known.name else 'UTC' end as tz
          from (select distinct timezone as name from patient where ${inBatch('id', batch)}) known
        ) zone on zone.name = p.timezone
        where ${inBatch('p.id', batch)}
        -- OFFSET 0 keeps the planner from copying the (slow) time-zone lookup into every use of tz.
        offset 0
      ) zoned
    ) z`;
}

/**
 * The body of a CTE of the batch's patients, each with the columns of `patientDays` and the span
 * of days to compute: from `first_day` (see FirstDays; never before the patient's first day,
 * registration or the first entry's night if earlier) to `today`, their local day at `asOf`.
 * `first_entry` is the night of the patient's first current entry with a value.
 */
export function patientSpans(batch: PatientBatch, asOf: Date, firstDays?: FirstDays): RawBuilder<unknown> {
  const asked =
    firstDays === undefined
      ? sql`cross join (select null::date as day) asked`
      : firstDays === 'history'
        ? sql`cross join (select '-infinity'::date as day) asked`
        : sql`left join unnest(${idArray([...firstDays.keys()])},
            ${`{${[...firstDays.values()].join(',')}}`}::date[]) as asked (id, day) on asked.id = d.id`;
  return sql`
    select d.id, d.tz, d.today, d.day_start, d.registered, first.night as first_entry,
      case when asked.day is null then d.today
        -- The patient's first day: registration, or the first entry's night if that came earlier.
        else least(d.today, greatest(asked.day, least(d.registered, first.night))) end as first_day
    from (${patientDays(batch, asOf)}) d
    ${asked}
    cross join lateral (
      select min(e.night) as night from nightly_entry e
      where e.patient_id = d.id and e.superseded_at is null and e.value is not null) first`;
}

/**
 * The patients of the batch not yet computed for their local day at `asOf` (those whose `marker`
 * variable has no latest value stamped at or after the start of that day), each with the first
 * day to compute: the day after the last one computed, so days the roll missed (a server that was
 * down) are filled in, or the whole history for a patient never computed.
 */
export async function patientsDue(
  db: Db,
  batch: PatientBatch,
  asOf: Date,
  marker: string,
): Promise<Map<number, string>> {
  const { rows } = await sql<{ id: number; firstDay: string }>`
    with patient_days as materialized (${patientDays(batch, asOf)})
    select d.id, coalesce((done.time_stamp at time zone d.tz)::date + 1, '-infinity'::date)::text as first_day
    from patient_days d
    left join lateral (
      select latest.time_stamp from patient_variable_latest latest
      join patient_variable v on v.id = latest.variable_id and v.code = ${marker}
      where latest.patient_id = d.id) done on true
    where done.time_stamp is null or done.time_stamp < d.day_start
    order by d.id`.execute(db);
  return new Map(rows.map((row) => [row.id, row.firstDay]));
}

/**
 * Runs the statements of one batch in a transaction (the caller's, if it is one) planned for what
 * they are: a few index probes per patient. Without sequential scans, because on a table that is
 * empty or just filled the statistics make a scan look cheaper, and a scan per probe turns
 * quadratic while the same run fills the table; without JIT, because compiling the plan costs
 * more than running it; with room to sort a batch's days in memory. The caller's own settings are
 * restored afterwards.
 */
export async function inComputeTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (!db.isTransaction) return db.transaction().execute((trx) => inComputeTransaction(trx, work));
  const { rows } = await sql<{ seqscan: string; jit: string; workMem: string }>`
    select current_setting('enable_seqscan') as seqscan, current_setting('jit') as jit,
      current_setting('work_mem') as work_mem`.execute(db);
  const saved = rows[0] ?? { seqscan: 'on', jit: 'on', workMem: '4MB' };
  await sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true),
    set_config('work_mem', ${COMPUTE_WORK_MEM}, true)`.execute(db);
  const result = await work(db);
  await sql`select set_config('enable_seqscan', ${saved.seqscan}, true), set_config('jit', ${saved.jit}, true),
    set_config('work_mem', ${saved.workMem}, true)`.execute(db);
  return result;
}
