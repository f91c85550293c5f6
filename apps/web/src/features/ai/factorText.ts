import { aiFeatureLabel, DEFAULT_LANGUAGE, isLanguage, parseAiFeature, type AiFactor } from '@vigil/domain';
import type { TFunction } from 'i18next';

/** A model feature's name in the reader's language; a name from a newer model is shown as stored. */
export function factorName(featureName: string, language: string): string {
  return aiFeatureLabel(featureName, isLanguage(language) ? language : DEFAULT_LANGUAGE);
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
