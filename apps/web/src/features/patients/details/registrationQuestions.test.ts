import { describe, expect, it } from 'vitest';
import { frequencyScore } from './registrationQuestions.ts';

describe('registration answers', () => {
  it('a D answer 0–3 is a score on the frequency scale', () => {
    expect(frequencyScore('0')).toBe('0');
    expect(frequencyScore(' 3 ')).toBe('3');
  });

  it('anything else is shown as the family typed it', () => {
    expect(frequencyScore('4')).toBeNull();
    expect(frequencyScore('often')).toBeNull();
    expect(frequencyScore('')).toBeNull();
  });
});
