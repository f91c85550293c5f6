import type { AiFactor } from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { inIdArray } from '../../../db/id-array.ts';

/**
 * What each feature gave to stored predictions' scores, by prediction: the arrays on the
 * prediction, named by its model's `featureNames`. A prediction the previous release made has
 * rows in ai_feature_contribution instead (expand step of migration 0063); they are read from
 * there. A prediction with neither has no entry.
 */
export async function contributionsOf(
  db: Db,
  predictionIds: readonly number[],
): Promise<Map<number, AiFactor[]>> {
  const byPrediction = new Map<number, AiFactor[]>();
  if (predictionIds.length === 0) return byPrediction;
  const predictions = await db
    .selectFrom('aiPrediction')
    .select(['id', 'modelId', 'contributions', 'observedValues'])
    .where(inIdArray('aiPrediction.id', predictionIds))
    .execute();
  const namesOf = await featureNamesOf(db, [...new Set(predictions.map((row) => row.modelId))]);
  const legacy: number[] = [];
  for (const prediction of predictions) {
    const names = namesOf.get(prediction.modelId);
    if (!prediction.contributions || !names) {
      legacy.push(prediction.id);
      continue;
    }
    byPrediction.set(
      prediction.id,
      names.map((featureName, index) => ({
        featureName,
        featureValue: prediction.contributions![index]!,
        observedValue: prediction.observedValues?.[index] ?? null,
      })),
    );
  }
  if (legacy.length === 0) return byPrediction;
  const rows = await db
    .selectFrom('aiFeatureContribution')
    .select(['predictionId', 'featureName', 'featureValue', 'observedValue'])
    .where(inIdArray('aiFeatureContribution.predictionId', legacy))
    .execute();
  for (const { predictionId, ...factor } of rows) {
    const factors = byPrediction.get(predictionId);
    if (factors) factors.push(factor);
    else byPrediction.set(predictionId, [factor]);
  }
  return byPrediction;
}

/** One model's feature names, read once per model rather than once per prediction. */
async function featureNamesOf(db: Db, modelIds: readonly number[]): Promise<Map<number, string[]>> {
  if (modelIds.length === 0) return new Map();
  const models = await db
    .selectFrom('aiModel')
    .select(['id', sql<string[] | null>`parameters -> 'featureNames'`.as('featureNames')])
    .where(inIdArray('aiModel.id', modelIds))
    .execute();
  return new Map(
    models.flatMap((model) => (Array.isArray(model.featureNames) ? [[model.id, model.featureNames]] : [])),
  );
}
