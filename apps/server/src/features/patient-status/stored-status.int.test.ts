import {
  ageInYears,
  classify,
  type DangerStatus,
  type LimitValues,
  type PatientGender,
  selectGeneralLimit,
  utcToday,
} from '@vigil/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/database.ts';
import { createTestDatabase } from '../../test/database.ts';
import { createPatient } from '../../test/factory.ts';
import { refreshAgedStatuses } from './status-ages.ts';

const SIX_LEVELS: LimitValues = {
  alertLow: 0,
  abnormalLow: 2,
  lowerLimitNormal: 4,
  upperLimitNormal: 10,
  abnormalHigh: 12,
  alertHigh: 14,
};
const shifted = (limit: LimitValues, by: number): LimitValues => ({
  alertLow: limit.alertLow + by,
  abnormalLow: limit.abnormalLow + by,
  lowerLimitNormal: limit.lowerLimitNormal + by,
  upperLimitNormal: limit.upperLimitNormal + by,
  abnormalHigh: limit.abnormalHigh + by,
  alertHigh: limit.alertHigh + by,
});

/**
 * Each current value keeps its status (migration 0008). Whatever is written — the value, a limit,
 * the patient's facts — the stored status is the one the domain rules give, and the hourly pass
 * catches up with ages.
 */
describe('the status kept with each current value', () => {
  let database: Database;
  let db: Db;
  let variableId: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    variableId = (
      await db
        .selectFrom('patientVariable')
        .select('id')
        .where('code', '=', 'PULSE')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => database.close());

  const setValue = (patientId: number, value: number | null) =>
    db
      .insertInto('patientVariableLatest')
      .values({ patientId, variableId, value, timeStamp: new Date(), daysSince: 0 })
      .onConflict((conflict) => conflict.columns(['patientId', 'variableId']).doUpdateSet({ value }))
      .execute();
  const stored = async (patientId: number) =>
    db
      .selectFrom('patientVariableLatest')
      .select(['status', 'statusAge', 'statusRank'])
      .where('patientId', '=', patientId)
      .where('variableId', '=', variableId)
      .executeTakeFirstOrThrow();
  const setGeneralLimits = async (
    limits: readonly (LimitValues & {
      gender: 'ALL' | 'MEN' | 'WOMEN';
      ageLower: number | null;
      ageUpper: number | null;
    })[],
  ) => {
    await db.deleteFrom('limitGeneral').where('variableId', '=', variableId).execute();
    if (limits.length > 0)
      await db
        .insertInto('limitGeneral')
        .values(limits.map((limit) => ({ ...limit, variableId })))
        .execute();
  };
  const setOwnLimit = (patientId: number, limit: LimitValues) =>
    db
      .insertInto('limitUser')
      .values({ ...limit, patientId, variableId })
      .execute();

  const sortedSix = fc
    .array(fc.integer({ min: -50, max: 50 }), { minLength: 6, maxLength: 6 })
    .map((values): LimitValues => {
      const [alertLow, abnormalLow, lowerLimitNormal, upperLimitNormal, abnormalHigh, alertHigh] = [
        ...values,
      ].sort((a, b) => a - b) as [number, number, number, number, number, number];
      return { alertLow, abnormalLow, lowerLimitNormal, upperLimitNormal, abnormalHigh, alertHigh };
    });

  it('classifies a value against the patient’s own limit exactly as the domain does', async () => {
    const patient = await createPatient(db);
    await fc.assert(
      fc.asyncProperty(
        sortedSix,
        fc.option(
          fc.integer({ min: -60, max: 60 }).map((v) => v / 2),
          { nil: null },
        ),
        async (limit, value) => {
          await db.deleteFrom('limitUser').where('patientId', '=', patient.id).execute();
          await setOwnLimit(patient.id, limit);
          await setValue(patient.id, value);
          expect((await stored(patient.id)).status).toBe(classify(value, limit));
        },
      ),
      { numRuns: 120 },
    );
  });

  it('picks the general limit the domain picks for the patient’s gender and age', async () => {
    const today = utcToday();
    const candidate = fc.record({
      gender: fc.constantFrom('ALL' as const, 'WOMEN' as const, 'MEN' as const),
      ageLower: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
      span: fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(candidate, { maxLength: 5, selector: (c) => `${c.gender}/${c.ageLower}/${c.span}` }),
        fc.constantFrom<PatientGender>('Male', 'Female', 'Unknown'),
        fc.option(
          fc.date({ min: new Date('1940-01-01'), max: new Date('2025-12-31'), noInvalidDate: true }),
          { nil: null },
        ),
        fc.integer({ min: -2, max: 120 }),
        async (raw, gender, birth, value) => {
          const limits = raw.map((item, index) => ({
            gender: item.gender,
            ageLower: item.ageLower,
            ageUpper: item.span === null ? null : (item.ageLower ?? 0) + item.span,
            ...shifted(SIX_LEVELS, index * 20),
          }));
          await setGeneralLimits(limits);
          const patient = await createPatient(db);
          await setValue(patient.id, value);
          const dateOfBirth = birth ? birth.toISOString().slice(0, 10) : null;
          await db.updateTable('patient').set({ gender, dateOfBirth }).where('id', '=', patient.id).execute();

          const age = dateOfBirth ? ageInYears(dateOfBirth, today) : null;
          // Equally specific limits may tie; the status of any of them is a correct answer.
          const expected = selectGeneralLimit(limits, gender, age);
          const tied = limits.filter(
            (limit) =>
              expected !== null &&
              selectGeneralLimit([limit], gender, age) !== null &&
              specificity(limit) === specificity(expected),
          );
          const allowed: DangerStatus[] =
            expected === null ? ['NOT_SET_LIMIT'] : tied.map((limit) => classify(value, limit));
          const row = await stored(patient.id);
          expect(allowed).toContain(row.status);
          expect(row.statusAge).toBe(age ?? -1);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('follows the patient’s own limit as it is set, changed and removed', async () => {
    await setGeneralLimits([{ gender: 'ALL', ageLower: null, ageUpper: null, ...SIX_LEVELS }]);
    const patient = await createPatient(db);
    await setValue(patient.id, 7);
    expect((await stored(patient.id)).status).toBe('NORMAL');

    await setOwnLimit(patient.id, shifted(SIX_LEVELS, 8));
    expect((await stored(patient.id)).status).toBe('ALERT_LOW');
    await db
      .updateTable('limitUser')
      .set(shifted(SIX_LEVELS, -6))
      .where('patientId', '=', patient.id)
      .execute();
    expect((await stored(patient.id)).status).toBe('ABNORMAL_HIGH');
    await db.deleteFrom('limitUser').where('patientId', '=', patient.id).execute();
    expect((await stored(patient.id)).status).toBe('NORMAL');
  });

  it('follows a general limit changed for everyone, and one removed', async () => {
    await setGeneralLimits([{ gender: 'ALL', ageLower: null, ageUpper: null, ...SIX_LEVELS }]);
    const [first, second] = [await createPatient(db), await createPatient(db)];
    await setValue(first.id, 3);
    await setValue(second.id, 11);
    await db
      .updateTable('limitGeneral')
      .set(shifted(SIX_LEVELS, 1))
      .where('variableId', '=', variableId)
      .execute();
    expect((await stored(first.id)).status).toBe('ABNORMAL_LOW');
    expect((await stored(second.id)).status).toBe('NORMAL');
    await setGeneralLimits([]);
    expect((await stored(first.id)).status).toBe('NOT_SET_LIMIT');
    expect((await stored(first.id)).statusRank).toBe(7);
  });

  it('follows the patient’s gender, date of birth and registered age', async () => {
    await setGeneralLimits([
      { gender: 'ALL', ageLower: null, ageUpper: null, ...SIX_LEVELS },
      { gender: 'MEN', ageLower: null, ageUpper: null, ...shifted(SIX_LEVELS, 20) },
      { gender: 'ALL', ageLower: 5, ageUpper: 10, ...shifted(SIX_LEVELS, -20) },
    ]);
    const patient = await createPatient(db);
    await db
      .updateTable('patient')
      .set({ gender: 'Female', dateOfBirth: null })
      .where('id', '=', patient.id)
      .execute();
    await setValue(patient.id, 7);
    expect(await stored(patient.id)).toMatchObject({ status: 'NORMAL', statusAge: -1 });

    await db.updateTable('patient').set({ gender: 'Male' }).where('id', '=', patient.id).execute();
    expect((await stored(patient.id)).status).toBe('ALERT_LOW');

    // A child registered from the phone gives an age, not a birth date.
    await db.updateTable('patient').set({ gender: 'Female' }).where('id', '=', patient.id).execute();
    await db
      .insertInto('registrationForm')
      .values({ patientId: patient.id, childName: 'Kim', age: 7 })
      .execute();
    expect(await stored(patient.id)).toMatchObject({ status: 'ALERT_HIGH', statusAge: 7 });

    const thirtyYearsAgo = `${Number(utcToday().slice(0, 4)) - 30}-01-01`;
    await db
      .updateTable('patient')
      .set({ dateOfBirth: thirtyYearsAgo })
      .where('id', '=', patient.id)
      .execute();
    expect(await stored(patient.id)).toMatchObject({ status: 'NORMAL', statusAge: 30 });
  });

  it('the hourly pass evaluates again the patients whose age has changed, and only them', async () => {
    await setGeneralLimits([
      { gender: 'ALL', ageLower: null, ageUpper: null, ...SIX_LEVELS },
      { gender: 'ALL', ageLower: 5, ageUpper: 10, ...shifted(SIX_LEVELS, -20) },
    ]);
    await refreshAgedStatuses(db);
    const [birthday, other] = [await createPatient(db), await createPatient(db)];
    const tenYearsAgo = `${Number(utcToday().slice(0, 4)) - 10}-01-01`;
    for (const patient of [birthday, other]) {
      await db
        .updateTable('patient')
        .set({ dateOfBirth: tenYearsAgo })
        .where('id', '=', patient.id)
        .execute();
      await setValue(patient.id, 7);
    }
    expect(await stored(birthday.id)).toMatchObject({ status: 'NORMAL', statusAge: 10 });
    // As it stood yesterday, before the tenth birthday: the limit of ages 5–9 applied.
    await db
      .updateTable('patientVariableLatest')
      .set({ status: 'ALERT_HIGH', statusAge: 9 })
      .where('patientId', '=', birthday.id)
      .execute();

    expect(await refreshAgedStatuses(db)).toBe(1);
    expect(await stored(birthday.id)).toMatchObject({ status: 'NORMAL', statusAge: 10 });
    expect(await refreshAgedStatuses(db)).toBe(0);
  });
});

function specificity(limit: { gender: string; ageLower: number | null; ageUpper: number | null }): number {
  return (limit.gender === 'ALL' ? 10000 : 0) + (limit.ageUpper ?? 1000) - (limit.ageLower ?? 0);
}
