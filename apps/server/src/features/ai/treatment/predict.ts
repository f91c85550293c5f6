import { daysBetween } from '@vigil/domain';
import type { Db } from '../../../db/database.ts';
import { scoreRow } from '../learning/trained-model.ts';
import { activeModel } from '../models/store.ts';
import { storePredictions, type NewPrediction } from '../predictions/store.ts';
import { treatmentFeatures } from './features.ts';
import { loadTreatmentHistories } from './load-histories.ts';
import { alarmTypesOfModel } from './train.ts';

/** Before a week of treatment there is too little data: such a child gets no score, not a guess. */
export const MIN_NIGHTS_FOR_PREDICTION = 7;

/**
 * Predicts, as of `today`, the outcome of every treatment in progress (active child, first entry
 * made, no outcome recorded) with the model in use, or of the given children only. Reads across
 * every clinic: the daily job, a training run and an in-scope request call it.
 */
export async function predictTreatments(
  db: Db,
  { today, now = new Date(), patientIds }: { today: string; now?: Date; patientIds?: readonly number[] },
): Promise<number> {
  const active = await activeModel(db, 'treatment_outcome');
  if (!active) return 0;
  const alarmTypes = alarmTypesOfModel(active.model);
  const histories = await loadTreatmentHistories(db, {
    withoutOutcome: true,
    activeOnly: true,
    ...(patientIds ? { patientIds } : {}),
  });
  const predictions: NewPrediction[] = [];
  for (const history of histories) {
    const nightsKnown = daysBetween(history.firstNight, today);
    if (nightsKnown < MIN_NIGHTS_FOR_PREDICTION) continue;
    const raw = treatmentFeatures(history, nightsKnown, alarmTypes);
    const { probabilities, risk, explanation } = scoreRow(active.model, raw);
    const [successful, partly, notSuccessful, dropout] = probabilities!;
    predictions.push({
      patientId: history.patientId,
      asOf: today,
      madeAt: now,
      probabilities: [successful!, partly!, notSuccessful!, dropout!],
      riskScore: risk,
      baseValue: explanation.baseValue,
      contributions: active.model.featureNames.map((feature, index) => ({
        feature,
        contribution: explanation.contributions[index]!,
        observed: Number.isNaN(raw[index]!) ? null : raw[index]!,
      })),
    });
  }
  await storePredictions(db, active.id, predictions);
  return predictions.length;
}
