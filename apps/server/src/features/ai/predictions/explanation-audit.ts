import { aiFeatureDirection, groupAiFactors } from '@vigil/domain';
import type { Db } from '../../../db/database.ts';
import type { TrainedModel } from '@vigil/learning';
import { contributionsOf } from './contributions.ts';

/** What an audit of stored explanations found wrong in one prediction. */
export interface ExplanationFault {
  readonly predictionId: number;
  readonly fault: string;
}

/**
 * Checks stored predictions' explanations as a clinician reads them: the clinical factors and the
 * base add up to the score's log-odds (to 1e-9), a feature of fixed direction never contributes
 * against it (more than average of a risk-raising feature never lowers the risk), and missing
 * data never lower it. Returns the faults; none for a sound model.
 */
export async function auditStoredExplanations(db: Db, limit = 1_000): Promise<ExplanationFault[]> {
  const predictions = await db
    .selectFrom('aiPrediction')
    .innerJoin('aiModel', 'aiModel.id', 'aiPrediction.modelId')
    .select(['aiPrediction.id', 'riskScore', 'baseValue', 'aiModel.parameters'])
    .orderBy('aiPrediction.id', 'desc')
    .limit(limit)
    .execute();
  const ids = predictions.map((prediction) => prediction.id);
  const byPrediction = await contributionsOf(db, ids);
  const faults: ExplanationFault[] = [];
  for (const prediction of predictions) {
    const model = prediction.parameters as unknown as TrainedModel;
    const own = byPrediction.get(prediction.id) ?? [];
    const groups = groupAiFactors(own);
    const logOdds = Math.log(prediction.riskScore! / (1 - prediction.riskScore!));
    const total = groups.reduce((sum, group) => sum + group.contribution, prediction.baseValue!);
    if (!(Math.abs(total - logOdds) <= 1e-9))
      faults.push({ predictionId: prediction.id, fault: `factors add up to ${total}, not ${logOdds}` });
    for (const row of own) {
      const direction = aiFeatureDirection(row.featureName);
      const index = model.featureNames.indexOf(row.featureName);
      if (row.observedValue === null) {
        if (row.featureValue < -1e-12)
          faults.push({ predictionId: prediction.id, fault: `missing ${row.featureName} lowers the risk` });
        continue;
      }
      if (direction === 0 || index < 0) continue;
      const deviation = row.observedValue - model.standardizer.means[index]!;
      if (direction * deviation * row.featureValue < -1e-12)
        faults.push({
          predictionId: prediction.id,
          fault: `${row.featureName} = ${row.observedValue} contributes ${row.featureValue} against its direction`,
        });
    }
  }
  return faults;
}
