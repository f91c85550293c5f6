import type { InterventionType } from '@vigil/domain';
import type { TranslationKey } from '../../i18n/translationKey.ts';

/** docs/requirements/administration.md#interventions-catalogue: 'One day intervention' or 'Start and end date'. */
export const INTERVENTION_TYPE_KEYS = {
  'One day intervention': 'interventions.types.oneDay',
  'Start and end date': 'interventions.types.startAndEnd',
} as const satisfies Record<InterventionType, TranslationKey>;
