import type { Outcome, PatientStatusRow } from '@vigil/domain';
import type { TFunction } from 'i18next';
import type { TranslationKey } from '../../../i18n/translationKey.ts';

export const GENDER_KEYS = {
  Male: 'patientDetails.gender.male',
  Female: 'patientDetails.gender.female',
  Unknown: 'patientDetails.gender.unknown',
} as const satisfies Record<PatientStatusRow['gender'], TranslationKey>;

/** docs/requirements/patients.md#outcome-of-treatment: the outcomes of treatment, 1 to 5. */
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

/** A patient's language named in the interface language ('Schwedisch' for sv in German); unknown codes as they are. */
export function languageLabel(code: string | null, interfaceLanguage: string): string {
  if (code === null) return '–';
  try {
    const name = new Intl.DisplayNames([interfaceLanguage], { type: 'language', fallback: 'none' }).of(code);
    if (name) return name.charAt(0).toLocaleUpperCase(interfaceLanguage) + name.slice(1);
  } catch {
    // Not a well-formed language tag: shown as the patient app sent it.
  }
  return code;
}
