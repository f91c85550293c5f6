import { describe, expect, it } from 'vitest';
import { isUnreachableLevel } from './bedwetting.ts';

describe('placeholder limit levels', () => {
  it('below any count, above the 14-night window and past any dry streak are no limit', () => {
    expect(isUnreachableLevel('WET', -1)).toBe(true);
    expect(isUnreachableLevel('DRY', 15)).toBe(true);
    expect(isUnreachableLevel('DRYSTREAK', 1000)).toBe(true);
  });

  it('reachable levels and other flavours’ values stay numbers', () => {
    expect(isUnreachableLevel('WET', 0)).toBe(false);
    expect(isUnreachableLevel('DRY', 14)).toBe(false);
    expect(isUnreachableLevel('DRYSTREAK', 30)).toBe(false);
    expect(isUnreachableLevel('TECHERR', 40)).toBe(false);
    expect(isUnreachableLevel('WEIGHTCHANGE', -1)).toBe(false);
    expect(isUnreachableLevel('WET', null)).toBe(false);
  });
});
