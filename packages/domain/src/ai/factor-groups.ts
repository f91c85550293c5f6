import { parseAiFeature } from './features.ts';

/**
 * Clinical factors: the features a clinician reads as one finding, explained together. Correlated
 * features (three measures of recent stays, nine of blood pressure) split one finding between
 * them with opposite signs; their sum is the finding. A feature that is not known counts to
 * 'missingData', never to its clinical factor, so missing data are never read as a finding.
 */
export const AI_FACTOR_GROUPS = [
  'wetNights',
  'progress',
  'recording',
  'waking',
  'treatmentLength',
  'questionnaire',
  'alarmType',
  'recentStays',
  'bloodPressure',
  'weightAndFluid',
  'oxygen',
  'pulse',
  'temperatureAndInfection',
  'diagnoses',
  'measuring',
  'person',
  'missingData',
  'other',
] as const;
export type AiFactorGroup = (typeof AI_FACTOR_GROUPS)[number];

const BY_NAME: Record<string, AiFactorGroup> = {
  wetShare: 'wetNights',
  wetShareWeek1: 'wetNights',
  wetShareWeeks2to4: 'wetNights',
  wetShareLast7: 'wetNights',
  veryWetShare: 'wetNights',
  wetChanceNow: 'wetNights',
  wetTrend: 'progress',
  wetDeclinePerWeek: 'progress',
  dryRun: 'progress',
  longestDryRun: 'progress',
  recordedShare: 'recording',
  nightsSinceLastEntry: 'recording',
  missingShareLast14: 'recording',
  errorsPerNight: 'recording',
  oldAppVersion: 'recording',
  wokeOnWetShare: 'waking',
  selfWokeShare: 'waking',
  nightsInTreatment: 'treatmentLength',
  answerA: 'questionnaire',
  answerB: 'questionnaire',
  answerC: 'questionnaire',
  answerScore: 'questionnaire',
  age: 'person',
  boy: 'person',
  male: 'person',
  staysLastYear: 'recentStays',
  daysSinceDischarge: 'recentStays',
  readmissionWindowDays: 'recentStays',
  daysSinceMeasurement: 'measuring',
  measuredShare14: 'measuring',
  fluidOverloadSigns: 'weightAndFluid',
  infectionSigns: 'temperatureAndInfection',
};

const BY_VITAL: Record<string, AiFactorGroup> = {
  SYS: 'bloodPressure',
  DIA: 'bloodPressure',
  WEIGHT: 'weightAndFluid',
  DWDEV: 'weightAndFluid',
  SPO2: 'oxygen',
  PULSE: 'pulse',
  TEMP: 'temperatureAndInfection',
};

/** The clinical factor a feature belongs to when its value is known. */
export function aiFactorGroupOf(featureName: string): AiFactorGroup {
  const feature = parseAiFeature(featureName);
  switch (feature.kind) {
    case 'alarmType':
      return 'alarmType';
    case 'diagnosis':
      return 'diagnoses';
    case 'vitalRecent':
    case 'vitalChange':
    case 'vitalMeasure':
      return BY_VITAL[feature.vital] ?? 'other';
    case 'treatment':
    case 'hospitalization':
    case 'unknown':
      return BY_NAME[featureName] ?? 'other';
  }
}

/**
 * The directions fixed in training (docs/decisions.md): +1 where a higher value can only raise the
 * risk, −1 where it can only lower it. The models' weights keep these signs, so such a feature's
 * contribution always points the way of its deviation from the average patient.
 */
export const AI_FEATURE_DIRECTIONS: Readonly<Record<string, 1 | -1>> = {
  // Bedwetting: the risk that the treatment does not succeed.
  wetShare: 1,
  wetShareWeek1: 1,
  wetShareWeeks2to4: 1,
  wetShareLast7: 1,
  veryWetShare: 1,
  wetChanceNow: 1,
  wetTrend: 1,
  wetDeclinePerWeek: -1,
  dryRun: -1,
  longestDryRun: -1,
  nightsSinceLastEntry: 1,
  missingShareLast14: 1,
  recordedShare: -1,
  // Generic: the risk of a hospital admission within 14 days.
  staysLastYear: 1,
  daysSinceDischarge: -1,
  readmissionWindowDays: 1,
  fluidOverloadSigns: 1,
  infectionSigns: 1,
  'diagnosis:I50': 1,
  'diagnosis:N18': 1,
  'diagnosis:E11': 1,
  'diagnosis:J44': 1,
  'diagnosis:I10': 1,
  'SPO2:recent': -1,
  'SPO2:deviation': -1,
  'SPO2:latest': -1,
};

export const aiFeatureDirection = (featureName: string): 1 | -1 | 0 =>
  AI_FEATURE_DIRECTIONS[featureName] ?? 0;

export interface AiFactorMember {
  readonly featureName: string;
  readonly featureValue: number;
  readonly observedValue: number | null;
}

export interface AiGroupedFactor {
  readonly group: AiFactorGroup;
  /** The exact sum of its members' contributions to the log-odds. */
  readonly contribution: number;
  /** Its features, the largest contribution first. */
  readonly members: readonly AiFactorMember[];
}

/**
 * A prediction's contributions as clinical factors, the largest first: each factor's contribution
 * is the exact sum of its members', so the factors and the base value still add up to the score's
 * log-odds. Features not known form the one 'missingData' factor.
 */
export function groupAiFactors(factors: readonly AiFactorMember[]): AiGroupedFactor[] {
  const groups = new Map<AiFactorGroup, AiFactorMember[]>();
  for (const factor of factors) {
    const group = factor.observedValue === null ? 'missingData' : aiFactorGroupOf(factor.featureName);
    groups.set(group, [...(groups.get(group) ?? []), factor]);
  }
  const byEffect = (a: { readonly featureValue: number }, b: { readonly featureValue: number }) =>
    Math.abs(b.featureValue) - Math.abs(a.featureValue);
  return [...groups]
    .map(([group, members]) => ({
      group,
      contribution: members.reduce((sum, member) => sum + member.featureValue, 0),
      members: [...members].sort(byEffect),
    }))
    .sort((a, b) => Math.abs(b.contribution) - Math.abs(a.contribution) || a.group.localeCompare(b.group));
}
