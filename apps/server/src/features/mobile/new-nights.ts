import type { NightlyEntryBatchResult, NightlyEntryInput } from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { isDeadlock, isUniqueViolation } from '../../db/errors.ts';
import type { Device } from '../../platform/auth/devices.ts';
import { createBatcher } from '../../platform/batcher.ts';
import { markPatientsDueFrom } from '../derived-data/index.ts';
import { keyLockTaken, requestHash, type KeyedRequest, type KeyedResponse } from './idempotency.ts';

/** One usual morning's request: a new key and nights not recorded yet. */
export interface NewNights {
  readonly device: Device;
  readonly entries: readonly NightlyEntryInput[];
  readonly request: KeyedRequest;
}

type Answer = KeyedResponse<NightlyEntryBatchResult> | null;

export interface NewNightsWriter {
  /**
   * Stores the request's nights with the requests that arrive with it, in one statement and one
   * commit, and answers exactly what recordNightlyEntries under runOnce would. Null, having
   * written nothing, when the request needs the careful path: a correction, a key in use or used
   * before, a night already recorded, or another request that recorded one meanwhile.
   */
  record(nights: NewNights): Promise<Answer>;
}

/**
 * Group commit of new nights (docs/decisions/mobile-api.md#ingestion-in-groups): every commit waits for
 * the disk, and a commit per request capped ingestion at a quarter of what the database takes in
 * plain INSERTs. One patient at most once per group and never in two groups at once: two requests
 * of one patient in one statement could not see each other's nights.
 */
export function createNewNightsWriter(db: Db): NewNightsWriter {
  const write = createBatcher<NewNights, Answer>({
    run: (group) => writeGroup(db, group),
    maxSize: 64,
    maxInFlight: 2,
    keyOf: (nights) => nights.device.patientId,
  });
  return {
    record: (nights) =>
      nights.entries.some((entry) => entry.correction) ? Promise.resolve(null) : write(nights),
  };
}

const isoInstant = (column: string) =>
  sql`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Writes a group of requests, each of its own patient, in one statement: per request it takes
 * the key's lock, and only when the key and every night are new does it store the nights, keep
 * the answer under the key, move the patient's first and last entry and mark the derived
 * variables due. Answers in the order of the group; null for a request that was not fresh. A
 * night or key another transaction stored after this statement's snapshot fails the statement,
 * and then every request of the group takes the careful path.
 */
async function writeGroup(db: Db, group: readonly NewNights[]): Promise<Answer[]> {
  const requests = JSON.stringify(
    group.map(({ device, request }, ordinal) => ({
      ordinal,
      patientId: device.patientId,
      kind: device.kind,
      scope: request.scope,
      key: request.key,
      hash: requestHash(request.route, request.body),
    })),
  );
  const incoming = JSON.stringify(
    group.flatMap(({ entries }, ordinal) =>
      entries.map(({ night, value, wokeUp, selfWokeUp, timeStampWokeUp, wetSecondTime }, position) => ({
        ordinal,
        position,
        night,
        value,
        wokeUp,
        selfWokeUp,
        timeStampWokeUp,
        wetSecondTime,
      })),
    ),
  );
  try {
    const { rows } = await sql<{ ordinal: number; answer: NightlyEntryBatchResult }>`
      with requests as materialized (
        select * from jsonb_to_recordset(${requests}::jsonb) as request(
          "ordinal" int, "patientId" int, "kind" text, "scope" text, "key" text, "hash" text)
      ), incoming as materialized (
        select * from jsonb_to_recordset(${incoming}::jsonb) as entry(
          "ordinal" int, "position" int, "night" date, "value" smallint, "wokeUp" boolean,
          "selfWokeUp" boolean, "timeStampWokeUp" timestamptz, "wetSecondTime" boolean)
      ), fresh as materialized (
        select request.* from requests request
        where ${keyLockTaken(sql.ref('request.scope'), sql.ref('request.key'))}
          and not exists (
            select from idempotency_key kept where kept.scope = request.scope and kept.key = request.key)
          and not exists (
            -- One index probe per night sent, not a scan of the patient's whole history. OFFSET 0
            -- keeps it a probe: on statistics the stream of writes has outgrown, the planner hashed
            -- every current entry of every patient instead, in every group.
            select from incoming entry
            where entry.ordinal = request.ordinal and exists (
              select from nightly_entry stored
              where stored.patient_id = request."patientId" and stored.night = entry.night
                and stored.superseded_at is null
              offset 0))
      ), inserted as (
        insert into nightly_entry
          (patient_id, night, value, woke_up, self_woke_up, time_stamp_woke_up, wet_second_time, source, idempotency_key)
        select request."patientId", entry.night, entry.value, entry."wokeUp", entry."selfWokeUp",
          entry."timeStampWokeUp", entry."wetSecondTime", request.kind, request.key || ' ' || entry.night::text
        from incoming entry join fresh request using (ordinal)
        returning id, patient_id, night, value, woke_up, self_woke_up, time_stamp_woke_up, wet_second_time,
          source, recorded_at
      ), answers as (
        select request.ordinal, request."patientId", request.scope, request.key, request.hash,
          jsonb_build_object('entries', jsonb_agg(jsonb_build_object(
            'id', created.id, 'night', created.night::text, 'value', created.value, 'wokeUp', created.woke_up,
            'selfWokeUp', created.self_woke_up, 'timeStampWokeUp', ${isoInstant('created.time_stamp_woke_up')},
            'wetSecondTime', created.wet_second_time, 'source', created.source,
            'recordedAt', ${isoInstant('created.recorded_at')}, 'corrected', false, 'outcome', 'created')
            order by entry.position)) as body,
          min(created.night) as first_night
        from fresh request
        join incoming entry using (ordinal)
        join inserted created on created.patient_id = request."patientId" and created.night = entry.night
        group by request.ordinal, request."patientId", request.scope, request.key, request.hash
      ), kept as (
        insert into idempotency_key (scope, key, patient_id, request_hash, status, response_status, response, completed_at)
        select scope, key, "patientId", hash, 'done', 200, body, now() from answers
      ), touched as (
        update patient set first_entry_date = least(patient.first_entry_date, answer.first_night), last_entry_at = now()
        from answers answer where patient.id = answer."patientId"
        returning patient.id, answer.first_night
      ), due as (
        -- Every day from the earliest new night on is recomputed (docs/decisions/derived-variables.md).
        ${markPatientsDueFrom('touched')}
      )
      select ordinal, body as answer from answers`.execute(db);
    const answers: Answer[] = group.map(() => null);
    for (const row of rows) answers[row.ordinal] = { status: 200, body: row.answer, replayed: false };
    return answers;
  } catch (error) {
    // A night or key stored by another transaction after this statement's snapshot, or two
    // servers' groups updating the same patients in opposite orders.
    if (isUniqueViolation(error) || isDeadlock(error)) return group.map(() => null);
    throw error;
  }
}
