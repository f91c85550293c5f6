import { addDays } from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { withoutJit } from '../../../db/transactions.ts';
import type { NightRecord, TreatmentHistory, TreatmentOutcome } from './history.ts';
import { TREATMENT_OUTCOMES } from './history.ts';

/** A history with what staff recorded as the outcome (the latest row, 'Ignore' left out). */
export interface LabelledHistory extends TreatmentHistory {
  /** The night of the first entry (YYYY-MM-DD): night index 0. */
  readonly firstNight: string;
  readonly outcome: TreatmentOutcome | null;
  /** The UTC day the outcome was recorded on (YYYY-MM-DD), null without one. */
  readonly outcomeRecordedOn: string | null;
  /**
   * Every version of every entry with when it was recorded and superseded, for `asKnownAt`; absent
   * from a history made up in memory (a unit test's), which is taken as known in full.
   */
  readonly entries?: readonly EntryVersion[];
  /**
   * The alarm types the child used, in order, each with when it took effect (ms; null: from the
   * start), for `asKnownAt`; absent from a history made up in memory (its type is taken as always).
   */
  readonly alarmTypeHistory?: readonly AlarmTypeVersion[];
}

/** One alarm type a child used: [valid from (ms, null: from the start), its name]. */
type AlarmTypeVersion = readonly [number | null, string | null];

/** One stored version of a night: [night index, value, woke up, self woke up, recorded, superseded] (ms). */
type EntryVersion = readonly [
  number,
  0 | 1 | 2 | null,
  boolean | null,
  boolean | null,
  number,
  number | null,
];

interface HistoryRow {
  patientId: number;
  firstNight: string;
  age: number | null;
  gender: TreatmentHistory['gender'];
  alarmType: string | null;
  appVersion: string | null;
  yesNo: (boolean | null)[];
  scores: (string | null)[];
  entries: EntryVersion[] | null;
  alarmTypeHistory: AlarmTypeVersion[] | null;
  errorNights: number[] | null;
  outcome: number | null;
  outcomeRecordedOn: string | null;
}

/**
 * The treatment histories of the children who have started (a first entry), every one or the ids
 * given. Reads across every clinic: only the training and prediction jobs call it, never a request.
 */
export async function loadTreatmentHistories(
  db: Db,
  options: { patientIds?: readonly number[]; withoutOutcome?: boolean; activeOnly?: boolean } = {},
): Promise<LabelledHistory[]> {
  const active = options.activeOnly ? sql`and not p.inactive` : sql``;
  const only = options.patientIds ? sql`and p.id = any(${[...options.patientIds]}::int[])` : sql``;
  const unrecorded = options.withoutOutcome
    ? sql`and not exists (select 1 from treatment_outcome o where o.patient_id = p.id)`
    : sql``;
  const { rows } = await withoutJit(db, (trx) =>
    sql<HistoryRow>`
    select p.id as "patientId", to_char(p.first_entry_date, 'YYYY-MM-DD') as "firstNight",
      coalesce(extract(year from age(p.first_entry_date, p.date_of_birth))::int, f.age) as age,
      p.gender,
      a.name as "alarmType",
      coalesce(f.app_version, p.app_version) as "appVersion", -- as registered: later updates would look ahead
      array[f.answer_a, f.answer_b, f.answer_c] as "yesNo",
      array[f.answer_d1, f.answer_d2, f.answer_d3, f.answer_d4, f.answer_d5,
            f.answer_d6, f.answer_d7, f.answer_d8, f.answer_d9, f.answer_d10] as scores,
      (select json_agg(json_build_array(e.night - p.first_entry_date, e.value, e.woke_up, e.self_woke_up,
          extract(epoch from e.recorded_at) * 1000, extract(epoch from e.superseded_at) * 1000))
        from nightly_entry e where e.patient_id = p.id) as entries,
      (select json_agg(json_build_array(case when h.valid_from <> '-infinity'
          then extract(epoch from h.valid_from) * 1000 end, ha.name) order by h.valid_from)
        from patient_alarm_type_history h left join alarm_type ha on ha.id = h.alarm_type_id
        where h.patient_id = p.id) as "alarmTypeHistory",
      (select array_agg(t.night - p.first_entry_date) from technical_error t where t.patient_id = p.id) as "errorNights",
      latest.value as outcome,
      to_char(latest.recorded_at at time zone 'UTC', 'YYYY-MM-DD') as "outcomeRecordedOn"
    from patient p
    left join registration_form f on f.patient_id = p.id
    left join alarm_type a on a.id = p.alarm_type_id
    left join lateral (select o.value, o.recorded_at from treatment_outcome o where o.patient_id = p.id
      order by o.recorded_at desc, o.id desc limit 1) latest on true
    where p.first_entry_date is not null ${only} ${unrecorded} ${active}
    order by p.id`.execute(trx),
  );
  return rows.map(historyOf);
}

/** The children who started and have an outcome recorded: those a training task may learn from. */
export async function patientsWithOutcome(db: Db): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select p.id from patient p
    where p.first_entry_date is not null
      and exists (select 1 from treatment_outcome o where o.patient_id = p.id)
    order by p.id`.execute(db);
  return rows.map((row) => row.id);
}

/**
 * The history as it is now, from its entries' current versions (one read of the entries serves
 * both this and `asKnownAt`): nights up to the last current entry, null where none has a value.
 */
function historyOf(row: HistoryRow): LabelledHistory {
  const current = (row.entries ?? []).filter(([, , , , , superseded]) => superseded === null);
  let nightCount = 0;
  for (const [index] of current) nightCount = Math.max(nightCount, index + 1);
  const nights: (NightRecord | null)[] = Array.from({ length: nightCount }, () => null);
  for (const [index, value, wokeUp, selfWokeUp] of current) {
    if (index >= 0 && value !== null)
      nights[index] = { value, wokeUp: wokeUp === true, selfWokeUp: selfWokeUp === true };
  }
  return {
    patientId: row.patientId,
    firstNight: row.firstNight,
    age: row.age,
    gender: row.gender,
    alarmType: row.alarmType,
    appVersion: row.appVersion,
    answers: { yesNo: row.yesNo, scores: row.scores.map(scoreOf) },
    nights,
    errorNights: (row.errorNights ?? []).filter((night) => night >= 0),
    outcomeRecordedOn: row.outcomeRecordedOn,
    entries: row.entries ?? [],
    alarmTypeHistory: row.alarmTypeHistory ?? [],
    outcome:
      row.outcome !== null && row.outcome >= 1 && row.outcome <= 4
        ? TREATMENT_OUTCOMES[row.outcome - 1]!
        : null,
  };
}

/** A D answer is stored as the family typed it: a score 0–3, or nothing usable. */
function scoreOf(answer: string | null): number | null {
  if (answer === null || answer.trim() === '') return null;
  const score = Number(answer);
  return Number.isInteger(score) && score >= 0 && score <= 3 ? score : null;
}

/**
 * The history as it was known at `at`: only the entries recorded by then, each night's version
 * current then (a later correction not yet made), counted from the first night then known, and
 * the alarm type the child had then. A night recorded late or an alarm type changed later is
 * absent from every score made before, as it was from the live score
 * (docs/decisions/ai.md#point-in-time-what-a-past-score-may-see-issue-37). Null when nothing was recorded by then.
 */
export function asKnownAt(history: LabelledHistory, at: Date): LabelledHistory | null {
  if (!history.entries) return history;
  // Plain loops over the versions (no destructuring, closures or spread arguments): a training
  // set asks this of every week of every child.
  const time = at.getTime();
  const known: EntryVersion[] = [];
  let first = Infinity;
  let last = -Infinity;
  for (const version of history.entries) {
    const superseded = version[5];
    if (version[4] > time || (superseded !== null && superseded <= time)) continue;
    known.push(version);
    if (version[0] < first) first = version[0];
    if (version[0] > last) last = version[0];
  }
  if (known.length === 0) return null;
  const nights = new Array<NightRecord | null>(last - first + 1).fill(null);
  for (const version of known) {
    const value = version[1];
    if (value !== null)
      nights[version[0] - first] = { value, wokeUp: version[2] === true, selfWokeUp: version[3] === true };
  }
  const errorNights: number[] = [];
  for (const night of history.errorNights) if (night >= first) errorNights.push(night - first);
  return {
    ...history,
    alarmType: alarmTypeAt(history, time),
    firstNight: first === 0 ? history.firstNight : addDays(history.firstNight, first),
    nights,
    errorNights,
    entries: known,
  };
}

/** The alarm type valid at `time` (ms): the latest change made by then; the current one without a history. */
function alarmTypeAt(history: LabelledHistory, time: number): string | null {
  const versions = history.alarmTypeHistory ?? [];
  if (versions.length === 0) return history.alarmType;
  let current: string | null = null;
  for (const [validFrom, name] of versions) if (validFrom === null || validFrom <= time) current = name;
  return current;
}
