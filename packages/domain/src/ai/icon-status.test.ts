import { describe, expect, it } from 'vitest';
import { aiIconStatus, type AiValueState } from './icon-status.ts';
import { AI_SCORE_STALE_AFTER_DAYS } from './freshness.ts';

const state = (overrides: Partial<AiValueState>): AiValueState => ({
  code: 'AI_SUCC',
  value: 1,
  daysSince: 0,
  patientInactive: false,
  ...overrides,
});

describe('aiIconStatus', () => {
  it('is empty without a prediction', () => {
    expect(aiIconStatus(state({ value: null, daysSince: null }))).toBe('AI_VARIABLE_EMPTY');
  });

  it('colours the predicted outcome and greys the others', () => {
    expect(aiIconStatus(state({ code: 'AI_SUCC', value: 1 }))).toBe('AI_VARIABLE_GREEN');
    expect(aiIconStatus(state({ code: 'AI_PSUCC', value: 1 }))).toBe('AI_VARIABLE_YELLOW');
    expect(aiIconStatus(state({ code: 'AI_NOTSUCC', value: 1 }))).toBe('AI_VARIABLE_RED');
    expect(aiIconStatus(state({ code: 'AI_DROPOUT', value: 1 }))).toBe('AI_VARIABLE_RED');
    expect(aiIconStatus(state({ code: 'AI_SUCC', value: 0 }))).toBe('AI_VARIABLE_GRAY');
  });

  it('colours a probability of at least one half like its outcome', () => {
    expect(aiIconStatus(state({ code: 'AI_DROPOUT_SC', value: 0.5 }))).toBe('AI_VARIABLE_RED');
    expect(aiIconStatus(state({ code: 'AI_SUCC_SC', value: 0.72 }))).toBe('AI_VARIABLE_GREEN');
    expect(aiIconStatus(state({ code: 'AI_SUCC_SC', value: 0.49 }))).toBe('AI_VARIABLE_GRAY');
  });

  it('bands the risk score', () => {
    expect(aiIconStatus(state({ code: 'RISK_SCORE', value: 0.5 }))).toBe('AI_VARIABLE_RED');
    expect(aiIconStatus(state({ code: 'RISK_SCORE', value: 0.2 }))).toBe('AI_VARIABLE_YELLOW');
    expect(aiIconStatus(state({ code: 'RISK_SCORE', value: 0.19 }))).toBe('AI_VARIABLE_GREEN');
  });

  it('warns about an active patient’s prediction the daily run did not renew', () => {
    const limit = AI_SCORE_STALE_AFTER_DAYS;
    expect(aiIconStatus(state({ daysSince: limit }))).toBe('AI_VARIABLE_GREEN');
    expect(aiIconStatus(state({ daysSince: limit + 1 }))).toBe('AI_VARIABLE_WARNING_SIGN');
    expect(aiIconStatus(state({ daysSince: limit + 1, patientInactive: true }))).toBe(
      'AI_VARIABLE_LIGHT_GRAY',
    );
  });
});
