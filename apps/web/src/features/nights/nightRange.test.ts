import { describe, expect, it } from 'vitest';
import type { NightCalendar } from '@vigil/domain';
import { calendarNight } from '../../test/fixtures.ts';
import { nightsBetween } from './nightRange.ts';

const month = (name: string, days: string[]): NightCalendar => ({
  month: name,
  today: '2026-11-02',
  timezone: 'UTC',
  firstNight: null,
  nights: days.map((night) => calendarNight(night, 'missing')),
  counts: { dry: 0, wet: 0, veryWet: 0, missing: 0, technicalError: 0 },
});

describe('nightsBetween', () => {
  it('takes the days from one day to another across months, in order', () => {
    const months = [
      month('2026-10', ['2026-10-30', '2026-10-31']),
      month('2026-11', ['2026-11-01', '2026-11-02', '2026-11-03']),
    ];
    expect(nightsBetween(months, '2026-10-31', '2026-11-02').map((night) => night.night)).toEqual([
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
  });
});
