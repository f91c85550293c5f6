import { addDays, daysBetween } from '@vigil/domain';
import type { LabelledRows, TrainedModel } from '@vigil/learning';
import { madeOn } from '../predictions/backfill-days.ts';
import { inOrderOf, treatmentFeatureNames, treatmentFeatures } from './features.ts';
import { TREATMENT_OUTCOMES, type TreatmentOutcome } from './history.ts';
import { asKnownAt, type LabelledHistory } from './load-histories.ts';
import { isScoredOn, lastScorableNight } from './scored.ts';

/**
 * A labelled history is seen once a week on the days live scoring scores it (scored.ts): from
 * the end of the first week for as long as the treatment is in progress, silent weeks included,
 * so the rows are the population that gets scores, weighted as the daily predictions are. Each
 * row sees the history as it was known at its day's run (`asKnownAt`): the nights recorded by
 * then and the alarm type of then, as the live score and the back-fill of that day did.
 */
export const SNAPSHOT_EVERY_NIGHTS = 7;

/** Alarm types a model gets an indicator for: those of at least 1 % of the children. */
const MIN_ALARM_SHARE = 0.01;

/** The risk the treatment model scores and explains: the treatment will not succeed (most who fail, drop out). */
export const NOT_SUCCEEDING: readonly TreatmentOutcome[] = ['notSuccessful', 'dropout'];

export interface TreatmentTrainingSet extends LabelledRows {
  readonly alarmTypes: readonly string[];
}

export function alarmTypesOf(histories: readonly LabelledHistory[]): string[] {
  const counts = new Map<string, number>();
  for (const history of histories)
    if (history.alarmType !== null) counts.set(history.alarmType, (counts.get(history.alarmType) ?? 0) + 1);
  return [...counts]
    .filter(([, count]) => count >= histories.length * MIN_ALARM_SHARE)
    .map(([name]) => name)
    .sort();
}

/**
 * Rows of every history with a recorded outcome, at each snapshot day its treatment reached. The
 * alarm types are those of the histories unless given (to score them with an existing model).
 */
export function treatmentTrainingSet(
  histories: readonly LabelledHistory[],
  alarmTypes: readonly string[] = alarmTypesOf(histories.filter((history) => history.outcome !== null)),
): TreatmentTrainingSet {
  const rows: Float64Array[] = [];
  const classes: number[] = [];
  const risky: boolean[] = [];
  const groups: number[] = [];
  for (const history of histories) {
    if (history.outcome === null) continue;
    for (
      let nights = SNAPSHOT_EVERY_NIGHTS;
      nights <= lastScorableNight(history);
      nights += SNAPSHOT_EVERY_NIGHTS
    ) {
      const day = addDays(history.firstNight, nights);
      const known = asKnownAt(history, madeOn(day));
      if (known === null || !isScoredOn(known, day)) continue;
      rows.push(treatmentFeatures(known, daysBetween(known.firstNight, day), alarmTypes));
      classes.push(TREATMENT_OUTCOMES.indexOf(history.outcome));
      risky.push(NOT_SUCCEEDING.includes(history.outcome));
      groups.push(history.patientId);
    }
  }
  return { featureNames: treatmentFeatureNames(alarmTypes), rows, classes, risky, groups, alarmTypes };
}

/** The rows rearranged to the features of `model`, which may have been trained with other ones. */
export function inModelOrder(set: TreatmentTrainingSet, model: TrainedModel): TreatmentTrainingSet {
  return {
    ...set,
    featureNames: model.featureNames,
    rows: set.rows.map((row) => inOrderOf(model.featureNames, set.featureNames, row)),
  };
}
