import type { NightlyEntryBatchResult, NightlyEntryInput } from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Device } from '../../platform/auth/devices.ts';
import { keyLockTaken, requestHash, type KeyedRequest, type KeyedResponse } from './idempotency.ts';
import { isUniqueViolation } from '../../db/errors.ts';

const isoInstant = (column: string) =>
  sql`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The usual morning's request in one statement: a new key and nights not recorded yet. It takes
 * the key's lock, stores the nights, keeps the answer under the key, moves the patient's first
 * and last entry and marks the derived variables due, all or nothing, and answers exactly what
 * recordNightlyEntries under runOnce would. Each statement a request saves is a round trip and a
 * parse on both sides; this one replaces seven, which is most of the cost of a small batch
 * (docs/decisions.md, "Ingestion in one statement").
 *
 * Returns null, having written nothing, whenever the request needs the careful path: the key is
 * in use or used before, a night is already recorded, or another request recorded one meanwhile.
 */
export async function recordNewNights(
  db: Db,
  {
    device,
    entries,
    request,
  }: { device: Device; entries: readonly NightlyEntryInput[]; request: KeyedRequest },
): Promise<KeyedResponse<NightlyEntryBatchResult> | null> {
  if (entries.some((entry) => entry.correction)) return null;
  const incoming = JSON.stringify(
    entries.map(({ night, value, wokeUp, selfWokeUp, timeStampWokeUp, wetSecondTime }) => ({
      night,
      value,
      wokeUp,
      selfWokeUp,
      timeStampWokeUp,
      wetSecondTime,
    })),
  );
  try {
    const { rows } = await sql<{ fresh: boolean; answer: NightlyEntryBatchResult }>`
      with incoming as (
        select * from rows from (
          jsonb_to_recordset(${incoming}::jsonb) as ("night" date, "value" smallint, "wokeUp" boolean,
            "selfWokeUp" boolean, "timeStampWokeUp" timestamptz, "wetSecondTime" boolean)
        ) with ordinality as entry(night, value, woke_up, self_woke_up, time_stamp_woke_up, wet_second_time, position)
      ), check_fresh as (
        select ${keyLockTaken(request)}
          and not exists (select from idempotency_key where scope = ${request.scope} and key = ${request.key})
          and not exists (
            select from nightly_entry stored join incoming on incoming.night = stored.night
            where stored.patient_id = ${device.patientId} and stored.superseded_at is null) as fresh
      ), inserted as (
        insert into nightly_entry
          (patient_id, night, value, woke_up, self_woke_up, time_stamp_woke_up, wet_second_time, source, idempotency_key)
        select ${device.patientId}, night, value, woke_up, self_woke_up, time_stamp_woke_up, wet_second_time,
          ${device.kind}, ${request.key} || ' ' || night::text
        from incoming where (select fresh from check_fresh)
        returning id, night, value, woke_up, self_woke_up, time_stamp_woke_up, wet_second_time, source, recorded_at
      ), answer as (
        select jsonb_build_object('entries', coalesce(jsonb_agg(jsonb_build_object(
            'id', created.id, 'night', created.night::text, 'value', created.value, 'wokeUp', created.woke_up,
            'selfWokeUp', created.self_woke_up, 'timeStampWokeUp', ${isoInstant('created.time_stamp_woke_up')},
            'wetSecondTime', created.wet_second_time, 'source', created.source, 'recordedAt', ${isoInstant('created.recorded_at')},
            'corrected', false, 'outcome', 'created') order by incoming.position), '[]'::jsonb)) as body
        from inserted created join incoming on incoming.night = created.night
      ), kept as (
        insert into idempotency_key (scope, key, patient_id, request_hash, status, response_status, response, completed_at)
        select ${request.scope}, ${request.key}, ${device.patientId}, ${requestHash(request.route, request.body)},
          'done', 200, body, now()
        from answer where (select fresh from check_fresh)
      ), touched as (
        update patient set first_entry_date = least(first_entry_date, (select min(night) from incoming)), last_entry_at = now()
        where id = ${device.patientId} and (select fresh from check_fresh)
        returning id
      ), due as (
        insert into derived_variables_due (patient_id) select id from touched
        on conflict (patient_id) do update set requested_at = clock_timestamp(), claimed_at = null
      )
      select (select fresh from check_fresh) as fresh, (select body from answer) as answer`.execute(db);
    const result = rows[0];
    if (!result?.fresh) return null;
    return { status: 200, body: result.answer, replayed: false };
  } catch (error) {
    // A night or the key was stored by another request after this statement's snapshot.
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}
