import { STATISTICS } from '@vigil/domain';
import type { TFunction } from 'i18next';

/** A row's nurse, group or cohort as read: every one of them, nobody's, or the name. */
export function dimensionLabel(value: string, t: TFunction): string {
  if (value === STATISTICS.all) return t('statistics.all');
  if (value === '') return t('statistics.unassigned');
  return value;
}

/** Precision or recall as a percentage, NA when its denominator is zero. */
export const ratioLabel = (value: number | null, t: TFunction): string =>
  value === null ? t('statistics.na') : `${Math.round(value * 100)} %`;

/** When a figure was computed, in the reader's language and time zone. */
export const computedLabel = (value: string | null, language: string, t: TFunction): string =>
  value === null
    ? t('statistics.na')
    : new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(value));
