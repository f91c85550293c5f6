import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { createClinic, createPatient } from '../../../test/factory.ts';
import { HOSPITALIZATION_FEATURES } from '@vigil/domain';
import { hospitalizationSnapshots } from './snapshots.ts';

const DAY = '2026-03-20';

describe('hospitalization snapshots', () => {
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
    await database.db
      .updateTable('patient')
      .set({ dateOfBirth: '1950-06-01', gender: 'Male' })
      .where('id', '=', id)
      .execute();
    return id;
  };
  const measure = (patientId: number, code: string, timeStamp: string, value: number) =>
    database.db
      .insertInto('variableValue')
      .values({ patientId, variableId: variableIds.get(code)!, value, timeStamp, source: 'phone' })
      .execute();
  const stay = (patientId: number, admittedAt: string, dischargedAt: string | null) =>
    database.db
      .insertInto('hospitalization')
      .values({ patientId, admittedAt, dischargedAt, status: dischargedAt ? 'DISCHARGED' : 'ADMITTED' })
      .execute();
  const feature = (features: Float64Array, name: (typeof HOSPITALIZATION_FEATURES)[number]) =>
    features[HOSPITALIZATION_FEATURES.indexOf(name)];

  it('reads levels, changes, stays and diagnoses from before the day, and the admission after it', async () => {
    const patient = await newPatient();
    await database.db
      .insertInto('patientDiagnosis')
      .values({ patientId: patient, icdCode: 'I50.9' })
      .execute();
    for (const [day, weight] of [
      ['2026-03-01', 80],
      ['2026-03-10', 80],
      ['2026-03-17', 82],
      ['2026-03-18', 83],
      ['2026-03-19', 84],
    ] as const)
      await measure(patient, 'WEIGHT', `${day}T07:00:00Z`, weight);
    await measure(patient, 'WEIGHT', `${DAY}T07:00:00Z`, 150); // on the day: not yet known
    await stay(patient, '2025-11-01T10:00:00Z', '2025-11-06T10:00:00Z');
    await stay(patient, '2026-03-25T10:00:00Z', '2026-03-30T10:00:00Z');

    const [snapshot] = await hospitalizationSnapshots(database.db, { patientIds: [patient], days: [DAY] });
    expect(snapshot).toMatchObject({ patientId: patient, day: DAY, admitted: true });
    const features = snapshot!.features;
    expect(feature(features, 'age')).toBe(75);
    expect(feature(features, 'male')).toBe(1);
    expect(feature(features, 'diagnosis:I50')).toBe(1);
    expect(feature(features, 'diagnosis:N18')).toBe(0);
    expect(feature(features, 'staysLastYear')).toBe(1);
    expect(feature(features, 'daysSinceDischarge')).toBe(DAYS_FROM_NOV_6);
    expect(feature(features, 'daysSinceMeasurement')).toBe(1);
    expect(feature(features, 'measuredShare14')).toBeCloseTo(4 / 14);
    expect(feature(features, 'WEIGHT:recent')).toBeCloseTo(83);
    expect(feature(features, 'WEIGHT:change')).toBeCloseTo(3);
    expect(feature(features, 'SPO2:recent')).toBeNaN();
    // Against the patient's own spread: the two baseline weights never moved, so it counts as 0.1 kg.
    expect(feature(features, 'WEIGHT:deviation')).toBeCloseTo(30);
    expect(feature(features, 'WEIGHT:latest')).toBeCloseTo(40);
    expect(feature(features, 'WEIGHT:trend')).toBeCloseTo(1); // 82, 83, 84 on the last three days
    expect(feature(features, 'SPO2:deviation')).toBeNaN();
    expect(feature(features, 'fluidOverloadSigns')).toBeCloseTo(30);
    expect(feature(features, 'infectionSigns')).toBe(0);
    expect(feature(features, 'readmissionWindowDays')).toBe(0); // discharged in November
  });

  it('has no admission when none follows within 14 days, and no snapshot while in hospital', async () => {
    const calm = await newPatient();
    await stay(calm, '2026-04-10T10:00:00Z', '2026-04-12T10:00:00Z');
    const inHospital = await newPatient();
    await stay(inHospital, '2026-03-18T10:00:00Z', null);
    const snapshots = await hospitalizationSnapshots(database.db, {
      patientIds: [calm, inHospital],
      days: [DAY],
    });
    expect(snapshots.map((snapshot) => [snapshot.patientId, snapshot.admitted])).toEqual([[calm, false]]);
  });
});

const DAYS_FROM_NOV_6 = 134; // 2025-11-06 to 2026-03-20
