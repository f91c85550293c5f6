import type { HistoryDuration } from '@vigil/domain';
import type { TranslationKey } from '../../i18n/translationKey.ts';

/** docs/requirements/patients.md#values-history: values history periods 1w, 1m, 3m (the default) and 6m. */
export const DURATION_KEYS = {
  '1w': 'history.durations.week',
  '1m': 'history.durations.month',
  '3m': 'history.durations.threeMonths',
  '6m': 'history.durations.sixMonths',
} as const satisfies Record<HistoryDuration, TranslationKey>;
