import { sql } from 'kysely';
import type pg from 'pg';
import type { Db } from '../../apps/server/src/db/database.ts';
import type { NightToSend } from '../../apps/server/src/simulator/index.ts';

/**
 * The baseline's writer, as a PostgreSQL engineer would write it for many small concurrent
 * writers: a group commit. Requests that arrive while groups are being written wait and go
 * together, one `INSERT … SELECT FROM unnest(<typed arrays>)` (a named, prepared statement) and
 * one commit per group, at most `groups` groups at once over the pool.
 */
export function groupWriter(
  pool: pg.Pool,
  groups: number,
): (patientId: number, entries: readonly NightToSend[]) => Promise<void> {
  interface Waiting {
    readonly patientId: number;
    readonly entries: readonly NightToSend[];
    readonly done: () => void;
    readonly fail: (error: unknown) => void;
  }
  const waiting: Waiting[] = [];
  let running = 0;
  let flushQueued = false;
  const write = async (group: readonly Waiting[]) => {
    const rows = group.flatMap(({ patientId, entries }) => entries.map((entry) => ({ patientId, ...entry })));
    await pool.query({
      name: 'baseline-nightly-entries',
      text: `insert into nightly_entry
          (patient_id, night, value, woke_up, self_woke_up, time_stamp_woke_up, wet_second_time, source, idempotency_key)
        select patient_id, night, value, woke_up, self_woke_up, time_stamp_woke_up, wet_second_time, 'phone', key
        from unnest($1::int[], $2::date[], $3::smallint[], $4::boolean[], $5::boolean[], $6::timestamptz[],
          $7::boolean[], $8::text[]) as row (patient_id, night, value, woke_up, self_woke_up, time_stamp_woke_up,
          wet_second_time, key)`,
      values: [
        rows.map((row) => row.patientId),
        rows.map((row) => row.night),
        rows.map((row) => row.value),
        rows.map((row) => row.wokeUp),
        rows.map((row) => row.selfWokeUp),
        rows.map((row) => row.timeStampWokeUp),
        rows.map((row) => row.wetSecondTime),
        rows.map((row) => `${crypto.randomUUID()} ${row.night}`),
      ],
    });
  };
  const flush = () => {
    flushQueued = false;
    while (running < groups && waiting.length > 0) {
      const group = waiting.splice(0, waiting.length);
      running++;
      void write(group)
        .then(
          () => group.forEach((request) => request.done()),
          (error: unknown) => group.forEach((request) => request.fail(error)),
        )
        .finally(() => {
          running--;
          flush();
        });
    }
  };
  return (patientId, entries) =>
    new Promise<void>((done, fail) => {
      waiting.push({ patientId, entries, done, fail });
      if (!flushQueued) {
        flushQueued = true;
        setImmediate(flush);
      }
    });
}

/**
 * A digest of the nightly entries stored (what a night says, not the keys, ids or times of
 * writing), so that every writer can be checked to have stored the same rows.
 */
export async function storedEntriesDigest(db: Db): Promise<string> {
  const { rows } = await sql<{ digest: string | null; count: string }>`
    select md5(string_agg(concat_ws(' ', patient_id, night, value, woke_up, self_woke_up, time_stamp_woke_up,
      wet_second_time, source, superseded_at is null), ',' order by patient_id, night)) as digest, count(*) as count
    from nightly_entry`.execute(db);
  return `${rows[0]?.count ?? 0} rows, md5 ${rows[0]?.digest ?? '-'}`;
}
