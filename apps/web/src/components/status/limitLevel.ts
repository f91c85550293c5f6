import { isUnreachableLevel } from '@vigil/domain';
import type { TFunction } from 'i18next';
import { formatValue } from './statusPresentation.ts';

/** A limit level as tables and tooltips show it: a placeholder no value reaches reads "no limit". */
export function formatLimitLevel(code: string, value: number | null, t: TFunction, locale: string): string {
  return isUnreachableLevel(code, value) ? t('limits.unreachable') : formatValue(value, locale);
}
