/**
 * The names of the models' features, as predictions store them with their contributions. The
 * server computes them; screens read them back to name and format each factor.
 */

/** The treatment-outcome model's features on a day of treatment (one per alarm type besides). */
export const TREATMENT_FEATURES = [
  'age',
  'boy',
  'oldAppVersion',
  'answerA',
  'answerB',
  'answerC',
  'answerScore',
  'nightsInTreatment',
  'recordedShare',
  'wetShare',
  'wetShareWeek1',
  'wetShareWeeks2to4',
  'wetShareLast7',
  'wetTrend',
  'veryWetShare',
  'dryRun',
  'longestDryRun',
  'nightsSinceLastEntry',
  'missingShareLast14',
  'errorsPerNight',
  'wokeOnWetShare',
  'selfWokeShare',
  'wetDeclinePerWeek',
  'wetChanceNow',
] as const;
export type TreatmentBaseFeature = (typeof TREATMENT_FEATURES)[number];
export type TreatmentFeature = TreatmentBaseFeature | `alarm:${string}`;

/** Measured vital signs the hospitalization model reads (variable codes of the generic catalogue). */
export const HOSPITALIZATION_VITALS = ['WEIGHT', 'DWDEV', 'SYS', 'DIA', 'PULSE', 'SPO2', 'TEMP'] as const;
export type HospitalizationVital = (typeof HOSPITALIZATION_VITALS)[number];

/**
 * How a vital sign is read besides its level and change: the last 3 days (`deviation`) and the
 * latest value (`latest`) against the patient's own baseline in units of the patient's own
 * day-to-day spread, and the trend per day over the last 7 days (`trend`).
 */
export const VITAL_MEASURES = ['deviation', 'latest', 'trend'] as const;
export type VitalMeasure = (typeof VITAL_MEASURES)[number];

/** Diagnoses (ICD-10-CM prefixes) that change the risk: heart failure, kidney failure, diabetes, COPD, hypertension. */
export const HOSPITALIZATION_DIAGNOSES = ['I50', 'N18', 'E11', 'J44', 'I10'] as const;
export type HospitalizationDiagnosis = (typeof HOSPITALIZATION_DIAGNOSES)[number];

const HOSPITALIZATION_BASE = [
  'age',
  'male',
  'staysLastYear',
  'daysSinceDischarge',
  'readmissionWindowDays',
  'daysSinceMeasurement',
  'measuredShare14',
  'fluidOverloadSigns',
  'infectionSigns',
] as const;
export type HospitalizationBaseFeature = (typeof HOSPITALIZATION_BASE)[number];

export const HOSPITALIZATION_FEATURES = [
  'age',
  'male',
  ...HOSPITALIZATION_DIAGNOSES.map((code) => `diagnosis:${code}` as const),
  'staysLastYear',
  'daysSinceDischarge',
  'daysSinceMeasurement',
  'measuredShare14',
  ...HOSPITALIZATION_VITALS.flatMap((code) => [`${code}:recent` as const, `${code}:change` as const]),
  'readmissionWindowDays',
  ...HOSPITALIZATION_VITALS.flatMap((code) => VITAL_MEASURES.map((measure) => `${code}:${measure}` as const)),
  'fluidOverloadSigns',
  'infectionSigns',
] as const;

/** How a feature's observed value reads: a share as a percentage, a flag as yes/no, else a number. */
export type AiFeatureValueKind = 'share' | 'flag' | 'number';

/** A stored feature name, taken apart so a screen can name it in the reader's language. */
export type AiFeature =
  | { kind: 'treatment'; name: TreatmentBaseFeature; value: AiFeatureValueKind }
  | { kind: 'hospitalization'; name: HospitalizationBaseFeature; value: AiFeatureValueKind }
  | { kind: 'alarmType'; alarmType: string; value: 'flag' }
  | { kind: 'diagnosis'; code: HospitalizationDiagnosis; value: 'flag' }
  | { kind: 'vitalRecent' | 'vitalChange'; vital: HospitalizationVital; value: 'number' }
  | { kind: 'vitalMeasure'; vital: HospitalizationVital; measure: VitalMeasure; value: 'number' }
  | { kind: 'unknown'; name: string; value: 'number' };

const FLAGS = new Set<string>(['boy', 'male', 'oldAppVersion', 'answerA', 'answerB', 'answerC']);
const isShare = (name: string) => name.includes('Share') || name === 'wetTrend' || name === 'wetChanceNow';

const includes = <T extends string>(list: readonly T[], name: string): name is T =>
  (list as readonly string[]).includes(name);

/** Reads a stored feature name; a name from a later model version that is not known here stays as it is. */
export function parseAiFeature(featureName: string): AiFeature {
  const value: AiFeatureValueKind = FLAGS.has(featureName)
    ? 'flag'
    : isShare(featureName)
      ? 'share'
      : 'number';
  if (featureName.startsWith('alarm:'))
    return { kind: 'alarmType', alarmType: featureName.slice('alarm:'.length), value: 'flag' };
  const [prefix, suffix] = featureName.split(':');
  if (prefix === 'diagnosis' && suffix && includes(HOSPITALIZATION_DIAGNOSES, suffix))
    return { kind: 'diagnosis', code: suffix, value: 'flag' };
  if (prefix && includes(HOSPITALIZATION_VITALS, prefix) && (suffix === 'recent' || suffix === 'change'))
    return { kind: suffix === 'recent' ? 'vitalRecent' : 'vitalChange', vital: prefix, value: 'number' };
  if (prefix && includes(HOSPITALIZATION_VITALS, prefix) && suffix && includes(VITAL_MEASURES, suffix))
    return { kind: 'vitalMeasure', vital: prefix, measure: suffix, value: 'number' };
  if (includes(TREATMENT_FEATURES, featureName)) return { kind: 'treatment', name: featureName, value };
  if (includes(HOSPITALIZATION_BASE, featureName))
    return { kind: 'hospitalization', name: featureName, value };
  return { kind: 'unknown', name: featureName, value: 'number' };
}
