import { sql, type RawBuilder } from 'kysely';

/*
 * Both writers find existing rows only through ON CONFLICT, that is through the unique index.
 * A lookup of our own would be planned by the statistics, and while a table is still empty they
 * may pick a one-column index that makes every probe read all rows written so far by the run.
 */

/**
 * A CTE named `name` that writes the rows of CTE `source` (patient_id, variable_id, value,
 * time_stamp) as computed values (or AI outputs); a row equal to the stored one is not rewritten.
 */
export function storeComputedValues(
  name: string,
  source: string,
  origin: 'computed' | 'ai' = 'computed',
): RawBuilder<unknown> {
  return sql`${sql.id(name)} as (
      insert into variable_value (patient_id, variable_id, value, time_stamp, source)
      select c.patient_id, c.variable_id, c.value, c.time_stamp, ${origin}
      from ${sql.table(source)} c
      order by c.patient_id, c.variable_id, c.time_stamp
      on conflict (patient_id, variable_id, time_stamp) do update set value = excluded.value
      where variable_value.value is distinct from excluded.value
      returning 1
    )`;
}

/**
 * A CTE named `name` that upserts patient_variable_latest from CTE `source` (patient_id,
 * variable_id, value, time_stamp, days_since). With `keepNewer`, a latest value stamped later
 * than the row (a past day recomputed) stays; an unchanged row is not rewritten. Rows that would
 * change nothing are left out before the insert, not only by its conflict clause: an insert runs
 * the row's before-insert triggers (its status, migration 0008) even when it then finds a conflict.
 */
export function storeLatestValues(name: string, source: string, keepNewer: boolean): RawBuilder<unknown> {
  return sql`${sql.id(name)} as (
      insert into patient_variable_latest (patient_id, variable_id, value, time_stamp, days_since)
      select c.patient_id, c.variable_id, c.value, c.time_stamp, c.days_since
      from ${sql.table(source)} c
      where not exists (
        select 1 from patient_variable_latest kept
        where kept.patient_id = c.patient_id and kept.variable_id = c.variable_id
          and ((${keepNewer} and c.time_stamp < kept.time_stamp)
            or (kept.value, kept.time_stamp, kept.days_since) is not distinct from (c.value, c.time_stamp, c.days_since))
        -- A probe per row (OFFSET 0 keeps it a subquery): as an anti-join it read the table from
        -- its first patient for every batch.
        offset 0)
      order by c.patient_id, c.variable_id
      on conflict (patient_id, variable_id) do update
      set value = excluded.value, time_stamp = excluded.time_stamp, days_since = excluded.days_since,
        updated_at = now()
      where (${!keepNewer} or excluded.time_stamp >= patient_variable_latest.time_stamp)
        and (patient_variable_latest.value, patient_variable_latest.time_stamp, patient_variable_latest.days_since)
          is distinct from (excluded.value, excluded.time_stamp, excluded.days_since)
      returning 1
    )`;
}
