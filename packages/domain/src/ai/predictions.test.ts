import { describe, expect, it } from 'vitest';
import { isAiProbability } from './codes.ts';
import { AI_OUTCOME_VARIABLES } from './predictions.ts';

describe('AI probabilities', () => {
  it('are the four outcome scores and the risk score, not the lit flags', () => {
    expect(AI_OUTCOME_VARIABLES.filter(isAiProbability)).toEqual([
      'AI_SUCC_SC',
      'AI_PSUCC_SC',
      'AI_NOTSUCC_SC',
      'AI_DROPOUT_SC',
    ]);
    expect(isAiProbability('RISK_SCORE')).toBe(true);
    expect(isAiProbability('WET')).toBe(false);
  });
});
