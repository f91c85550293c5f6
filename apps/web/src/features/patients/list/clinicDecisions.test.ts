import { describe, expect, it } from 'vitest';
import { decidedOnly } from './clinicDecisions.ts';

describe('clinic approval', () => {
  it('submits only the patients with a decision', () => {
    const decisions = new Map<number, boolean | null>([
      [1, true],
      [2, null],
      [3, false],
    ]);
    expect(decidedOnly(decisions)).toEqual([
      { idpatient: 1, approvedClinic: true },
      { idpatient: 3, approvedClinic: false },
    ]);
  });

  it('nothing decided means nothing to submit', () => {
    expect(decidedOnly(new Map([[7, null]]))).toEqual([]);
  });
});
