import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Database, Db } from '../db/database.ts';
import { createTestDatabase } from '../test/database.ts';
import { addDemoPatients } from './bulk.ts';
import { forPatient, generateBedwettingPatient, generateGenericPatient } from './model/index.ts';
import { seedDemoClinicIfEmpty } from './seed.ts';

const SEED = 4242;
const DAYS = 60;
const today = new Date('2026-03-15T12:00:00Z');

async function patientCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('patient')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The stored patient the generator made for `index`: names and birth date single them out. */
async function storedPatientId(
  db: Db,
  profile: { firstName: string; lastName: string; dateOfBirth: string },
) {
  const rows = await db
    .selectFrom('patient')
    .select('id')
    .where('firstName', '=', profile.firstName)
    .where('lastName', '=', profile.lastName)
    .where('dateOfBirth', '=', profile.dateOfBirth)
    .execute();
  expect(rows).toHaveLength(1);
  return rows[0]?.id ?? -1;
}

describe('adding bedwetting patients in bulk', () => {
  let database: Database;
  let db: Db;
  let existing: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    await seedDemoClinicIfEmpty(db, loadConfig({ CUSTOMER: 'bedwetting', DEMO_PATIENTS: '5' }));
    // The demo clinic's 5 patients and its earlier, closed cases.
    existing = await patientCount(db);
  });
  afterAll(() => database.close());

  it('adds the patients after the existing ones, over the requested clinics', async () => {
    const batches: number[] = [];
    const result = await addDemoPatients(db, {
      customer: 'bedwetting',
      seed: SEED,
      count: 30,
      historyDays: DAYS,
      clinics: 6,
      today,
      batchPatients: 7,
      onProgress: (progress) => batches.push(progress.patients),
    });
    expect(result.firstIndex).toBe(existing);
    expect(result.patients).toBe(30);
    expect(batches).toEqual([7, 14, 21, 28, 30]);
    expect(await patientCount(db)).toBe(existing + 30);
    const clinics = await db.selectFrom('clinic').select('id').execute();
    expect(clinics).toHaveLength(6);
    const used = await db.selectFrom('patientClinic').select('clinicId').distinct().execute();
    expect(used).toHaveLength(6);
    expect(result.rows.nightlyEntry).toBeGreaterThan(0);
  });

  it("stores a patient's nights exactly as the generator makes them", async () => {
    const index = existing + 12;
    const child = generateBedwettingPatient(forPatient(SEED, index), { index, today, historyDays: DAYS });
    const patientId = await storedPatientId(db, child.profile);
    const stored = await db
      .selectFrom('nightlyEntry')
      .select(['night', 'value', 'wokeUp', 'selfWokeUp', 'timeStampWokeUp', 'wetSecondTime', 'recordedAt'])
      .where('patientId', '=', patientId)
      .orderBy('night')
      .execute();
    const expected = child.nights
      .filter((night) => night.value !== null)
      .map((night) => ({
        night: night.date,
        value: night.value,
        wokeUp: night.wokeUp,
        selfWokeUp: night.selfWokeUp,
        timeStampWokeUp: night.timeStampWokeUp,
        wetSecondTime: night.wetSecondTime,
        recordedAt: night.recordedAt,
      }));
    expect(expected.length).toBeGreaterThan(0);
    expect(
      stored.map((row) => ({
        ...row,
        timeStampWokeUp: row.timeStampWokeUp?.toISOString() ?? null,
        recordedAt: row.recordedAt.toISOString(),
      })),
    ).toEqual(expected);
    const errors = await db
      .selectFrom('technicalError')
      .select('text')
      .where('patientId', '=', patientId)
      .execute();
    expect(errors.map((error) => error.text).sort()).toEqual(
      child.technicalErrors.map((error) => error.text).sort(),
    );
  });

  it('adds different patients when run again', async () => {
    const result = await addDemoPatients(db, {
      customer: 'bedwetting',
      seed: SEED,
      count: 3,
      historyDays: DAYS,
      today,
    });
    expect(result.firstIndex).toBe(existing + 30);
    const index = existing + 31;
    const child = generateBedwettingPatient(forPatient(SEED, index), { index, today, historyDays: DAYS });
    await storedPatientId(db, child.profile);
  });
});

describe('adding chronic-care patients in bulk', () => {
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    await seedDemoClinicIfEmpty(db, loadConfig({ CUSTOMER: 'generic', DEMO_PATIENTS: '0' }));
  });
  afterAll(() => database.close());

  it("stores a patient's measured values as the generator makes them", async () => {
    const result = await addDemoPatients(db, {
      customer: 'generic',
      seed: SEED,
      count: 12,
      historyDays: DAYS,
      today,
    });
    expect(result.firstIndex).toBe(0);
    expect(result.rows.variableValue).toBeGreaterThan(0);

    const index = 4;
    const patient = generateGenericPatient(forPatient(SEED, index), { index, today, historyDays: DAYS });
    const patientId = await storedPatientId(db, patient.profile);
    const weights = await db
      .selectFrom('variableValue')
      .innerJoin('patientVariable', 'patientVariable.id', 'variableValue.variableId')
      .select(['variableValue.value', 'variableValue.timeStamp'])
      .where('variableValue.patientId', '=', patientId)
      .where('patientVariable.code', '=', 'WEIGHT')
      .orderBy('variableValue.timeStamp')
      .execute();
    const expected = patient.measurements
      .filter((measurement) => measurement.variable === 'WEIGHT')
      .map((measurement) => ({ value: measurement.value, timeStamp: measurement.at }));
    expect(weights.map((row) => ({ value: row.value, timeStamp: row.timeStamp.toISOString() }))).toEqual(
      expected,
    );

    const stays = await db
      .selectFrom('hospitalization')
      .select('id')
      .where('patientId', '=', patientId)
      .execute();
    expect(stays).toHaveLength(patient.hospitalizations.length);
    // The derived values (dry-weight deviation, days since the last measurement) follow at once.
    const computed = await db
      .selectFrom('patientVariableLatest')
      .innerJoin('patientVariable', 'patientVariable.id', 'patientVariableLatest.variableId')
      .select('patientVariable.code')
      .where('patientVariableLatest.patientId', '=', patientId)
      .where('patientVariable.kind', '=', 'computed')
      .execute();
    expect(computed.map((row) => row.code).sort()).toEqual(['DSLM', 'DWDEV']);
  });
});
