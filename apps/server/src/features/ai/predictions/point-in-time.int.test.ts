import { addDays, HOSPITALIZATION_FEATURES } from '@vigil/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import type { Database, Db } from '../../../db/database.ts';
import { seedDemoClinicIfEmpty } from '../../../demo/seed.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { hospitalizationSnapshots } from '../hospitalization/snapshots.ts';
import { predictHospitalizations } from '../hospitalization/predict.ts';
import { asKnownAt, loadTreatmentHistories } from '../treatment/load-histories.ts';
import { backfillTreatmentPredictions } from '../treatment/predict.ts';
import { treatmentTrainingSet } from '../treatment/training-set.ts';
import { activeModel } from '../models/store.ts';
import { madeOn } from './backfill-days.ts';

const TODAY = new Date().toISOString().slice(0, 10);

/** The newest score stored for a patient and day. */
async function scoreOn(db: Db, patientId: number, day: string): Promise<number> {
  const row = await db
    .selectFrom('aiPrediction')
    .select('riskScore')
    .where('patientId', '=', patientId)
    .where('asOf', '=', day)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.riskScore!;
}

/** What is recorded today never moves a score back-filled for a past day (issue 37, point in time). */
describe('point in time: bedwetting nights recorded late', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoClinicIfEmpty(database.db, loadConfig({ CUSTOMER: 'bedwetting', DEMO_PATIENTS: '60' }));
  }, 600_000);
  afterAll(() => database.close());

  it('a late night is in today’s history but moves no past score', async () => {
    const db = database.db;
    // A back-filled score of an active child, with two nights before its day that were never entered.
    const { rows } = await sql<{ patientId: number; asOf: string; gaps: string[] }>`
      select p.patient_id as "patientId", to_char(p.as_of, 'YYYY-MM-DD') as "asOf", gaps.nights as gaps
      from ai_prediction p join patient pt on pt.id = p.patient_id
      cross join lateral (select array_agg(to_char(g.night, 'YYYY-MM-DD') order by g.night desc) as nights
        from generate_series(p.as_of - 10, p.as_of - 1, interval '1 day') g(night)
        where g.night::date >= pt.first_entry_date and not exists (select 1 from nightly_entry e
          where e.patient_id = p.patient_id and e.night = g.night::date)) gaps
      where not pt.inactive and p.as_of <= ${TODAY}::date - 7 and cardinality(gaps.nights) >= 2
      order by p.as_of desc, p.patient_id limit 1`.execute(db);
    expect(rows.length).toBe(1);
    const { patientId, asOf, gaps } = rows[0]!;
    const before = await scoreOn(db, patientId, asOf);

    // Two very wet nights of that past, entered now.
    await db
      .insertInto('nightlyEntry')
      .values(
        gaps.slice(0, 2).map((night) => ({ patientId, night, value: 2, wokeUp: false, source: 'phone' })),
      )
      .execute();
    const [history] = await loadTreatmentHistories(db, { patientIds: [patientId] });
    const index = (night: string) =>
      Math.round((Date.parse(night) - Date.parse(history!.firstNight)) / 86_400_000);
    // Today the nights are known; at the past day's run they were not.
    expect(history!.nights[index(gaps[0]!)]).toMatchObject({ value: 2 });
    const then = asKnownAt(history!, madeOn(asOf))!;
    expect(
      then.nights[
        index(gaps[0]!) - (Date.parse(then.firstNight) - Date.parse(history!.firstNight)) / 86_400_000
      ],
    ).toBeNull();

    // Back-filling that day again gives the same score.
    await backfillTreatmentPredictions(db, { today: asOf, days: 1, everyDays: 1 });
    expect(await scoreOn(db, patientId, asOf)).toBeCloseTo(before, 12);
  });

  it('a changed alarm type moves no past score and no training row', async () => {
    const db = database.db;
    const model = (await activeModel(db, 'treatment_outcome'))!.model;
    const known = model.featureNames.filter((name) => name.startsWith('alarm:')).map((name) => name.slice(6));
    expect(known.length).toBeGreaterThanOrEqual(2);
    // A child with an outcome (a training row) and a back-filled score, on one of the model's types.
    const { rows } = await sql<{ patientId: number; asOf: string; alarmType: string }>`
      select p.patient_id as "patientId", to_char(p.as_of, 'YYYY-MM-DD') as "asOf", a.name as "alarmType"
      from ai_prediction p join patient pt on pt.id = p.patient_id join alarm_type a on a.id = pt.alarm_type_id
      where p.as_of <= ${TODAY}::date - 7 and a.name = any(${known}::text[])
        and exists (select 1 from treatment_outcome o where o.patient_id = p.patient_id)
      order by p.as_of desc, p.patient_id limit 1`.execute(db);
    expect(rows.length).toBe(1);
    const { patientId, asOf, alarmType } = rows[0]!;
    const before = await scoreOn(db, patientId, asOf);
    const [original] = await loadTreatmentHistories(db, { patientIds: [patientId] });
    const rowsBefore = treatmentTrainingSet([original!], known).rows;
    expect(rowsBefore.length).toBeGreaterThan(0);

    // Staff move the child to another alarm type today.
    const other = known.find((name) => name !== alarmType)!;
    const otherId = await db
      .selectFrom('alarmType')
      .select('id')
      .where('name', '=', other)
      .executeTakeFirstOrThrow();
    await db.updateTable('patient').set({ alarmTypeId: otherId.id }).where('id', '=', patientId).execute();

    const [changed] = await loadTreatmentHistories(db, { patientIds: [patientId] });
    expect(changed!.alarmType).toBe(other);
    expect(asKnownAt(changed!, new Date())!.alarmType).toBe(other);
    expect(asKnownAt(changed!, madeOn(asOf))!.alarmType).toBe(alarmType);
    // The training rows are those of before, not those of a child always on the new type.
    const rowsAfter = treatmentTrainingSet([changed!], known).rows;
    expect(rowsAfter).toEqual(rowsBefore);
    const todaysEyes = treatmentTrainingSet([{ ...changed!, alarmTypeHistory: [] }], known).rows;
    expect(todaysEyes).not.toEqual(rowsBefore);

    await backfillTreatmentPredictions(db, { today: asOf, days: 1, everyDays: 1 });
    expect(await scoreOn(db, patientId, asOf)).toBeCloseTo(before, 12);
  });
});

describe('point in time: a generic diagnosis dated today', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoClinicIfEmpty(database.db, loadConfig({ CUSTOMER: 'generic', DEMO_PATIENTS: '60' }));
  }, 600_000);
  afterAll(() => database.close());

  it('counts from the day it was made: no past snapshot or score moves', async () => {
    const db = database.db;
    const { rows } = await sql<{ patientId: number; asOf: string }>`
      select p.patient_id as "patientId", to_char(p.as_of, 'YYYY-MM-DD') as "asOf"
      from ai_prediction p join patient pt on pt.id = p.patient_id
      where not pt.inactive and p.as_of <= ${TODAY}::date - 7
        and not exists (select 1 from patient_diagnosis d where d.patient_id = p.patient_id and d.icd_code like 'I50%')
      order by p.as_of desc, p.patient_id limit 1`.execute(db);
    expect(rows.length).toBe(1);
    const { patientId, asOf } = rows[0]!;
    const before = await scoreOn(db, patientId, asOf);
    const heartFailure = await db
      .selectFrom('icdCode')
      .select('code')
      .where('code', 'like', 'I50%')
      .orderBy('code')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('patientDiagnosis')
      .values({ patientId, icdCode: heartFailure.code, diagnosedAt: TODAY })
      .execute();

    const feature = HOSPITALIZATION_FEATURES.indexOf('diagnosis:I50');
    const snapshot = async (day: string) =>
      (await hospitalizationSnapshots(db, { patientIds: [patientId], days: [day] }))[0]!.features[feature];
    expect(await snapshot(asOf)).toBe(0);
    expect(await snapshot(addDays(TODAY, 1))).toBe(1);

    await predictHospitalizations(db, { days: [asOf], patientIds: [patientId] });
    expect(await scoreOn(db, patientId, asOf)).toBeCloseTo(before, 12);
  });
});
