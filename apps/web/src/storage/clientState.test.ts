import { describe, expect, it } from 'vitest';
import { keysToClear } from './clientState.ts';

describe('client state on logout', () => {
  it('the generic store survives, everything else of Vigil goes', () => {
    const stored = [
      'vigil.language',
      'vigil.variablesPage',
      'vigil.buildNumber',
      'vigil.token',
      'vigil.idleDeadline',
      'vigil.showSettings',
    ];
    expect(keysToClear(stored)).toEqual(['vigil.token', 'vigil.idleDeadline', 'vigil.showSettings']);
  });

  it('keys of other applications on the same origin are left alone', () => {
    expect(keysToClear(['theme', 'other.token'])).toEqual([]);
  });
});
