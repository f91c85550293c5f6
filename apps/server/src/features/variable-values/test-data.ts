import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface NightInput {
  readonly night: string;
  readonly value: 0 | 1 | 2 | null;
  readonly selfWokeUp?: boolean;
  readonly wetSecondTime?: boolean;
  /** A value the family recorded first and then corrected to `value`. */
  readonly correctedFrom?: 0 | 1 | 2 | null;
}

/** Sets where a test patient lives and when they registered. */
export async function placePatient(
  db: Db,
  patientId: number,
  place: { timezone: string; registeredAt: string },
): Promise<void> {
  await db
    .updateTable('patient')
    .set({ timezone: place.timezone, createdAt: new Date(place.registeredAt) })
    .where('id', '=', patientId)
    .execute();
}

/** Stores nightly entries as the phone app does, corrections as a superseded row and its replacement. */
export async function addNights(db: Db, patientId: number, nights: readonly NightInput[]): Promise<void> {
  for (const input of nights) {
    const row = {
      patientId,
      night: input.night,
      value: input.value,
      wokeUp: input.selfWokeUp ?? false,
      selfWokeUp: input.selfWokeUp ?? false,
      wetSecondTime: input.wetSecondTime ?? false,
      source: 'phone' as const,
    };
    let replacesId: number | null = null;
    if (input.correctedFrom !== undefined) {
      const first = await db
        .insertInto('nightlyEntry')
        .values({ ...row, value: input.correctedFrom, wetSecondTime: false, supersededAt: sql<Date>`now()` })
        .returning('id')
        .executeTakeFirstOrThrow();
      replacesId = first.id;
    }
    await db
      .insertInto('nightlyEntry')
      .values({ ...row, replacesId })
      .execute();
  }
}

/** Stores technical errors reported for the given nights. */
export async function addTechnicalErrors(
  db: Db,
  patientId: number,
  errors: readonly { night: string; fixed: boolean }[],
): Promise<void> {
  for (const error of errors) {
    const at = new Date(`${error.night}T02:00:00Z`);
    await db
      .insertInto('technicalError')
      .values({
        patientId,
        night: error.night,
        occurredAt: at,
        text: 'Sensor disconnected',
        fixed: error.fixed,
        fixedAt: error.fixed ? new Date(at.getTime() + 12 * 3_600_000) : null,
        source: 'phone',
      })
      .execute();
  }
}

/** The patient's latest values by acronym. */
export async function latestValues(db: Db, patientId: number): Promise<Record<string, number | null>> {
  const rows = await db
    .selectFrom('patientVariableLatest')
    .innerJoin('patientVariable', 'patientVariable.id', 'patientVariableLatest.variableId')
    .select(['patientVariable.code', 'patientVariableLatest.value'])
    .where('patientVariableLatest.patientId', '=', patientId)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.code, row.value]));
}

/** The patient's stored values of one instant by acronym (a computed day's values). */
export async function valuesAt(
  db: Db,
  patientId: number,
  timeStamp: string,
): Promise<Record<string, number | null>> {
  const { rows } = await sql<{ code: string; value: number | null }>`
    select pv.code, v.value from variable_value v join patient_variable pv on pv.id = v.variable_id
    where v.patient_id = ${patientId} and v.time_stamp = ${new Date(timeStamp)}
    union all
    select pv.code, day.value from variable_value_month m
    join patient_variable pv on pv.id = m.variable_id
    cross join lateral variable_value_month_days(m.month, m.zone, m.day_values) day
    where m.patient_id = ${patientId} and day.time_stamp = ${new Date(timeStamp)}`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.code, row.value]));
}

export interface DayValue {
  readonly value: number | null;
  /** The version (xmin) of the stored month row that holds the day: it changes only when that row is written. */
  readonly version: string;
}

/**
 * The stored computed values of the patients' days, keyed `patient code day` (the local day of
 * the patient's time zone).
 */
export async function dayValues(db: Db, patientIds: readonly number[]): Promise<Map<string, DayValue>> {
  const { rows } = await sql<{ key: string; value: number | null; version: string }>`
    select m.patient_id || ' ' || pv.code || ' ' || day.day::text as key, day.value, m.xmin::text as version
    from variable_value_month m
    join patient_variable pv on pv.id = m.variable_id
    cross join lateral variable_value_month_days(m.month, m.zone, m.day_values) day
    where m.patient_id in (${sql.join(patientIds)})`.execute(db);
  return new Map(rows.map((row) => [row.key, { value: row.value, version: row.version }]));
}

/**
 * The keys whose stored row was written (new, or a new version) between two `dayValues`
 * snapshots: every day of a month row written.
 */
export function writtenKeys(before: Map<string, DayValue>, after: Map<string, DayValue>): string[] {
  return [...after].filter(([key, row]) => before.get(key)?.version !== row.version).map(([key]) => key);
}

/** The keys whose value changed (or that are new) between two `dayValues` snapshots. */
export function changedKeys(before: Map<string, DayValue>, after: Map<string, DayValue>): string[] {
  return [...after]
    .filter(([key, row]) => !before.has(key) || before.get(key)?.value !== row.value)
    .map(([key]) => key);
}

/** The stored month row of a key: `patient code yyyy-mm`. */
export const monthRowOf = (key: string) => key.slice(0, -3);
