import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countNights,
  daysOfMonth,
  isMonth,
  monthsFrom,
  nightState,
  shiftMonth,
  type NightFacts,
} from './calendar.ts';
import { nightsQuerySchema } from './schemas.ts';

const base: NightFacts = {
  night: '2026-03-10',
  value: null,
  hasTechnicalError: false,
  today: '2026-03-20',
  firstNight: '2026-03-01',
};

describe('night state', () => {
  it('a recorded value gives dry, wet or very wet', () => {
    expect(nightState({ ...base, value: 0 })).toBe('dry');
    expect(nightState({ ...base, value: 1 })).toBe('wet');
    expect(nightState({ ...base, value: 2 })).toBe('veryWet');
  });

  it('a technical error marks the day as error, whatever was recorded', () => {
    expect(nightState({ ...base, value: 0, hasTechnicalError: true })).toBe('technicalError');
    expect(nightState({ ...base, value: null, hasTechnicalError: true })).toBe('technicalError');
  });

  it('an unrecorded night is missing once its day is over, from the first night on', () => {
    expect(nightState(base)).toBe('missing');
    expect(nightState({ ...base, night: '2026-03-01' })).toBe('missing');
    expect(nightState({ ...base, night: '2026-02-28' })).toBe('beforeStart');
    expect(nightState({ ...base, firstNight: null })).toBe('beforeStart');
    expect(nightState({ ...base, night: '2026-03-20' })).toBe('notRecordedYet');
    expect(nightState({ ...base, night: '2026-03-20', value: 1 })).toBe('wet');
  });

  it('a day after today lies ahead', () => {
    expect(nightState({ ...base, night: '2026-03-21', hasTechnicalError: true })).toBe('future');
  });

  it('the counts add up to the counted days of any month', () => {
    const day = fc.record({
      value: fc.constantFrom(null, 0, 1, 2),
      hasTechnicalError: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(day, { minLength: 28, maxLength: 31 }),
        fc.integer({ min: 1, max: 31 }),
        (days, today) => {
          const states = days.map((facts, index) =>
            nightState({
              ...facts,
              night: `2026-01-${String(index + 1).padStart(2, '0')}`,
              today: `2026-01-${String(today).padStart(2, '0')}`,
              firstNight: '2026-01-01',
            }),
          );
          const counts = countNights(states);
          const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
          const shown = states.filter((state) => state !== 'future' && state !== 'notRecordedYet').length;
          expect(total).toBe(shown);
        },
      ),
    );
  });
});

describe('months', () => {
  it('lists every day of a month, leap years included', () => {
    expect(daysOfMonth('2026-02')).toHaveLength(28);
    expect(daysOfMonth('2028-02').at(-1)).toBe('2028-02-29');
    expect(daysOfMonth('2026-12')[0]).toBe('2026-12-01');
  });

  it('moves across year ends', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-05', 0)).toBe('2026-05');
  });

  it('lists the months from one to another across a year end, none when the first is later', () => {
    expect(monthsFrom('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsFrom('2026-02', '2026-02')).toEqual(['2026-02']);
    expect(monthsFrom('2026-03', '2026-02')).toEqual([]);
  });

  it('accepts YYYY-MM only', () => {
    expect(isMonth('2026-03')).toBe(true);
    for (const text of ['2026-13', '2026-3', '2026-00', '26-03', '2026-03-01'])
      expect(isMonth(text)).toBe(false);
    expect(nightsQuerySchema.safeParse({ month: '2026-13' }).error?.issues[0]?.message).toBe(
      'The month must be written YYYY-MM',
    );
  });
});
