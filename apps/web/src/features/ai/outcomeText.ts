import type { AiTrafficLightOutcome } from '@vigil/domain';
import type { TranslationKey } from '../../i18n/translationKey.ts';

/** Each outcome of the AI traffic light by the name staff use when they record it. */
export const OUTCOME_KEYS = {
  AI_SUCC: 'outcome.successful',
  AI_PSUCC: 'outcome.partlySuccessful',
  AI_NOTSUCC: 'outcome.notSuccessful',
  AI_DROPOUT: 'outcome.dropOut',
} as const satisfies Record<AiTrafficLightOutcome, TranslationKey>;

/** The lamp colours, strongest first: success green, partly yellow, not successful orange, drop out red. */
export const OUTCOME_COLOURS: Record<AiTrafficLightOutcome, string> = {
  AI_SUCC: '#2f9e44',
  AI_PSUCC: '#f2b705',
  AI_NOTSUCC: '#e8590c',
  AI_DROPOUT: '#c92a2a',
};
