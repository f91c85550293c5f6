import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMIT_LEVELS, type LimitValues } from '../variables/types.ts';
import {
  classify,
  dangerCode,
  DANGER_STATUSES,
  statusColour,
  statusLetter,
  statusSortRank,
  type DangerStatus,
} from './classify.ts';

const limit: LimitValues = {
  alertLow: 10,
  abnormalLow: 20,
  lowerLimitNormal: 30,
  upperLimitNormal: 40,
  abnormalHigh: 50,
  alertHigh: 60,
};

describe('status of a value against a limit', () => {
  const cases: [number, DangerStatus][] = [
    [9.99, 'ALERT_LOW'],
    [10, 'ALERT_LOW'],
    [10.01, 'ABNORMAL_LOW'],
    [20, 'ABNORMAL_LOW'],
    [20.01, 'NORMAL_LOW'],
    [29.99, 'NORMAL_LOW'],
    [30, 'NORMAL'],
    [40, 'NORMAL'],
    [40.01, 'NORMAL_HIGH'],
    [49.99, 'NORMAL_HIGH'],
    [50, 'ABNORMAL_HIGH'],
    [59.99, 'ABNORMAL_HIGH'],
    [60, 'ALERT_HIGH'],
    [1e9, 'ALERT_HIGH'],
  ];
  for (const [value, status] of cases) {
    it(`${value} is ${status}`, () => expect(classify(value, limit)).toBe(status));
  }

  it('no value is NOT_SET_VALUE, even without a limit', () => {
    expect(classify(null, limit)).toBe('NOT_SET_VALUE');
    expect(classify(undefined, null)).toBe('NOT_SET_VALUE');
    expect(classify(Number.NaN, limit)).toBe('NOT_SET_VALUE');
  });

  it('a value without a limit is NOT_SET_LIMIT', () => expect(classify(35, null)).toBe('NOT_SET_LIMIT'));

  it('equal neighbouring limits leave no gap and no overlap', () => {
    const flat: LimitValues = {
      alertLow: 5,
      abnormalLow: 5,
      lowerLimitNormal: 5,
      upperLimitNormal: 5,
      abnormalHigh: 5,
      alertHigh: 5,
    };
    expect(classify(5, flat)).toBe('ALERT_LOW');
    expect(classify(5.0001, flat)).toBe('ALERT_HIGH');
  });
});

describe('status presentation', () => {
  it('codes: alerts red, abnormal orange, normal low/high yellow, normal green', () => {
    expect(DANGER_STATUSES.map((status) => [status, dangerCode(status)])).toEqual([
      ['ALERT_LOW', 1],
      ['ABNORMAL_LOW', 2],
      ['NORMAL_LOW', 3],
      ['NORMAL', 4],
      ['NORMAL_HIGH', 3],
      ['ABNORMAL_HIGH', 2],
      ['ALERT_HIGH', 1],
      ['NOT_SET_VALUE', null],
      ['NOT_SET_LIMIT', null],
    ]);
  });

  it('letters and colours follow the spec table', () => {
    expect(DANGER_STATUSES.map((status) => `${statusLetter(status)}/${statusColour(status)}`)).toEqual([
      'L/danger',
      'L/orange',
      'L/yellow',
      'N/green',
      'H/yellow',
      'H/orange',
      'H/danger',
      '/none',
      'Li/default',
    ]);
  });

  it('sorting by a variable uses the spec order, anything else last', () => {
    const sorted = [...DANGER_STATUSES].sort((a, b) => statusSortRank(a) - statusSortRank(b));
    expect(sorted.slice(0, 7)).toEqual([
      'ABNORMAL_LOW',
      'ALERT_LOW',
      'NORMAL_LOW',
      'NORMAL',
      'ABNORMAL_HIGH',
      'ALERT_HIGH',
      'NORMAL_HIGH',
    ]);
    expect(statusSortRank('NOT_SET_VALUE')).toBe(statusSortRank('NOT_SET_LIMIT'));
  });
});

const band: Record<DangerStatus, number> = {
  ALERT_LOW: 0,
  ABNORMAL_LOW: 1,
  NORMAL_LOW: 2,
  NORMAL: 3,
  NORMAL_HIGH: 4,
  ABNORMAL_HIGH: 5,
  ALERT_HIGH: 6,
  NOT_SET_VALUE: -1,
  NOT_SET_LIMIT: -1,
};

const limitArbitrary = fc
  .array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 6, maxLength: 6 })
  .map((values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return Object.fromEntries(LIMIT_LEVELS.map((level, index) => [level, sorted[index]!])) as Record<
      (typeof LIMIT_LEVELS)[number],
      number
    >;
  });

describe('status properties', () => {
  it('a higher value never gets a lower band', () => {
    fc.assert(
      fc.property(
        limitArbitrary,
        fc.double({ noNaN: true, min: -2e6, max: 2e6 }),
        fc.double({ noNaN: true, min: -2e6, max: 2e6 }),
        (limits, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(band[classify(high, limits)]).toBeGreaterThanOrEqual(band[classify(low, limits)]);
        },
      ),
    );
  });

  it('a value inside the normal range is NORMAL', () => {
    fc.assert(
      fc.property(limitArbitrary, fc.double({ min: 0, max: 1, noNaN: true }), (limits, share) => {
        fc.pre(limits.lowerLimitNormal > limits.abnormalLow && limits.upperLimitNormal < limits.abnormalHigh);
        const raw = limits.lowerLimitNormal + share * (limits.upperLimitNormal - limits.lowerLimitNormal);
        const value = Math.min(limits.upperLimitNormal, Math.max(limits.lowerLimitNormal, raw)); // float rounding
        expect(classify(value, limits)).toBe('NORMAL');
      }),
    );
  });
});
