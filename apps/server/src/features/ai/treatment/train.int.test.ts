import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import type { Database } from '../../../db/database.ts';
import { seedDemoClinicIfEmpty } from '../../../demo/seed.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { activeModel } from '../models/store.ts';
import { runQueuedAiTasks } from '../tasks/runner.ts';
import { requestAiTasks } from '../tasks/task-state.ts';
import { markTreatmentOutcomes } from './mark-outcomes.ts';
import { MIN_NIGHTS_FOR_PREDICTION, predictTreatments } from './predict.ts';
import { trainTreatmentModel } from './train.ts';

const TODAY = new Date().toISOString().slice(0, 10);

describe('the treatment model, trained on the demo clinic', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoClinicIfEmpty(database.db, loadConfig({ CUSTOMER: 'bedwetting', DEMO_PATIENTS: '400' }));
    await markTreatmentOutcomes(database.db, TODAY);
  }, 120_000);
  afterAll(() => database.close());

  it('trains a first version, measured on held-out patients, and puts it in use', async () => {
    const outcome = await trainTreatmentModel(database.db);
    expect(outcome).toMatchObject({ version: 1, activated: true });
    expect(outcome.metrics.patients).toBeGreaterThan(10);
    expect(outcome.metrics.riskAuc).toBeGreaterThan(0.6);
    expect(outcome.metrics.outcomeAuc).toHaveLength(4);
    const active = await activeModel(database.db, 'treatment_outcome');
    expect(active).toMatchObject({ version: 1, metrics: { activated: true, comparedWith: null } });
  });

  it('predicts every treatment in progress past its first week; each explanation adds up exactly', async () => {
    const count = await predictTreatments(database.db, { today: TODAY });
    expect(count).toBeGreaterThan(0);
    const predictions = await database.db
      .selectFrom('aiPrediction as p')
      .innerJoin('patient', 'patient.id', 'p.patientId')
      .select([
        'p.id',
        'p.riskScore',
        'p.baseValue',
        'p.pSuccessful',
        'p.pPartly',
        'p.pNotSuccessful',
        'p.pDropout',
      ])
      .execute();
    expect(predictions).toHaveLength(count);
    const contributions = await database.db
      .selectFrom('aiFeatureContribution')
      .select(['predictionId', 'featureValue'])
      .execute();
    for (const prediction of predictions) {
      const sum = contributions
        .filter((row) => row.predictionId === prediction.id)
        .reduce((total, row) => total + row.featureValue, prediction.baseValue!);
      expect(sum).toBeCloseTo(Math.log(prediction.riskScore! / (1 - prediction.riskScore!)), 9);
      const probabilities = [
        prediction.pSuccessful,
        prediction.pPartly,
        prediction.pNotSuccessful,
        prediction.pDropout,
      ];
      expect(probabilities.reduce((total, p) => total! + p!, 0)).toBeCloseTo(1, 9);
    }
  });

  it('gives no score to a child in the first week of treatment', async () => {
    const young = await database.db
      .selectFrom('patient')
      .select('id')
      .where(
        'firstEntryDate',
        '>',
        new Date(Date.parse(TODAY) - MIN_NIGHTS_FOR_PREDICTION * 86_400_000).toISOString().slice(0, 10),
      )
      .execute();
    if (young.length === 0) return;
    const predicted = await database.db
      .selectFrom('aiPrediction')
      .select('id')
      .where(
        'patientId',
        'in',
        young.map((row) => row.id),
      )
      .execute();
    expect(predicted).toEqual([]);
  });

  it('a second training on the same data is not worse, so it becomes the model in use', async () => {
    const outcome = await trainTreatmentModel(database.db);
    expect(outcome).toMatchObject({ version: 2, activated: true });
    const active = await activeModel(database.db, 'treatment_outcome');
    expect(active?.metrics).toMatchObject({ comparedWith: { version: 1 } });
  });

  it('a training task that fails leaves the model in use and its predictions untouched', async () => {
    const before = await activeModel(database.db, 'treatment_outcome');
    const predictions = await database.db.selectFrom('aiPrediction').select('id').execute();
    await database.db.deleteFrom('treatmentOutcome').execute();
    const admin = await database.db.selectFrom('appUser').select('id').executeTakeFirstOrThrow();
    await requestAiTasks(database.db, ['treatment_training_all_patients'], admin.id);

    expect(await runQueuedAiTasks(database.db)).toEqual(['treatment_training_all_patients']);
    const task = await database.db
      .selectFrom('aiTaskResult')
      .select(['lastError', 'lastCompletedAt'])
      .where('task', '=', 'treatment_training_all_patients')
      .executeTakeFirstOrThrow();
    expect(task.lastError).toMatch(/^Too little data to train: 0 finished treatments/);
    expect((await activeModel(database.db, 'treatment_outcome'))?.id).toBe(before?.id);
    expect(await database.db.selectFrom('aiPrediction').select('id').execute()).toEqual(predictions);
  });
});
