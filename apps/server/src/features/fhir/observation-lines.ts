import { observationCodes, type Customer } from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { panelRows } from './blood-pressure.ts';
import { observationJson, observationRows } from './observation-rows.ts';

/** NDJSON lines the database wrote: `count` resources, a newline between two (none after the last). */
export interface Lines {
  readonly count: number;
  readonly ndjson: string;
}

/**
 * Every Observation of some patients already known to be in scope as NDJSON lines, written by the
 * database in one statement: by patient in id order, each one's single values oldest first, then
 * their blood-pressure panels. Node only passes the text on (bench/README.md, `$export`).
 */
export async function observationLines(
  db: Db,
  patientIds: readonly number[],
  customer: Customer,
): Promise<Lines> {
  const lines = sql<{ count: number; ndjson: string | null }>`select sum(count)::int as count,
      string_agg(ndjson, E'\\n' order by patient_id) as ndjson
    from (
      select patient_id, count(*) as count,
        string_agg(resource, E'\\n' order by panel, time_stamp, id, systolic_id, diastolic_id) as ndjson
      from (
        select o.patient_id, false as panel, o.time_stamp, o.id, null::int as systolic_id,
          null::int as diastolic_id, ${observationJson('o')} as resource
        from (${observationRows(patientIds, { codes: observationCodes(customer) })}) o
        union all
        select patient_id, true, time_stamp, null, systolic_id, diastolic_id, resource
        from (${panelRows(patientIds)}) panel
      ) line
      group by patient_id
    ) patient_lines`;
  const { rows } = await db.transaction().execute(async (transaction) => {
    // The lines are sorted by patient whole (some 4 MB for ten patients): in memory, not in a
    // temporary file written and read again for every statement.
    await sql`set local work_mem = '32MB'`.execute(transaction);
    return lines.execute(transaction);
  });
  return { count: rows[0]?.count ?? 0, ndjson: rows[0]?.ndjson ?? '' };
}
