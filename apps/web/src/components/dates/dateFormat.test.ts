import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, parseDay } from './dateFormat.ts';

describe('the one date format', () => {
  it('writes days and moments in ISO order, whatever the language', () => {
    const moment = new Date(2026, 10, 28, 17, 30);
    expect(formatDay(moment)).toBe('2026-11-28');
    expect(formatDateTime(moment)).toBe('2026-11-28 17:30');
  });

  it('reads only real YYYY-MM-DD days', () => {
    expect(parseDay(' 2026-02-28 ')).toBe('2026-02-28');
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('02/28/2026')).toBeNull();
    expect(parseDay('28.02.26')).toBeNull();
  });
});
