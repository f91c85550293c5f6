import { describe, expect, it } from 'vitest';
import { AI_SCORE_STALE_AFTER_DAYS, aiScoreStaleness } from './freshness.ts';
import { addDays } from '../mobile/local-time.ts';

const today = '2026-11-28';
const ago = (days: number) => addDays(today, -days);

describe('aiScoreStaleness', () => {
  it('keeps a score current up to the limit and stale the day after', () => {
    const limit = AI_SCORE_STALE_AFTER_DAYS;
    expect(aiScoreStaleness({ asOf: ago(limit), lastEntryOn: ago(limit), today })).toBeNull();
    expect(aiScoreStaleness({ asOf: ago(1), lastEntryOn: ago(limit + 1), today })).toEqual({
      reason: 'noEntries',
      days: limit + 1,
    });
    expect(aiScoreStaleness({ asOf: ago(limit + 1), lastEntryOn: ago(0), today })).toEqual({
      reason: 'old',
      days: limit + 1,
    });
  });

  it('names the silence before the age when both apply', () => {
    expect(aiScoreStaleness({ asOf: ago(35), lastEntryOn: ago(42), today })).toEqual({
      reason: 'noEntries',
      days: 42,
    });
  });

  it('judges by the score’s age alone when the last entry is not known', () => {
    expect(aiScoreStaleness({ asOf: ago(3), lastEntryOn: null, today })).toBeNull();
    expect(aiScoreStaleness({ asOf: ago(30), lastEntryOn: null, today })).toEqual({
      reason: 'old',
      days: 30,
    });
  });
});
