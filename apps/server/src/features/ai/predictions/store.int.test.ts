import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { createClinic, createPatient } from '../../../test/factory.ts';
import { sql } from 'kysely';
import { contributionsOf } from './contributions.ts';
import { BULK_PREDICTIONS, ranksOf, storePredictions, type NewPrediction } from './store.ts';

describe('storing predictions', () => {
  let database: Database;
  let modelId: number;
  let patients: number[];
  beforeAll(async () => {
    database = await createTestDatabase();
    const { clinicId } = await createClinic(database.db);
    patients = [];
    for (let index = 0; index < 3; index++)
      patients.push((await createPatient(database.db, { clinicIds: [clinicId] })).id);
    modelId = (
      await database.db
        .insertInto('aiModel')
        .values({
          kind: 'treatment_outcome',
          version: 1,
          parameters: JSON.stringify({ featureNames: ['wetShareWeeks2to4', 'age'] }),
          active: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => database.close());

  const prediction = (
    patientId: number,
    riskScore: number,
    madeAt: string,
    probabilities: NewPrediction['probabilities'],
  ) => ({
    patientId,
    asOf: madeAt.slice(0, 10),
    madeAt: new Date(madeAt),
    probabilities,
    riskScore,
    baseValue: -0.5,
    // Each prediction's own numbers, as the model wrote them to the last bit.
    contributions: [0.75, -riskScore / 3],
    observed: [riskScore + 0.1, Number.NaN],
  });

  it('keeps each prediction with its contributions, rank and the patient’s latest AI values', async () => {
    const [first, second, third] = patients as [number, number, number];
    await storePredictions(database.db, modelId, [
      prediction(first, 0.2, '2026-03-01T12:00:00Z', [0.6, 0.2, 0.1, 0.1]),
      prediction(second, 0.7, '2026-03-01T12:00:00Z', [0.1, 0.2, 0.3, 0.4]),
      prediction(third, 0.2, '2026-03-01T12:00:00Z', [0.5, 0.3, 0.1, 0.1]),
    ]);
    // A back-filled older prediction is kept as history but does not replace the newer one.
    await storePredictions(database.db, modelId, [
      prediction(second, 0.9, '2026-02-01T12:00:00Z', [0, 0, 0, 1]),
    ]);

    const stored = await database.db
      .selectFrom('aiPrediction')
      .select(['patientId', 'riskScore', 'riskScoreRank', 'asOf', 'pDropout', 'baseValue'])
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      {
        patientId: first,
        riskScore: 0.2,
        riskScoreRank: 2,
        asOf: '2026-03-01',
        pDropout: 0.1,
        baseValue: -0.5,
      },
      {
        patientId: second,
        riskScore: 0.7,
        riskScoreRank: 1,
        asOf: '2026-03-01',
        pDropout: 0.4,
        baseValue: -0.5,
      },
      {
        patientId: third,
        riskScore: 0.2,
        riskScoreRank: 2,
        asOf: '2026-03-01',
        pDropout: 0.1,
        baseValue: -0.5,
      },
      {
        patientId: second,
        riskScore: 0.9,
        riskScoreRank: 1,
        asOf: '2026-02-01',
        pDropout: 1,
        baseValue: -0.5,
      },
    ]);
    const patient = await database.db
      .selectFrom('patient')
      .select(['latestRiskScore'])
      .where('id', '=', second)
      .executeTakeFirstOrThrow();
    expect(patient.latestRiskScore).toBe(0.7);

    const firstPrediction = await database.db
      .selectFrom('aiPrediction')
      .select(['id', 'contributions', 'observedValues'])
      .where('patientId', '=', first)
      .executeTakeFirstOrThrow();
    expect(firstPrediction).toMatchObject({
      contributions: [0.75, -0.2 / 3],
      observedValues: [0.2 + 0.1, null],
    });
    expect((await contributionsOf(database.db, [firstPrediction.id])).get(firstPrediction.id)).toEqual([
      { featureName: 'wetShareWeeks2to4', featureValue: 0.75, observedValue: 0.2 + 0.1 },
      { featureName: 'age', featureValue: -0.2 / 3, observedValue: null },
    ]);
    const arrays = await database.db
      .selectFrom('aiPrediction')
      .select(['contributions', 'observedValues'])
      .orderBy('id')
      .execute();
    expect(arrays).toEqual(
      [0.2, 0.7, 0.2, 0.9].map((riskScore) => ({
        contributions: [0.75, -riskScore / 3],
        observedValues: [riskScore + 0.1, null],
      })),
    );

    const latest = await database.db
      .selectFrom('patientVariableLatest')
      .innerJoin('patientVariable', 'patientVariable.id', 'patientVariableLatest.variableId')
      .select(['patientVariable.code', 'patientVariableLatest.value'])
      .where('patientId', '=', second)
      .orderBy('patientVariable.code')
      .execute();
    expect(Object.fromEntries(latest.map((row) => [row.code, row.value]))).toEqual({
      AI_DROPOUT: 1,
      AI_DROPOUT_SC: 0.4,
      AI_NOTSUCC: 0,
      AI_NOTSUCC_SC: 0.3,
      AI_PSUCC: 0,
      AI_PSUCC_SC: 0.2,
      AI_SUCC: 0,
      AI_SUCC_SC: 0.1,
    });
    const history = await database.db
      .selectFrom('variableValue')
      .select('source')
      .where('patientId', '=', second)
      .execute();
    expect(history).toHaveLength(16);
    expect(new Set(history.map((row) => row.source))).toEqual(new Set(['ai']));
  });

  it('reads a prediction the previous release stored as rows per feature', async () => {
    const [first] = patients as [number];
    const { id } = await database.db
      .insertInto('aiPrediction')
      .values({ patientId: first, modelId, asOf: '2026-01-05', riskScore: 0.3, baseValue: -0.5 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('aiFeatureContribution')
      .values([
        { predictionId: id, featureName: 'age', featureValue: 0.2, observedValue: 9 },
        { predictionId: id, featureName: 'wetShareWeeks2to4', featureValue: 0.1, observedValue: null },
      ])
      .execute();
    const factors = (await contributionsOf(database.db, [id])).get(id);
    expect(factors).toEqual(
      expect.arrayContaining([
        { featureName: 'age', featureValue: 0.2, observedValue: 9 },
        { featureName: 'wetShareWeeks2to4', featureValue: 0.1, observedValue: null },
      ]),
    );
    expect(factors).toHaveLength(2);
  });

  it('refuses a contribution that is not a finite number, and stores nothing of the run', async () => {
    const [first] = patients as [number];
    const count = async () =>
      Number(
        (
          await database.db
            .selectFrom('aiPrediction')
            .select((eb) => eb.fn.countAll().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    const before = await count();
    const broken = { ...prediction(first, 0.4, '2026-04-01T12:00:00Z', [0.4, 0.3, 0.2, 0.1]) };
    await expect(
      storePredictions(database.db, modelId, [{ ...broken, contributions: [Number.NaN, 0.1] }]),
    ).rejects.toThrow();
    await expect(
      storePredictions(database.db, modelId, [{ ...broken, contributions: [Number.POSITIVE_INFINITY, 0.1] }]),
    ).rejects.toThrow();
    expect(await count()).toBe(before);
  });

  it('refreshes the prediction tables’ statistics after a bulk write', async () => {
    // Statistics taken while the tables held next to nothing, as after a first start.
    await sql`analyze ai_prediction`.execute(database.db);
    const estimated = async () =>
      (
        await sql<{
          rows: number;
        }>`select reltuples::int as rows from pg_class where relname = 'ai_prediction'`.execute(database.db)
      ).rows[0]!.rows;
    const before = await estimated();
    const bulk = Array.from({ length: BULK_PREDICTIONS }, (_, index) =>
      prediction(
        patients[index % patients.length]!,
        index / BULK_PREDICTIONS,
        new Date(Date.UTC(2025, 0, 1) + index * 86_400_000).toISOString(),
        [0.4, 0.3, 0.2, 0.1],
      ),
    );
    await storePredictions(database.db, modelId, bulk);
    expect(await estimated()).toBeGreaterThanOrEqual(before + BULK_PREDICTIONS);
  });

  it('ranks the highest score first, ties alike', () => {
    expect(ranksOf([0.2, 0.9, 0.2, 0.5])).toEqual([3, 1, 3, 2]);
    expect(ranksOf([])).toEqual([]);
  });
});
