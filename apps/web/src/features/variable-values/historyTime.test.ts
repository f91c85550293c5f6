import { describe, expect, it } from 'vitest';
import { historyTime } from './historyTime.ts';

describe('time of a history value', () => {
  it('a measured value shows date and time on the reader’s clock', () => {
    const local = new Date(2026, 9, 22, 7, 18).toISOString();
    expect(historyTime(local, 'Europe/Amsterdam')).toBe('2026-10-22 07:18');
  });

  it('a daily value stamped at the start of the patient’s day shows that day', () => {
    // Midnight in Amsterdam is 23:00 UTC the evening before.
    expect(historyTime('2026-11-20T23:00:00.000Z', 'Europe/Amsterdam')).toBe('2026-11-21');
    expect(historyTime('2026-11-21T00:00:00.000Z', 'UTC')).toBe('2026-11-21');
  });
});
