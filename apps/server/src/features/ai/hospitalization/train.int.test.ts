import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import type { Database } from '../../../db/database.ts';
import { seedDemoClinicIfEmpty } from '../../../demo/seed.ts';
import { createTestDatabase } from '../../../test/database.ts';
import type { ModelMetrics } from '@vigil/learning';
import { activeModel } from '../models/store.ts';
import { contributionsOf } from '../predictions/contributions.ts';
import { auditStoredExplanations } from '../predictions/explanation-audit.ts';
import { MAX_DAYS_WITHOUT_MEASUREMENT, predictHospitalizations } from './predict.ts';
import { trainHospitalizationModel } from './train.ts';

const TODAY = new Date().toISOString().slice(0, 10);

describe('the hospitalization risk model, trained on the generic demo clinic', () => {
  let database: Database;
  beforeAll(async () => {
    // The demo clinic trains its first model and back-fills predictions as the product would.
    await seedDemoClinicIfEmpty(
      (database = await createTestDatabase()).db,
      loadConfig({ CUSTOMER: 'generic', DEMO_PATIENTS: '60' }),
    );
  }, 300_000); // the first training chooses its penalty by cross-validation: slow on a busy machine
  afterAll(() => database.close());

  it('starts with a model in use, measured on held-out patients', async () => {
    const active = await activeModel(database.db, 'hospitalization_risk');
    expect(active).toMatchObject({ version: 1, metrics: { activated: true, comparedWith: null } });
    const metrics = active!.metrics as unknown as ModelMetrics;
    expect(metrics.riskAuc).toBeGreaterThan(0.6);
    expect(metrics.outcomeAuc).toBeUndefined();
    expect(metrics.calibration.length).toBeGreaterThan(0);
    expect(active!.model.outcomes).toBeUndefined();
  });

  it('predicts only a risk; each explanation adds up to it exactly; a patient not measured lately gets none', async () => {
    expect(await predictHospitalizations(database.db, { days: [TODAY] })).toBeGreaterThan(0);
    const predictions = await database.db
      .selectFrom('aiPrediction')
      .select(['id', 'riskScore', 'baseValue', 'pSuccessful'])
      .execute();
    const contributions = await contributionsOf(
      database.db,
      predictions.map((prediction) => prediction.id),
    );
    for (const prediction of predictions) {
      const own = contributions.get(prediction.id)!;
      const sum = own.reduce((total, row) => total + row.featureValue, prediction.baseValue!);
      expect(sum).toBeCloseTo(Math.log(prediction.riskScore! / (1 - prediction.riskScore!)), 9);
      expect(prediction.pSuccessful).toBeNull();
      const silence = own.find((row) => row.featureName === 'daysSinceMeasurement')?.observedValue;
      expect(silence).toBeLessThanOrEqual(MAX_DAYS_WITHOUT_MEASUREMENT);
    }
  });

  it('explains every stored prediction in clinical factors: directions hold, factors and base give the score', async () => {
    expect(await auditStoredExplanations(database.db)).toEqual([]);
  });

  it('a second training is compared with the model in use on the same held-out patients', async () => {
    const before = await activeModel(database.db, 'hospitalization_risk');
    const outcome = await trainHospitalizationModel(database.db, { today: TODAY });
    expect(outcome.version).toBe(2);
    // Nothing changed since the first training: the same data make the same model.
    expect(outcome.metrics.riskAuc).toBe((before!.metrics as unknown as ModelMetrics).riskAuc);
    expect(outcome.activated).toBe(true);
    expect((await activeModel(database.db, 'hospitalization_risk'))?.metrics).toMatchObject({
      comparedWith: { version: 1, riskAuc: outcome.metrics.riskAuc },
    });
  });
});
