import { sql, type Kysely } from 'kysely';

/*
 * Two indexes the category conditions read, so that the alert categories are found without a pass
 * over every current value or every patient:
 *
 * - `previous_window_deviation`: how far the current value lies from the mean of its window
 *   (migration 0007), in percent of the mean's size, as a float (±Infinity from a mean of 0),
 *   computed when the row is written. Indexed per variable, it gives the few candidates of a
 *   relative-deviation condition; near the threshold the exact numeric rule decides
 *   (condition-sql.ts), since a float may round a value on the boundary to either side.
 * - `patient (timezone)`: the zones patients live in, read by a skip scan (a handful of zones) for
 *   the conditions that count days in the patient's time zone, instead of a scan of every patient.
 *   The column seldom changes, so the index costs nothing on the frequent updates of a patient row.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  // One expression without FROM, so that PostgreSQL inlines it where the column is computed. Beyond
  // the largest float (a mean next to 0) it is the largest float, never a cast error: the exact rule
  // decides there.
  await sql`create function relative_deviation(p_value double precision, p_mean numeric)
    returns double precision language sql immutable as $$
      select case
        when p_value is null or p_mean is null then null
        when p_mean = 0 then case when p_value > 0 then 'Infinity'::float8 when p_value < 0 then '-Infinity'::float8 end
        else greatest(least((p_value::numeric - p_mean) * 100 / abs(p_mean), 1.7976931348623157e308),
          -1.7976931348623157e308)::float8 end $$`.execute(db);
  await sql`comment on function relative_deviation(double precision, numeric) is
    'The value''s deviation from the mean in percent of the mean''s size (float, ±Infinity from a mean of 0, null when either is null or both are 0)'`.execute(
    db,
  );
  await sql`alter table patient_variable_latest add column previous_window_deviation double precision
    generated always as (relative_deviation(value, previous_window_mean)) stored`.execute(db);
  await sql`comment on column patient_variable_latest.previous_window_deviation is
    'relative_deviation(value, previous_window_mean): for finding relative deviations; the exact rule decides near a threshold'`.execute(
    db,
  );
  await sql`create index patient_variable_latest_deviation_idx
    on patient_variable_latest (variable_id, previous_window_deviation) where previous_window_deviation is not null`.execute(
    db,
  );
  await sql`create index patient_timezone_idx on patient (timezone)`.execute(db);
}
