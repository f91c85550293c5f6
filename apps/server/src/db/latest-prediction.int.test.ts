import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import { createPatient } from '../test/factory.ts';
import type { Database } from './database.ts';

describe('the patient keeps its latest AI prediction', () => {
  let database: Database;
  let modelId: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    const model = await database.db
      .insertInto('aiModel')
      .values({
        kind: 'hospitalization_risk',
        version: 1,
        trainedAt: new Date(),
        parameters: '{}',
        metrics: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    modelId = model.id;
  });
  afterAll(() => database.close());

  const predict = (patientId: number, riskScore: number, createdAt: string) =>
    database.db
      .insertInto('aiPrediction')
      .values({ patientId, modelId, riskScore, createdAt: new Date(createdAt) })
      .returning('id')
      .executeTakeFirstOrThrow();
  const latest = (patientId: number) =>
    database.db
      .selectFrom('patient')
      .select(['latestPredictionId', 'latestRiskScore'])
      .where('id', '=', patientId)
      .executeTakeFirstOrThrow();

  it('a newer prediction replaces the latest; an older one arriving late does not', async () => {
    const patient = await createPatient(database.db);
    await predict(patient.id, 0.2, '2026-11-01T00:00:00Z');
    const newer = await predict(patient.id, 0.7, '2026-11-10T00:00:00Z');
    await predict(patient.id, 0.1, '2026-11-05T00:00:00Z');
    expect(await latest(patient.id)).toEqual({ latestPredictionId: newer.id, latestRiskScore: 0.7 });
  });

  it('one statement of many patients’ predictions keeps each patient’s newest, in one update', async () => {
    const first = await createPatient(database.db);
    const second = await createPatient(database.db);
    await predict(second.id, 0.5, '2026-11-20T00:00:00Z');
    const rows = await database.db
      .insertInto('aiPrediction')
      .values([
        { patientId: first.id, modelId, riskScore: 0.4, createdAt: new Date('2026-11-03T00:00:00Z') },
        { patientId: first.id, modelId, riskScore: 0.6, createdAt: new Date('2026-11-04T00:00:00Z') },
        { patientId: first.id, modelId, riskScore: 0.2, createdAt: new Date('2026-11-02T00:00:00Z') },
        { patientId: second.id, modelId, riskScore: 0.8, createdAt: new Date('2026-11-06T00:00:00Z') },
      ])
      .returning('id')
      .execute();
    expect(await latest(first.id)).toEqual({ latestPredictionId: rows[1]!.id, latestRiskScore: 0.6 });
    // A back-filled week older than the patient's latest leaves it.
    expect(await latest(second.id)).toMatchObject({ latestRiskScore: 0.5 });
    // At the same instant, the one inserted last wins, as one row at a time did.
    const same = await database.db
      .insertInto('aiPrediction')
      .values([
        { patientId: first.id, modelId, riskScore: 0.3, createdAt: new Date('2026-11-09T00:00:00Z') },
        { patientId: first.id, modelId, riskScore: 0.35, createdAt: new Date('2026-11-09T00:00:00Z') },
      ])
      .returning('id')
      .execute();
    expect(await latest(first.id)).toEqual({ latestPredictionId: same[1]!.id, latestRiskScore: 0.35 });
  });

  it('deleting the latest falls back to the one before; deleting all leaves none', async () => {
    const patient = await createPatient(database.db);
    const older = await predict(patient.id, 0.3, '2026-11-01T00:00:00Z');
    const newest = await predict(patient.id, 0.9, '2026-11-02T00:00:00Z');
    await database.db.deleteFrom('aiPrediction').where('id', '=', newest.id).execute();
    expect(await latest(patient.id)).toEqual({ latestPredictionId: older.id, latestRiskScore: 0.3 });
    await database.db.deleteFrom('aiPrediction').where('patientId', '=', patient.id).execute();
    expect(await latest(patient.id)).toEqual({ latestPredictionId: null, latestRiskScore: null });
  });
});
