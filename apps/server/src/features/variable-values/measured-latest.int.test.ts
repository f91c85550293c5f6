import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createTestDatabase } from '../../test/database.ts';
import { createClinic, createPatient } from '../../test/factory.ts';
import { databaseFingerprint } from '../../test/fingerprint.ts';
import { refreshLatestMeasured, rollDerivedVariables } from './recompute.ts';
import { placePatient, valuesAt } from './test-data.ts';

const MARCH_20 = new Date('2026-03-20T12:00:00Z');

describe('generic measured variables', () => {
  let database: Database;
  let clinicId: number;
  let variableIds: Map<string, number>;
  beforeAll(async () => {
    database = await createTestDatabase();
    clinicId = (await createClinic(database.db)).clinicId;
    const variables = await database.db.selectFrom('patientVariable').select(['id', 'code']).execute();
    variableIds = new Map(variables.map((variable) => [variable.code, variable.id]));
  });
  afterAll(() => database.close());

  const newPatient = async () => {
    const { id } = await createPatient(database.db, { clinicIds: [clinicId] });
    await placePatient(database.db, id, { timezone: 'Europe/London', registeredAt: '2026-01-01T10:00:00Z' });
    return id;
  };
  const measure = (patientId: number, code: string, timeStamp: string, value: number) =>
    database.db
      .insertInto('variableValue')
      .values({ patientId, variableId: variableIds.get(code)!, value, timeStamp, source: 'phone' })
      .execute();
  const setDryWeight = (patientId: number, validFrom: string, weightKg: number) =>
    database.db.insertInto('dryWeight').values({ patientId, validFrom, weightKg }).execute();
  const latest = async (patientId: number) => {
    const rows = await database.db
      .selectFrom('patientVariableLatest')
      .innerJoin('patientVariable', 'patientVariable.id', 'patientVariableLatest.variableId')
      .select(['patientVariable.code', 'patientVariableLatest.value', 'patientVariableLatest.daysSince'])
      .where('patientId', '=', patientId)
      .execute();
    return Object.fromEntries(rows.map((row) => [row.code, [row.value, row.daysSince]]));
  };
  const refresh = (patientId: number, asOf = MARCH_20) =>
    refreshLatestMeasured(database.db, { patientIds: [patientId], asOf });

  it('latest values follow the newest measurement; DWDEV and DSLM are derived', async () => {
    const patient = await newPatient();
    await setDryWeight(patient, '2026-03-01', 80);
    await setDryWeight(patient, '2026-03-15', 79.5);
    await measure(patient, 'WEIGHT', '2026-02-20T07:00:00Z', 83);
    await measure(patient, 'WEIGHT', '2026-03-10T07:00:00Z', 82.3);
    await measure(patient, 'WEIGHT', '2026-03-16T07:00:00Z', 80.1);
    await measure(patient, 'WEIGHT', '2026-03-18T07:00:00Z', 81);
    await measure(patient, 'SYS', '2026-03-17T07:00:00Z', 130);
    await measure(patient, 'SYS', '2026-03-18T07:00:00Z', 135);
    await refresh(patient);

    expect(await latest(patient)).toEqual({
      WEIGHT: [81, 2],
      SYS: [135, 2],
      DWDEV: [1.5, 2],
      DSLM: [2, 0],
    });
    // The weight minus the dry weight in force that day; none before the first dry weight.
    const deviations = await database.db
      .selectFrom('variableValue')
      .select(['value', 'timeStamp'])
      .where('patientId', '=', patient)
      .where('variableId', '=', variableIds.get('DWDEV')!)
      .orderBy('timeStamp')
      .execute();
    expect(deviations.map((row) => row.value)).toEqual([2.3, 0.6, 1.5]);
    expect(await valuesAt(database.db, patient, '2026-03-20T00:00:00Z')).toEqual({ DSLM: 2 });
  });

  it('a new dry weight changes the deviations it covers, and deleted values leave the latest', async () => {
    const patient = await newPatient();
    await setDryWeight(patient, '2026-03-01', 80);
    await measure(patient, 'WEIGHT', '2026-03-18T07:00:00Z', 81);
    await measure(patient, 'SYS', '2026-03-17T07:00:00Z', 130);
    await measure(patient, 'SYS', '2026-03-18T07:00:00Z', 135);
    await refresh(patient);
    await setDryWeight(patient, '2026-03-17', 80.5);
    await database.db
      .deleteFrom('variableValue')
      .where('patientId', '=', patient)
      .where('variableId', '=', variableIds.get('SYS')!)
      .where('timeStamp', '=', new Date('2026-03-18T07:00:00Z'))
      .execute();
    await refresh(patient);
    expect(await latest(patient)).toMatchObject({ DWDEV: [0.5, 2], SYS: [130, 3] });

    await database.db.deleteFrom('dryWeight').where('patientId', '=', patient).execute();
    await database.db
      .deleteFrom('variableValue')
      .where('patientId', '=', patient)
      .where('variableId', '=', variableIds.get('SYS')!)
      .execute();
    await refresh(patient);
    expect(await latest(patient)).toEqual({ WEIGHT: [81, 2], DSLM: [2, 0] });
  });

  it('a patient who never measured has no latest values but the day counter, unknown', async () => {
    const patient = await newPatient();
    await refresh(patient);
    expect(await latest(patient)).toEqual({ DSLM: [null, 0] });
  });

  it('refreshing again changes nothing; the roll moves the day counters on once a day', async () => {
    const patient = await newPatient();
    await measure(patient, 'PULSE', '2026-03-19T07:00:00Z', 72);
    await refresh(patient);
    const before = await databaseFingerprint(database.db);
    expect(await refresh(patient)).toEqual({ patients: 1, changedRows: 0 });
    expect(await databaseFingerprint(database.db)).toEqual(before);

    const nextDay = new Date('2026-03-21T12:00:00Z');
    await rollDerivedVariables(database.db, { customer: 'generic', asOf: nextDay });
    expect(await latest(patient)).toEqual({ PULSE: [72, 2], DSLM: [2, 0] });
    expect(await rollDerivedVariables(database.db, { customer: 'generic', asOf: nextDay })).toEqual({
      patients: 0,
      changedRows: 0,
    });
  });
});
