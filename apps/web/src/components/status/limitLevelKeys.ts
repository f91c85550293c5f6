import type { LimitLevel } from '@vigil/domain';
import type { TranslationKey } from '../../i18n/translationKey.ts';

/** The names of the six limit levels, as the limit form and the icon tooltips show them. */
export const LIMIT_LEVEL_KEYS = {
  alertLow: 'limits.levels.alertLow',
  abnormalLow: 'limits.levels.abnormalLow',
  lowerLimitNormal: 'limits.levels.lowerLimitNormal',
  upperLimitNormal: 'limits.levels.upperLimitNormal',
  abnormalHigh: 'limits.levels.abnormalHigh',
  alertHigh: 'limits.levels.alertHigh',
} as const satisfies Record<LimitLevel, TranslationKey>;
