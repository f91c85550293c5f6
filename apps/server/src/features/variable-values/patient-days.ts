import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The patients one set-based statement works on: a range of ids (the daily roll) or a list. */
export type PatientBatch =
  | { readonly kind: 'range'; readonly from: number; readonly to: number }
  | { readonly kind: 'ids'; readonly ids: readonly number[] };

/** One set-based computation of derived values: which patients, for which instant. */
export interface DayComputation {
  readonly batch: PatientBatch;
  /** The instant whose local day is computed for each patient. */
  readonly asOf: Date;
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
 * The patients of the batch not yet computed for their local day at `asOf`: those whose `marker`
 * variable has no latest value stamped at or after the start of that day.
 */
export async function patientsDue(
  db: Db,
  batch: PatientBatch,
  asOf: Date,
  marker: string,
): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    with patient_days as materialized (${patientDays(batch, asOf)})
    select d.id from patient_days d
    where not exists (
      select 1 from patient_variable_latest done
      join patient_variable v on v.id = done.variable_id and v.code = ${marker}
      where done.patient_id = d.id and done.time_stamp >= d.day_start)
    order by d.id`.execute(db);
  return rows.map((row) => row.id);
}

/**
 * Runs the statements of one batch in a transaction (the caller's, if it is one) planned for what
 * they are: a few index probes per patient. Without sequential scans, because on a table that is
 * empty or just filled the statistics make a scan look cheaper, and a scan per probe turns
 * quadratic while the same run fills the table; without JIT, because compiling the plan costs
 * more than running it. The caller's own settings are restored afterwards.
 */
export async function inComputeTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (!db.isTransaction) return db.transaction().execute((trx) => inComputeTransaction(trx, work));
  const { rows } = await sql<{ seqscan: string; jit: string }>`
    select current_setting('enable_seqscan') as seqscan, current_setting('jit') as jit`.execute(db);
  const saved = rows[0] ?? { seqscan: 'on', jit: 'on' };
  await sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`.execute(db);
  const result = await work(db);
  await sql`select set_config('enable_seqscan', ${saved.seqscan}, true), set_config('jit', ${saved.jit}, true)`.execute(
    db,
  );
  return result;
}
