import { addDays } from '@vigil/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createTestDatabase } from '../../test/database.ts';
import { createClinic, createPatient } from '../../test/factory.ts';
import { recomputeDerivedVariables, rollDerivedVariables } from './recompute.ts';
import {
  addNights,
  addTechnicalErrors,
  changedKeys,
  dayValues,
  latestValues,
  placePatient,
  writtenKeys,
  type NightInput,
} from './test-data.ts';

const REGISTERED = '2026-03-10T09:00:00Z';
/** The last day computed; Stockholm moves to summer time on 29 March, inside the history. */
const LAST_DAY = '2026-04-06';
/** An instant of a local day in Stockholm, winter or summer time. */
const middayOf = (day: string) => new Date(`${day}T10:30:00Z`);

/** Nights 11 March to 5 April: wet, very wet, dry runs, missing nights, no data, a correction. */
const NIGHTS: NightInput[] = Array.from({ length: 26 }, (_, index) => addDays('2026-03-11', index))
  .filter((night) => !['2026-03-15', '2026-03-16', '2026-03-27'].includes(night))
  .map((night, index): NightInput => {
    if (night === '2026-03-21') return { night, value: null };
    if (night === '2026-03-30') return { night, value: 0, correctedFrom: 2 };
    const value = ([1, 0, 2, 0, 0, 1, 0] as const)[index % 7] ?? 0;
    return { night, value, selfWokeUp: index % 3 === 0, wetSecondTime: value > 0 && index % 2 === 0 };
  });
const ERRORS = [
  { night: '2026-03-12', fixed: true },
  { night: '2026-03-24', fixed: false },
  { night: '2026-04-02', fixed: true },
];

/** Values of one patient keyed `code day`, without the patient and the row versions. */
const byDay = (values: Awaited<ReturnType<typeof dayValues>>) =>
  Object.fromEntries([...values].map(([key, row]) => [key.split(' ').slice(1).join(' '), row.value]));

describe('bedwetting variables of every day', () => {
  let database: Database;
  let clinicId: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    clinicId = (await createClinic(database.db)).clinicId;
  });
  afterAll(() => database.close());

  const child = async () => {
    const { id } = await createPatient(database.db, { clinicIds: [clinicId] });
    await placePatient(database.db, id, { timezone: 'Europe/Stockholm', registeredAt: REGISTERED });
    await addNights(database.db, id, NIGHTS);
    await addTechnicalErrors(database.db, id, ERRORS);
    return id;
  };

  it('the back-filled history holds, for each day, what the one-day computation gives for it', async () => {
    const backFilled = await child();
    const dayByDay = await child();
    const summary = await recomputeDerivedVariables(database.db, {
      customer: 'bedwetting',
      patientIds: [backFilled],
      asOf: middayOf(LAST_DAY),
      firstDays: 'history',
    });
    // 10 March (registration) to 6 April: 28 days of 10 values.
    expect(summary).toEqual({ patients: 1, changedRows: 28 * 10 + 10 });
    for (let day = '2026-03-10'; day <= LAST_DAY; day = addDays(day, 1)) {
      await recomputeDerivedVariables(database.db, {
        customer: 'bedwetting',
        patientIds: [dayByDay],
        asOf: middayOf(day),
      });
    }
    const history = byDay(await dayValues(database.db, [backFilled]));
    expect(Object.keys(history)).toHaveLength(280);
    expect(history).toEqual(byDay(await dayValues(database.db, [dayByDay])));
    expect(await latestValues(database.db, backFilled)).toEqual(await latestValues(database.db, dayByDay));
    // The windows did move: the days do not all have the same counts.
    const wet = Object.entries(history).filter(([key]) => key.startsWith('WET '));
    expect(new Set(wet.map(([, value]) => value)).size).toBeGreaterThan(2);
  });

  it('computing the history again writes nothing', async () => {
    const patient = await child();
    const options = {
      customer: 'bedwetting',
      patientIds: [patient],
      asOf: middayOf(LAST_DAY),
      firstDays: 'history',
    } as const;
    await recomputeDerivedVariables(database.db, options);
    expect(await recomputeDerivedVariables(database.db, options)).toEqual({ patients: 1, changedRows: 0 });
  });

  it('recomputing days up to an older day keeps the newer latest values', async () => {
    const patient = await child();
    await recomputeDerivedVariables(database.db, {
      customer: 'bedwetting',
      patientIds: [patient],
      asOf: middayOf(LAST_DAY),
      firstDays: 'history',
    });
    const latest = await latestValues(database.db, patient);
    await database.db
      .deleteFrom('nightlyEntry')
      .where('patientId', '=', patient)
      .where('night', '=', '2026-03-20')
      .execute();
    const before = await dayValues(database.db, [patient]);
    await recomputeDerivedVariables(database.db, {
      customer: 'bedwetting',
      patientIds: [patient],
      asOf: middayOf('2026-03-25'),
      firstDays: new Map([[patient, '2026-03-20']]),
    });
    const after = await dayValues(database.db, [patient]);
    const written = writtenKeys(before, after);
    expect(written.length).toBeGreaterThan(0);
    // Days are stored by month: the rows written are March's, the days changed those recomputed.
    expect(written.every((key) => key.slice(-10, -3) === '2026-03')).toBe(true);
    const changed = changedKeys(before, after);
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.every((key) => key.slice(-10) >= '2026-03-20' && key.slice(-10) <= '2026-03-25')).toBe(
      true,
    );
    expect(await latestValues(database.db, patient)).toEqual(latest);
  });

  it('the relative deviation’s mean is that of the days before the latest, after a late night too', async () => {
    const patient = await child();
    const options = { customer: 'bedwetting', patientIds: [patient], asOf: middayOf(LAST_DAY) } as const;
    await recomputeDerivedVariables(database.db, { ...options, firstDays: 'history' });
    const means = async () => {
      const { rows } = await sql<{ code: string; kept: number | null; fromDays: number | null }>`
        select v.code, l.previous_window_mean as kept, (
          select avg(day.value::numeric) from variable_value_month m
          cross join lateral variable_value_month_days(m.month, m.zone, m.day_values) day
          where m.patient_id = l.patient_id and m.variable_id = l.variable_id
            and day.time_stamp >= l.time_stamp - interval '336 hours' and day.time_stamp < l.time_stamp
        ) as from_days
        from patient_variable_latest l join patient_variable v on v.id = l.variable_id
        where l.patient_id = ${patient} order by v.code`.execute(database.db);
      return rows;
    };
    const before = await means();
    expect(before).toHaveLength(10);
    expect(before.every((row) => row.kept === row.fromDays)).toBe(true);
    expect(before.filter((row) => row.kept !== null).length).toBeGreaterThan(5);
    // A wet night where one was missing changes days inside the latest value's window.
    await addNights(database.db, patient, [{ night: '2026-03-27', value: 2 }]);
    await recomputeDerivedVariables(database.db, {
      ...options,
      firstDays: new Map([[patient, '2026-03-27']]),
    });
    const after = await means();
    expect(after.every((row) => row.kept === row.fromDays)).toBe(true);
    expect(after.find((row) => row.code === 'VWET')?.kept).not.toBe(
      before.find((row) => row.code === 'VWET')?.kept,
    );
  });

  it('the roll fills in the days it missed', async () => {
    const patient = await child();
    await recomputeDerivedVariables(database.db, {
      customer: 'bedwetting',
      patientIds: [patient],
      asOf: middayOf('2026-04-02'),
      firstDays: 'history',
    });
    await rollDerivedVariables(database.db, { customer: 'bedwetting', asOf: middayOf(LAST_DAY) });
    const rolled = await child();
    await recomputeDerivedVariables(database.db, {
      customer: 'bedwetting',
      patientIds: [rolled],
      asOf: middayOf(LAST_DAY),
      firstDays: 'history',
    });
    expect(byDay(await dayValues(database.db, [patient]))).toEqual(
      byDay(await dayValues(database.db, [rolled])),
    );
  });
});
