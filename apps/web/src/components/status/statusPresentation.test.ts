import { describe, expect, it } from 'vitest';
import { DANGER_STATUSES } from '@vigil/domain';
import { formatValue, statusPresentation } from './statusPresentation.ts';

describe('status icons', () => {
  it('show the letters and colours of the spec table', () => {
    const shown = DANGER_STATUSES.map((status) => {
      const { letter, colour } = statusPresentation(status);
      return `${status} ${letter || '-'} ${colour}`;
    });
    expect(shown).toEqual([
      'ALERT_LOW L danger',
      'ABNORMAL_LOW L orange',
      'NORMAL_LOW L yellow',
      'NORMAL N green',
      'NORMAL_HIGH H yellow',
      'ABNORMAL_HIGH H orange',
      'ALERT_HIGH H danger',
      'NOT_SET_VALUE - none',
      'NOT_SET_LIMIT Li default',
    ]);
  });

  it('every status has its own words, so colour is never the only sign', () => {
    const keys = DANGER_STATUSES.map((status) => statusPresentation(status).labelKey);
    expect(new Set(keys).size).toBe(DANGER_STATUSES.length);
  });

  it('no value paints nothing', () => {
    expect(statusPresentation('NOT_SET_VALUE').paint.background).toBe('transparent');
  });

  it('values are shown with at most two decimals', () => {
    expect([formatValue(3), formatValue(37.456), formatValue(-0.5), formatValue(null)]).toEqual([
      '3',
      '37.46',
      '-0.5',
      '–',
    ]);
  });
});
