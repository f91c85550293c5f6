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
  const rows = await db
    .selectFrom('variableValue')
    .innerJoin('patientVariable', 'patientVariable.id', 'variableValue.variableId')
    .select(['patientVariable.code', 'variableValue.value'])
    .where('variableValue.patientId', '=', patientId)
    .where('variableValue.timeStamp', '=', new Date(timeStamp))
    .execute();
  return Object.fromEntries(rows.map((row) => [row.code, row.value]));
}

export interface DayValue {
  readonly value: number | null;
  /** The row's version (xmin): it changes only when the row is written. */
  readonly version: string;
}

/**
 * The stored computed values of the patients, keyed `patient code day` (the local day of the
 * patient's time zone).
 */
export async function dayValues(db: Db, patientIds: readonly number[]): Promise<Map<string, DayValue>> {
  const { rows } = await sql<{ key: string; value: number | null; version: string }>`
    select v.patient_id || ' ' || pv.code || ' ' || (v.time_stamp at time zone p.timezone)::date::text as key,
      v.value, v.xmin::text as version
    from variable_value v
    join patient p on p.id = v.patient_id
    join patient_variable pv on pv.id = v.variable_id
    where v.source = 'computed' and v.patient_id in (${sql.join(patientIds)})`.execute(db);
  return new Map(rows.map((row) => [row.key, { value: row.value, version: row.version }]));
}

/** The keys whose row was written (new, or a new version) between two `dayValues` snapshots. */
export function writtenKeys(before: Map<string, DayValue>, after: Map<string, DayValue>): string[] {
  return [...after].filter(([key, row]) => before.get(key)?.version !== row.version).map(([key]) => key);
}
