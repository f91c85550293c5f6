import { describe, expect, it } from 'vitest';
import { mondayIndex, monthTitle, patientClock, weekdayNames } from './nightTime.ts';

describe('night times', () => {
  it('shows an instant on the patient’s clock', () => {
    expect(patientClock('2026-03-05T05:30:00Z', 'Europe/Stockholm')).toBe('2026-03-05 06:30');
    expect(patientClock('2026-03-05T05:30:00Z', 'America/New_York')).toBe('2026-03-05 00:30');
  });

  it('weeks start on Monday', () => {
    expect(mondayIndex('2026-03-02')).toBe(0);
    expect(mondayIndex('2026-03-08')).toBe(6);
    expect(weekdayNames('en')[0]?.long).toBe('Monday');
  });

  it('names the month in the reader’s language', () => {
    expect(monthTitle('2026-03', 'en')).toBe('March 2026');
    expect(monthTitle('2026-03', 'de')).toBe('März 2026');
  });
});
