// Apart from predictions.ts and its schemas: the list's status icons ask these of every column.

/** The AI variables that hold a probability (shown as a percentage without decimals, docs/requirements/ai.md#ai-percentages). */
export const isAiProbability = (code: string): boolean =>
  (code.startsWith('AI_') && code.endsWith('_SC')) || code === 'RISK_SCORE';

/** The AI variables: the treatment model's flags and probabilities, and the risk score. */
export const isAiVariable = (code: string): boolean => code.startsWith('AI_') || code === 'RISK_SCORE';
