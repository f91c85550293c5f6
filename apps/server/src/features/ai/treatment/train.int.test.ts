import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import type { Database } from '../../../db/database.ts';
import { seedDemoClinicIfEmpty } from '../../../demo/seed.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { isHeldOut, type ModelMetrics } from '@vigil/learning';
import { calibrationLimit } from '../models/activation.ts';
import { activeModel } from '../models/store.ts';
import { contributionsOf } from '../predictions/contributions.ts';
import { auditStoredExplanations } from '../predictions/explanation-audit.ts';
import { runQueuedAiTasks } from '../tasks/runner.ts';
import { requestAiTasks } from '../tasks/task-state.ts';
import { MIN_NIGHTS_FOR_PREDICTION, predictTreatments } from './predict.ts';
import { trainTreatmentModel } from './train.ts';

const TODAY = new Date().toISOString().slice(0, 10);

const countPredictions = async () =>
  Number(
    (
      await database.db
        .selectFrom('aiPrediction')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );
let database: Database;

describe('the treatment model, trained on the demo clinic', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    // The demo clinic trains its first model and back-fills predictions as the product would.
    await seedDemoClinicIfEmpty(database.db, loadConfig({ CUSTOMER: 'bedwetting', DEMO_PATIENTS: '100' }));
  }, 300_000); // the first training chooses its penalty by cross-validation: slow on a busy machine
  afterAll(() => database.close());

  it('trains a first version, measured on held-out patients, and puts it in use', async () => {
    const active = await activeModel(database.db, 'treatment_outcome');
    expect(active).toMatchObject({ version: 1, metrics: { activated: true, comparedWith: null } });
    const metrics = active!.metrics as unknown as ModelMetrics & { trainedOn: { patients: number } };
    expect(metrics.trainedOn.patients).toBeGreaterThan(50);
    expect(metrics.patients).toBeGreaterThan(10);
    expect(metrics.riskAuc).toBeGreaterThan(0.6);
    expect(metrics.outcomeAuc).toHaveLength(4);
  });

  it('predicts every treatment in progress past its first week; each explanation adds up exactly', async () => {
    const backfilled = await countPredictions();
    const count = await predictTreatments(database.db, { today: TODAY });
    expect(count).toBeGreaterThan(0);
    const predictions = await database.db
      .selectFrom('aiPrediction as p')
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
    expect(predictions).toHaveLength(backfilled + count);
    const contributions = await contributionsOf(
      database.db,
      predictions.map((prediction) => prediction.id),
    );
    for (const prediction of predictions) {
      const sum = contributions
        .get(prediction.id)!
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

  it('gives no score to a child in the first week of treatment, on any day', async () => {
    const early = await database.db
      .selectFrom('aiPrediction as p')
      .innerJoin('patient', 'patient.id', 'p.patientId')
      .select('p.id')
      .where(sql<boolean>`p.as_of - patient.first_entry_date < ${MIN_NIGHTS_FOR_PREDICTION}`)
      .execute();
    expect(early).toEqual([]);
  });

  it('a second training on the same data is not worse, so it becomes the model in use', async () => {
    const outcome = await trainTreatmentModel(database.db);
    expect(outcome).toMatchObject({ version: 2, activated: true });
    expect(outcome.metrics.riskAuc).toBe(
      (await activeModel(database.db, 'treatment_outcome'))?.metrics.riskAuc,
    );
    const active = await activeModel(database.db, 'treatment_outcome');
    expect(active?.metrics).toMatchObject({ comparedWith: { version: 1 } });
  });

  it('explains every stored prediction in clinical factors: directions hold, factors and base give the score', async () => {
    expect(await auditStoredExplanations(database.db)).toEqual([]);
  });

  it('a model poorly calibrated on the held-out patients is not put in use; the model in use stays', async () => {
    const before = await activeModel(database.db, 'treatment_outcome');
    const finished = await database.db
      .selectFrom('treatmentOutcome')
      .select('patientId')
      .distinct()
      .execute();
    // Held-out children all succeed; nearly every child trained on drops out: the new model
    // predicts dropouts where none happen.
    await database.db
      .insertInto('treatmentOutcome')
      .values(
        finished.map(({ patientId }, index) => ({
          patientId,
          value: isHeldOut(patientId) || index % 10 === 0 ? 1 : 4,
          source: 'staff' as const,
        })),
      )
      .execute();
    const outcome = await trainTreatmentModel(database.db);
    expect(outcome.activated).toBe(false);
    expect(outcome.metrics.calibrationError.mean).toBeGreaterThan(calibrationLimit(outcome.metrics.patients));
    const after = await activeModel(database.db, 'treatment_outcome');
    expect(after?.id).toBe(before?.id);
    const refused = await database.db
      .selectFrom('aiModel')
      .select(['metrics', 'active'])
      .where('version', '=', outcome.version)
      .where('kind', '=', 'treatment_outcome')
      .executeTakeFirstOrThrow();
    expect(refused).toMatchObject({ active: false, metrics: { refused: 'poorlyCalibrated' } });
  });

  it('a training task that fails leaves the model in use and its predictions untouched', async () => {
    const before = await activeModel(database.db, 'treatment_outcome');
    const predictions = await database.db.selectFrom('aiPrediction').select('id').execute();
    await database.db.deleteFrom('treatmentOutcome').execute();
    const admin = await database.db.selectFrom('appUser').select('id').executeTakeFirstOrThrow();
    await requestAiTasks(database.db, ['treatment_training_all_patients'], {
      userId: admin.id,
      customer: 'bedwetting',
    });

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
