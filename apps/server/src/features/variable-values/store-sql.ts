import { sql, type RawBuilder } from 'kysely';

/*
 * Both writers find existing rows only through the unique index: ON CONFLICT, a probe per row
 * (OFFSET 0), or a join limited to the source's patients (the primary key's first column). A
 * lookup planned freely by the statistics may, while a table is still empty, pick a one-column
 * index that makes every probe read all rows written so far by the run.
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
 * variable_id, value, time_stamp, days_since), with CTEs `<name>_kept` and `<name>_new`. With
 * `keepNewer`, a latest value stamped later than the row (a past day recomputed) stays; an
 * unchanged row is not rewritten. A row already kept is updated, not inserted over: an insert
 * runs the row's before-insert triggers (its status, its window mean) even when it then finds the
 * conflict and updates, which nearly doubled the cost of each recomputed latest value.
 */
export function storeLatestValues(name: string, source: string, keepNewer: boolean): RawBuilder<unknown> {
  const updated = `${name}_kept`;
  const inserted = `${name}_new`;
  return sql`${sql.id(updated)} as (
      update patient_variable_latest kept
      set value = c.value, time_stamp = c.time_stamp, days_since = c.days_since, updated_at = now()
      from ${sql.table(source)} c
      where kept.patient_id = c.patient_id and kept.variable_id = c.variable_id
        -- Only the source's patients' rows are read, whatever the join the statistics pick.
        and kept.patient_id = any(array(select distinct s.patient_id from ${sql.table(source)} s))
        and (${!keepNewer} or c.time_stamp >= kept.time_stamp)
        and (kept.value, kept.time_stamp, kept.days_since) is distinct from (c.value, c.time_stamp, c.days_since)
      returning 1
    ),
    ${sql.id(inserted)} as (
      insert into patient_variable_latest (patient_id, variable_id, value, time_stamp, days_since)
      select c.patient_id, c.variable_id, c.value, c.time_stamp, c.days_since
      from ${sql.table(source)} c
      where not exists (
        select 1 from patient_variable_latest kept
        where kept.patient_id = c.patient_id and kept.variable_id = c.variable_id
        -- A probe per row (OFFSET 0 keeps it a subquery): as an anti-join it read the table from
        -- its first patient for every batch.
        offset 0)
      order by c.patient_id, c.variable_id
      -- A row another transaction stored meanwhile.
      on conflict (patient_id, variable_id) do update
      set value = excluded.value, time_stamp = excluded.time_stamp, days_since = excluded.days_since,
        updated_at = now()
      where (${!keepNewer} or excluded.time_stamp >= patient_variable_latest.time_stamp)
        and (patient_variable_latest.value, patient_variable_latest.time_stamp, patient_variable_latest.days_since)
          is distinct from (excluded.value, excluded.time_stamp, excluded.days_since)
      returning 1
    ),
    ${sql.id(name)} as (select 1 from ${sql.table(updated)} union all select 1 from ${sql.table(inserted)})`;
}
