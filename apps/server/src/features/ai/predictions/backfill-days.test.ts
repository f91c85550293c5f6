import { describe, expect, it } from 'vitest';
import { backfillDays, madeOn } from './backfill-days.ts';

describe('back-fill days', () => {
  it('steps back from today by the interval, oldest first', () => {
    expect(backfillDays('2026-03-20', 15, 7)).toEqual(['2026-03-06', '2026-03-13', '2026-03-20']);
  });

  it('dates a prediction at the daily run’s hour, but never after now', () => {
    const now = new Date('2026-03-20T02:00:00Z');
    expect(madeOn('2026-03-13', now).toISOString()).toBe('2026-03-13T04:30:00.000Z');
    expect(madeOn('2026-03-20', now).toISOString()).toBe('2026-03-20T02:00:00.000Z');
  });
});
