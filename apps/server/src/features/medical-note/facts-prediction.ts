import {
  aiFeatureLabel,
  daysBetween,
  flavourOf,
  HOSPITALIZATION_HORIZON_DAYS,
  noteNumber,
  noteYesNo,
  parseAiFeature,
  type Language,
} from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import { contributionsOf } from '../ai/index.ts';
import type { FactsOptions, Unnumbered } from './facts-types.ts';

const FACTORS = 3;
const percent = (probability: number | null) => Math.round((probability ?? 0) * 100);

/** The latest prediction and its largest contributions, each named in the note's language. */
export async function predictionFacts(db: Db, options: FactsOptions): Promise<Unnumbered[]> {
  const { patientId, customer, today, language } = options;
  const prediction = await options.patients
    .patients()
    .innerJoin('aiPrediction', 'aiPrediction.id', 'patient.latestPredictionId')
    .select([
      'aiPrediction.id',
      'aiPrediction.asOf',
      'aiPrediction.createdAt',
      'aiPrediction.riskScore',
      'aiPrediction.pSuccessful',
      'aiPrediction.pPartly',
      'aiPrediction.pNotSuccessful',
      'aiPrediction.pDropout',
    ])
    .where('patient.id', '=', patientId)
    .executeTakeFirst();
  if (!prediction || prediction.riskScore === null) return [];
  const madeOn = prediction.asOf ?? new Date(prediction.createdAt).toISOString().slice(0, 10);
  const madeDaysAgo = Math.max(0, daysBetween(madeOn, today));
  const facts: Unnumbered[] = [
    flavourOf(customer).model === 'treatment_outcome'
      ? {
          kind: 'treatmentPrediction',
          madeDaysAgo,
          successful: percent(prediction.pSuccessful),
          partly: percent(prediction.pPartly),
          notSuccessful: percent(prediction.pNotSuccessful),
          dropout: percent(prediction.pDropout),
        }
      : {
          kind: 'hospitalizationPrediction',
          madeDaysAgo,
          horizonDays: HOSPITALIZATION_HORIZON_DAYS,
          risk: percent(prediction.riskScore),
        },
  ];
  const contributions = (await contributionsOf(db, [prediction.id])).get(prediction.id) ?? [];
  const largest = contributions
    .filter((contribution) => contribution.featureValue !== 0)
    .sort((a, b) => Math.abs(b.featureValue) - Math.abs(a.featureValue))
    .slice(0, FACTORS);
  for (const contribution of largest)
    facts.push({
      kind: 'factor',
      feature: contribution.featureName,
      label: aiFeatureLabel(contribution.featureName, language),
      direction: contribution.featureValue > 0 ? 'raises' : 'lowers',
      value: observed(contribution.featureName, contribution.observedValue, language),
    });
  return facts;
}

/** A share as a percentage, a flag as yes or no, a number as written in the language. */
function observed(featureName: string, value: number | null, language: Language): string | null {
  if (value === null) return null;
  switch (parseAiFeature(featureName).value) {
    case 'flag':
      return noteYesNo(value >= 0.5, language);
    case 'share':
      return `${Math.round(value * 100)} %`;
    case 'number':
      return noteNumber(value, language);
  }
}
