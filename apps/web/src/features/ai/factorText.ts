import { parseAiFeature, type AiFactor } from '@vigil/domain';
import type { TFunction } from 'i18next';
import type { TranslationKey } from '../../i18n/translationKey.ts';

const FEATURE_KEYS = {
  age: 'ai.features.age',
  boy: 'ai.features.boy',
  oldAppVersion: 'ai.features.oldAppVersion',
  answerA: 'ai.features.answerA',
  answerB: 'ai.features.answerB',
  answerC: 'ai.features.answerC',
  answerScore: 'ai.features.answerScore',
  nightsInTreatment: 'ai.features.nightsInTreatment',
  recordedShare: 'ai.features.recordedShare',
  wetShare: 'ai.features.wetShare',
  wetShareWeek1: 'ai.features.wetShareWeek1',
  wetShareWeeks2to4: 'ai.features.wetShareWeeks2to4',
  wetShareLast7: 'ai.features.wetShareLast7',
  wetTrend: 'ai.features.wetTrend',
  veryWetShare: 'ai.features.veryWetShare',
  dryRun: 'ai.features.dryRun',
  longestDryRun: 'ai.features.longestDryRun',
  nightsSinceLastEntry: 'ai.features.nightsSinceLastEntry',
  missingShareLast14: 'ai.features.missingShareLast14',
  errorsPerNight: 'ai.features.errorsPerNight',
  wokeOnWetShare: 'ai.features.wokeOnWetShare',
  selfWokeShare: 'ai.features.selfWokeShare',
  male: 'ai.features.male',
  staysLastYear: 'ai.features.staysLastYear',
  daysSinceDischarge: 'ai.features.daysSinceDischarge',
  daysSinceMeasurement: 'ai.features.daysSinceMeasurement',
  measuredShare14: 'ai.features.measuredShare14',
} as const satisfies Record<string, TranslationKey>;

const DIAGNOSIS_KEYS = {
  I50: 'ai.diagnoses.I50',
  N18: 'ai.diagnoses.N18',
  E11: 'ai.diagnoses.E11',
  J44: 'ai.diagnoses.J44',
  I10: 'ai.diagnoses.I10',
} as const satisfies Record<string, TranslationKey>;

const VITAL_KEYS = {
  WEIGHT: 'ai.vitals.WEIGHT',
  DWDEV: 'ai.vitals.DWDEV',
  SYS: 'ai.vitals.SYS',
  DIA: 'ai.vitals.DIA',
  PULSE: 'ai.vitals.PULSE',
  SPO2: 'ai.vitals.SPO2',
  TEMP: 'ai.vitals.TEMP',
} as const satisfies Record<string, TranslationKey>;

/** A model feature's name in the reader's language; a name from a newer model is shown as stored. */
export function factorName(featureName: string, t: TFunction): string {
  const feature = parseAiFeature(featureName);
  switch (feature.kind) {
    case 'treatment':
    case 'hospitalization':
      return t(FEATURE_KEYS[feature.name]);
    case 'alarmType':
      return t('ai.features.alarmType', { type: feature.alarmType });
    case 'diagnosis':
      return t('ai.features.diagnosis', { diagnosis: t(DIAGNOSIS_KEYS[feature.code]) });
    case 'vitalRecent':
      return t('ai.features.vitalRecent', { vital: t(VITAL_KEYS[feature.vital]) });
    case 'vitalChange':
      return t('ai.features.vitalChange', { vital: t(VITAL_KEYS[feature.vital]) });
    case 'unknown':
      return feature.name;
  }
}

/** What the feature was for the patient: a share as a percentage, a flag as yes/no, else the number. */
export function factorValue(factor: AiFactor, t: TFunction, locale: string): string {
  const observed = factor.observedValue;
  if (observed === null) return t('ai.factors.unknown');
  switch (parseAiFeature(factor.featureName).value) {
    case 'flag':
      return observed >= 0.5 ? t('ai.factors.yes') : t('ai.factors.no');
    case 'share':
      return `${Math.round(observed * 100)} %`;
    case 'number':
      return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(observed);
  }
}
