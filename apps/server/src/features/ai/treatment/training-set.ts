import { treatmentFeatures } from './features.ts';
import { TREATMENT_OUTCOMES } from './history.ts';
import type { LabelledHistory } from './load-histories.ts';

/**
 * Days of treatment a labelled history is seen at: a prediction is made every day, and these
 * spread each child's weight over the weeks the clinic looks at (weeks 2–4 matter most).
 */
export const SNAPSHOT_NIGHTS = [7, 14, 21, 28, 42, 56, 70, 84, 98] as const;

/** A snapshot is taken until a week after the last entry: the silence a dropout leaves is data too. */
const SILENCE_SEEN = 7;

/** Alarm types a model gets an indicator for: those of at least 1 % of the children. */
const MIN_ALARM_SHARE = 0.01;

export interface TrainingSet {
  readonly rows: Float64Array[];
  /** The outcome's class index (TREATMENT_OUTCOMES). */
  readonly labels: number[];
  /** The patient of each row: rows of one patient are never split between training and testing. */
  readonly groups: number[];
  readonly alarmTypes: string[];
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

/** Rows of every history with a recorded outcome, at each snapshot day its treatment reached. */
export function treatmentTrainingSet(histories: readonly LabelledHistory[]): TrainingSet {
  const labelled = histories.filter((history) => history.outcome !== null);
  const alarmTypes = alarmTypesOf(labelled);
  const set: TrainingSet = { rows: [], labels: [], groups: [], alarmTypes };
  for (const history of labelled) {
    const label = TREATMENT_OUTCOMES.indexOf(history.outcome!);
    for (const nights of SNAPSHOT_NIGHTS) {
      if (nights > history.nights.length + SILENCE_SEEN) break;
      set.rows.push(treatmentFeatures(history, nights, alarmTypes));
      set.labels.push(label);
      set.groups.push(history.patientId);
    }
  }
  return set;
}
