import { daysBetween } from '@vigil/domain';
import type { Db } from '../../../db/database.ts';
import { scoreRow } from '@vigil/learning';
import { activeModel, type StoredModel } from '../models/store.ts';
import { backfillDays, madeOn } from '../predictions/backfill-days.ts';
import { storePredictions, type NewPrediction } from '../predictions/store.ts';
import { treatmentFeaturesFor } from './features.ts';
import { asKnownAt, loadTreatmentHistories, type LabelledHistory } from './load-histories.ts';
import { inProgressOn, MIN_NIGHTS_FOR_PREDICTION } from './scored.ts';

export { MIN_NIGHTS_FOR_PREDICTION } from './scored.ts';

/**
 * Predicts, as of `today`, the outcome of every treatment in progress of an active child with the
 * model in use, or of the given children only. Reads across
 * every clinic: the daily job, a training run and an in-scope request call it.
 */
export async function predictTreatments(
  db: Db,
  { today, now = new Date(), patientIds }: { today: string; now?: Date; patientIds?: readonly number[] },
): Promise<number> {
  const active = await activeModel(db, 'treatment_outcome');
  if (!active) return 0;
  const histories = await loadTreatmentHistories(db, {
    withoutOutcome: true,
    activeOnly: true,
    ...(patientIds ? { patientIds } : {}),
  });
  const predictions = histories
    .flatMap((history) => asKnownAt(history, now) ?? [])
    .filter((history) => inProgressOn(history, today))
    .flatMap((history) => predictionOf(active, history, today, now));
  await storePredictions(db, active.id, predictions);
  return predictions.length;
}

/**
 * The predictions the model in use would have made every `everyDays` over the last `days`, each
 * from the data before its day (the demo clinic's history, so the AI chart has a past).
 */
export async function backfillTreatmentPredictions(
  db: Db,
  { today, days, everyDays }: { today: string; days: number; everyDays: number },
): Promise<number> {
  const active = await activeModel(db, 'treatment_outcome');
  if (!active) return 0;
  const histories = await loadTreatmentHistories(db);
  let stored = 0;
  for (const day of backfillDays(today, days, everyDays)) {
    const madeAt = madeOn(day);
    // Each day sees only what was recorded by the time its score counts as made.
    const predictions = histories
      .flatMap((history) => asKnownAt(history, madeAt) ?? [])
      .filter((history) => inProgressOn(history, day))
      .flatMap((history) => predictionOf(active, history, day, madeAt));
    await storePredictions(db, active.id, predictions);
    stored += predictions.length;
  }
  return stored;
}

function predictionOf(
  active: StoredModel,
  history: LabelledHistory,
  asOf: string,
  madeAt: Date,
): NewPrediction[] {
  const nightsKnown = daysBetween(history.firstNight, asOf);
  if (nightsKnown < MIN_NIGHTS_FOR_PREDICTION) return [];
  const raw = treatmentFeaturesFor(history, nightsKnown, active.model.featureNames);
  const { probabilities, risk, explanation } = scoreRow(active.model, raw);
  const [successful, partly, notSuccessful, dropout] = probabilities!;
  return [
    {
      patientId: history.patientId,
      asOf,
      madeAt,
      probabilities: [successful!, partly!, notSuccessful!, dropout!],
      riskScore: risk,
      baseValue: explanation.baseValue,
      contributions: explanation.contributions,
      observed: raw,
    },
  ];
}
