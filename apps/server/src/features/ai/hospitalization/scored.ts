import { HOSPITALIZATION_FEATURES } from '@vigil/domain';

/** With no measurement in this many days there is nothing current to score: no prediction, not a guess. */
export const MAX_DAYS_WITHOUT_MEASUREMENT = 14;

/**
 * Whether live scoring scores a snapshot: the patient was measured in the last 14 days (a patient
 * never measured has no value and is not scored). Training and held-out rows are only these.
 */
export function isScoredSnapshot(
  features: Float64Array,
  featureNames: readonly string[] = HOSPITALIZATION_FEATURES,
): boolean {
  const silence = features[featureNames.indexOf('daysSinceMeasurement')];
  return silence !== undefined && silence <= MAX_DAYS_WITHOUT_MEASUREMENT;
}
