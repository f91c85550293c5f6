import { describe, expect, it } from 'vitest';
import { stylesheetProblems } from './firstLoadBudget.ts';

describe('the first screen’s stylesheet budget', () => {
  it('fails the first-screen stylesheet over its bytes, and no other', () => {
    const css = 'a{color:red}'.repeat(10);
    expect(stylesheetProblems({ fileName: 'assets/first-screen-abc123.css', source: css }, 100)).toEqual([
      'the first-screen stylesheet is 120 bytes, more than 100',
    ]);
    expect(stylesheetProblems({ fileName: 'assets/first-screen-abc123.css', source: css }, 120)).toEqual([]);
    expect(stylesheetProblems({ fileName: 'assets/DayInput-abc123.css', source: css }, 100)).toEqual([]);
  });
});
