import {
  AI_OUTCOME_VARIABLES,
  MIN_TRUSTED_PATIENTS,
  WIDE_RISK_RANGE,
  type AiFactor,
  type AiScoreCertainty,
  type AiVariableData,
  CATALOGUE,
} from '@vigil/domain';
import { riskRange, type TrainedModel } from '@vigil/learning';
import type { Db } from '../../../db/database.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { notFound } from '../../../platform/errors.ts';
import { patientsOf } from '../../../platform/access/patient-data.ts';
import { contributionsOf } from './contributions.ts';

/** GET /patients/{id}/ai-variable-data: the patient's AI values over time, each list newest first. */
export async function aiVariableData(
  db: Db,
  { actor, patientId }: { actor: Actor; patientId: number },
): Promise<AiVariableData> {
  await patientsOf(db, actor).require(patientId);
  const rows = await db
    .selectFrom('variableValue')
    .innerJoin('patientVariable', 'patientVariable.id', 'variableValue.variableId')
    .select(['patientVariable.code', 'variableValue.value', 'variableValue.timeStamp'])
    .where('variableValue.patientId', '=', patientId)
    .where('patientVariable.code', 'in', AI_OUTCOME_VARIABLES)
    .where('variableValue.value', 'is not', null)
    .orderBy('variableValue.timeStamp', 'desc')
    .execute();
  const data = Object.fromEntries(AI_OUTCOME_VARIABLES.map((code) => [code, []])) as unknown as Record<
    string,
    { value: number; timeStamp: string }[]
  >;
  for (const row of rows) data[row.code]?.push({ value: row.value!, timeStamp: row.timeStamp.toISOString() });
  return data as AiVariableData;
}

/** GET /ai-scores/{id}/feature-importances: a prediction's contributions, the largest first. */
export async function featureImportances(
  db: Db,
  { actor, predictionId }: { actor: Actor; predictionId: number },
): Promise<AiFactor[]> {
  const prediction = await db
    .selectFrom('aiPrediction')
    .innerJoin(patientsOf(db, actor).table(), 'patient.id', 'aiPrediction.patientId')
    .select('aiPrediction.id')
    .where('aiPrediction.id', '=', predictionId)
    .executeTakeFirst();
  if (!prediction) throw notFound(CATALOGUE.ai.noPrediction);
  const factors = (await contributionsOf(db, [predictionId])).get(predictionId) ?? [];
  return factors.sort(
    (a, b) =>
      Math.abs(b.featureValue) - Math.abs(a.featureValue) || a.featureName.localeCompare(b.featureName),
  );
}

/**
 * GET /ai-scores/{id}/certainty: the score's 95 % range, from the model that made it and the
 * values it saw (stored with its contributions).
 */
export async function scoreCertainty(
  db: Db,
  { actor, predictionId }: { actor: Actor; predictionId: number },
): Promise<AiScoreCertainty> {
  const prediction = await db
    .selectFrom('aiPrediction')
    .innerJoin(patientsOf(db, actor).table(), 'patient.id', 'aiPrediction.patientId')
    .innerJoin('aiModel', 'aiModel.id', 'aiPrediction.modelId')
    .select(['aiPrediction.id', 'aiPrediction.riskScore', 'aiModel.parameters', 'aiModel.metrics'])
    .where('aiPrediction.id', '=', predictionId)
    .executeTakeFirst();
  if (!prediction || prediction.riskScore === null) throw notFound(CATALOGUE.ai.noPrediction);
  const model = prediction.parameters as unknown as TrainedModel;
  const observed = new Map(
    ((await contributionsOf(db, [predictionId])).get(predictionId) ?? []).map((factor) => [
      factor.featureName,
      factor.observedValue,
    ]),
  );
  const raw = Float64Array.from(model.featureNames, (name) => observed.get(name) ?? NaN);
  const range = riskRange(model, raw);
  const trainedOnPatients =
    (prediction.metrics as { trainedOn?: { patients?: number } }).trainedOn?.patients ?? 0;
  return {
    riskScore: prediction.riskScore,
    low: range?.low ?? null,
    high: range?.high ?? null,
    trainedOnPatients,
    wide:
      trainedOnPatients < MIN_TRUSTED_PATIENTS ||
      (range !== null && range.high - range.low >= WIDE_RISK_RANGE),
  };
}

/** PUT /patients/{id}/check-early-treatment: whether a prediction exists that predicting again would replace. */
export async function earlyTreatmentCheck(
  db: Db,
  { actor, patientId }: { actor: Actor; patientId: number },
): Promise<{ predictionExists: boolean }> {
  await patientsOf(db, actor).require(patientId);
  const found = await db
    .selectFrom('aiPrediction')
    .select('id')
    .where('patientId', '=', patientId)
    .limit(1)
    .executeTakeFirst();
  return { predictionExists: found !== undefined };
}
