import { describe, expect, it } from 'vitest';
import { costMusd, spacedThousands } from './costs.ts';

describe('hospital stay costs', () => {
  it('is days × cost per day in millions', () => {
    expect(costMusd(15, 2700)).toBeCloseTo(0.0405, 10);
    expect(costMusd(1_000_000, 2700)).toBe(2700);
  });

  it('separates thousands by spaces', () => {
    expect(spacedThousands(1234567.891, 3)).toBe('1 234 567.891');
    expect(spacedThousands(0.0405, 3)).toBe('0.041');
    expect(spacedThousands(999, 0)).toBe('999');
  });
});
