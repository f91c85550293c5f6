import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase } from '../test/database.ts';
import type { Database, Db } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';

const MIGRATION = '0024_day_values_by_month';
const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < MIGRATION));

/** Local midnight in Stockholm of a day of 2026 (summer time from 02:00 on 29 March). */
const midnight = (day: string) =>
  new Date(`${day}T00:00:00${day >= '2026-03-30' ? '+02:00' : '+01:00'}`).toISOString();

interface DayRow {
  readonly code: string;
  readonly value: number | null;
  readonly timeStamp: string;
}

/** The computed days of the patient, as variable_value rows or as the days of the month rows. */
async function days(db: Db, patientId: number, fromMonths: boolean): Promise<DayRow[]> {
  const { rows } = fromMonths
    ? await sql<DayRow>`
        select pv.code, day.value, day.time_stamp
        from variable_value_month m join patient_variable pv on pv.id = m.variable_id
        cross join lateral variable_value_month_days(m.month, m.zone, m.day_values) day
        where m.patient_id = ${patientId} order by 1, 3`.execute(db)
    : await sql<DayRow>`
        select pv.code, v.value, v.time_stamp from variable_value v join patient_variable pv on pv.id = v.variable_id
        where v.patient_id = ${patientId} and v.source = 'computed' order by 1, 3`.execute(db);
  return rows.map((row) => ({ ...row, timeStamp: new Date(row.timeStamp).toISOString() }));
}

describe('migration 0024: the bedwetting days move to month rows', () => {
  let database: Database;
  let db: Db;
  let patientId: number;
  let computedDays: DayRow[];
  let means: unknown[];

  beforeAll(async () => {
    database = await createEmptyTestDatabase();
    db = database.db;
    await migrateToLatest(db, before);
    patientId = (
      await db
        .insertInto('patient')
        .values({ firstName: 'Alva', timezone: 'Europe/Stockholm' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    // WET from 25 March to 2 April, across the change to summer time, with a day without a value
    // and a day not computed (31 March); DRY on the last day only; a weight measured the same days.
    await sql`
      insert into variable_value (patient_id, variable_id, value, time_stamp, source)
      select ${patientId}, v.id, x.value, x.time_stamp::timestamptz, x.source
      from (values
        ('WET', 1, ${midnight('2026-03-25')}, 'computed'), ('WET', 2, ${midnight('2026-03-26')}, 'computed'),
        ('WET', null, ${midnight('2026-03-27')}, 'computed'), ('WET', 2, ${midnight('2026-03-28')}, 'computed'),
        ('WET', 3, ${midnight('2026-03-29')}, 'computed'), ('WET', 3, ${midnight('2026-03-30')}, 'computed'),
        ('WET', 4, ${midnight('2026-04-01')}, 'computed'), ('WET', 4, ${midnight('2026-04-02')}, 'computed'),
        ('DRY', 9, ${midnight('2026-04-02')}, 'computed'), ('WEIGHT', 31.5, ${midnight('2026-03-30')}, 'staff')
      ) as x (code, value, time_stamp, source)
      join patient_variable v on v.code = x.code`.execute(db);
    await sql`
      insert into patient_variable_latest (patient_id, variable_id, value, time_stamp, days_since)
      select ${patientId}, v.id, 4, ${midnight('2026-04-03')}::timestamptz, 0
      from patient_variable v where v.code in ('WET', 'WEIGHT')`.execute(db);
    computedDays = await days(db, patientId, false);
    means = (
      await sql`select variable_id, previous_window_mean from patient_variable_latest order by 1`.execute(db)
    ).rows;
    expect(await migrateToLatest(db)).toContain(MIGRATION);
  });
  afterAll(() => database.close());

  it('keeps every computed day, its value and its time stamp', async () => {
    expect(computedDays).toHaveLength(9);
    expect(await days(db, patientId, true)).toEqual(computedDays);
    const months = await db
      .selectFrom('variableValueMonth')
      .select(['month', 'zone', 'dayValues'])
      .orderBy('month')
      .execute();
    expect(months.map((row) => [row.month, row.zone, row.dayValues.length])).toEqual([
      ['2026-03-01', 'Europe/Stockholm', 30],
      ['2026-04-01', 'Europe/Stockholm', 2],
      ['2026-04-01', 'Europe/Stockholm', 2],
    ]);
  });

  it('leaves the measured values in variable_value and the means as they were', async () => {
    expect(await days(db, patientId, false)).toEqual([]);
    const { rows } = await sql<{ code: string }>`
      select pv.code from variable_value v join patient_variable pv on pv.id = v.variable_id
      where v.patient_id = ${patientId}`.execute(db);
    expect(rows).toEqual([{ code: 'WEIGHT' }]);
    expect(
      (
        await sql`select variable_id, previous_window_mean from patient_variable_latest order by 1`.execute(
          db,
        )
      ).rows,
    ).toEqual(means);
    expect(means.every((row) => (row as { previousWindowMean: unknown }).previousWindowMean !== null)).toBe(
      true,
    );
  });
});
