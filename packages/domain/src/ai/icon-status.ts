import { AI_SCORE_STALE_AFTER_DAYS } from './freshness.ts';

/** The icon of an AI variable (docs/requirements/ai.md#ai-icons); what each means is in docs/decisions.md. */
export const AI_ICON_STATUSES = [
  'AI_VARIABLE_RED',
  'AI_VARIABLE_YELLOW',
  'AI_VARIABLE_GREEN',
  'AI_VARIABLE_GRAY',
  'AI_VARIABLE_LIGHT_GRAY',
  'AI_VARIABLE_WARNING_SIGN',
  'AI_VARIABLE_EMPTY',
] as const;
export type AiIconStatus = (typeof AI_ICON_STATUSES)[number];

/**
 * An AI value older than this is not current: the one stale rule of scores (freshness.ts), so an
 * AI column never calls current what the AI Score calls stale.
 */
export const AI_PREDICTION_STALE_AFTER_DAYS = AI_SCORE_STALE_AFTER_DAYS;

/** Risk-score bands (probability): from HIGH red, from RAISED yellow, below green. */
export const AI_RISK_HIGH = 0.5;
export const AI_RISK_RAISED = 0.2;

/** Each treatment outcome's colour when it is the predicted one. */
const OUTCOME_COLOURS: Record<string, AiIconStatus> = {
  AI_SUCC: 'AI_VARIABLE_GREEN',
  AI_PSUCC: 'AI_VARIABLE_YELLOW',
  AI_NOTSUCC: 'AI_VARIABLE_RED',
  AI_DROPOUT: 'AI_VARIABLE_RED',
};

export interface AiValueState {
  /** The AI variable's code: a flag (AI_SUCC …), a probability (AI_SUCC_SC …) or RISK_SCORE. */
  readonly code: string;
  /** Its latest value; null when the patient has no prediction. */
  readonly value: number | null;
  /** Days since that value was predicted. */
  readonly daysSince: number | null;
  /** An inactive patient is not predicted any more: an old value is history, not a fault. */
  readonly patientInactive: boolean;
}

/**
 * The icon for an AI value: EMPTY without a prediction; a prediction the daily run has not renewed
 * is LIGHT_GRAY for an inactive patient and a WARNING_SIGN for an active one (no data for weeks, or
 * no model could predict); a current prediction is coloured by what it says — the predicted
 * outcome's flag, a probability of at least one half, a risk by its band — and GRAY otherwise.
 */
export function aiIconStatus({ code, value, daysSince, patientInactive }: AiValueState): AiIconStatus {
  if (value === null) return 'AI_VARIABLE_EMPTY';
  if (daysSince !== null && daysSince > AI_PREDICTION_STALE_AFTER_DAYS)
    return patientInactive ? 'AI_VARIABLE_LIGHT_GRAY' : 'AI_VARIABLE_WARNING_SIGN';
  if (code === 'RISK_SCORE')
    return value >= AI_RISK_HIGH
      ? 'AI_VARIABLE_RED'
      : value >= AI_RISK_RAISED
        ? 'AI_VARIABLE_YELLOW'
        : 'AI_VARIABLE_GREEN';
  const outcome = code.endsWith('_SC') ? code.slice(0, -'_SC'.length) : code;
  const lit = code.endsWith('_SC') ? value >= 0.5 : value === 1;
  return (lit && OUTCOME_COLOURS[outcome]) || 'AI_VARIABLE_GRAY';
}
