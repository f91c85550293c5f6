import { isLanguage, type Outcome, type PatientStatusRow } from '@vigil/domain';
import type { TFunction } from 'i18next';
import type { TranslationKey } from '../../../i18n/translationKey.ts';
import { LANGUAGE_NAMES } from '../../../i18n/languageNames.ts';

export const GENDER_KEYS = {
  Male: 'patientDetails.gender.male',
  Female: 'patientDetails.gender.female',
  Unknown: 'patientDetails.gender.unknown',
} as const satisfies Record<PatientStatusRow['gender'], TranslationKey>;

/** Spec core §4: the outcomes of treatment, 1 to 5. */
export const OUTCOME_KEYS = {
  1: 'outcome.successful',
  2: 'outcome.partlySuccessful',
  3: 'outcome.notSuccessful',
  4: 'outcome.dropOut',
  5: 'outcome.ignore',
} as const satisfies Record<Outcome, TranslationKey>;

/** A patient's gender in words; the registration form may carry another spelling, shown as it is. */
export function genderLabel(gender: string | null, t: TFunction): string {
  if (gender === 'Male' || gender === 'Female' || gender === 'Unknown') return t(GENDER_KEYS[gender]);
  return gender ?? '–';
}

/** A language code in its own name when it is one of the interface languages. */
export function languageLabel(code: string | null): string {
  if (code === null) return '–';
  return isLanguage(code) ? LANGUAGE_NAMES[code] : code;
}
