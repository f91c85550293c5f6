import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageInYears,
  limitApplies,
  selectGeneralLimit,
  type GeneralLimitCandidate,
  type PatientGender,
} from './limit-selection.ts';

const values = {
  alertLow: 0,
  abnormalLow: 1,
  lowerLimitNormal: 2,
  upperLimitNormal: 3,
  abnormalHigh: 4,
  alertHigh: 5,
};
const general = (
  gender: GeneralLimitCandidate['gender'],
  ageLower: number | null,
  ageUpper: number | null,
  name: string,
) => ({
  ...values,
  gender,
  ageLower,
  ageUpper,
  name,
});

describe('age in whole years', () => {
  it('counts the birthday itself as the new year', () => {
    expect(ageInYears('2016-03-15', '2026-03-14')).toBe(9);
    expect(ageInYears('2016-03-15', '2026-03-15')).toBe(10);
  });
  it('a leap-day child turns a year older on 1 March in other years', () => {
    expect(ageInYears('2016-02-29', '2026-02-28')).toBe(9);
    expect(ageInYears('2016-02-29', '2026-03-01')).toBe(10);
  });
});

describe('general limit selection', () => {
  const limits = [
    general('ALL', null, null, 'all ages, all'),
    general('ALL', 5, 18, 'children'),
    general('MEN', 5, 18, 'boys'),
    general('ALL', 5, 8, 'young children'),
  ];

  it('an exact gender comes before ALL', () => {
    expect(selectGeneralLimit(limits, 'Male', 10)?.name).toBe('boys');
    expect(selectGeneralLimit(limits, 'Female', 10)?.name).toBe('children');
  });
  it('a narrower age range comes before a wider one', () => {
    expect(selectGeneralLimit(limits, 'Female', 6)?.name).toBe('young children');
  });
  it('ageUpper is exclusive', () => {
    expect(selectGeneralLimit(limits, 'Female', 18)?.name).toBe('all ages, all');
  });
  it('a patient of unknown age gets only an ageless limit', () => {
    expect(selectGeneralLimit(limits, 'Male', null)?.name).toBe('all ages, all');
  });
  it('no matching limit gives null', () => {
    expect(selectGeneralLimit([general('WOMEN', null, null, 'women')], 'Male', 40)).toBeNull();
  });

  it('property: the chosen limit applies, and no applicable limit is more specific', () => {
    const candidate = fc.record({
      gender: fc.constantFrom('ALL' as const, 'WOMEN' as const, 'MEN' as const),
      ageLower: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
      span: fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.array(candidate, { maxLength: 8 }),
        fc.constantFrom<PatientGender>('Male', 'Female', 'Unknown'),
        fc.option(fc.integer({ min: 0, max: 90 }), { nil: null }),
        (raw, gender, age) => {
          const candidates = raw.map((item, index) =>
            general(
              item.gender,
              item.ageLower,
              item.span === null ? null : (item.ageLower ?? 0) + item.span,
              String(index),
            ),
          );
          const chosen = selectGeneralLimit(candidates, gender, age);
          const applicable = candidates.filter((limit) => limitApplies(limit, gender, age));
          if (applicable.length === 0) {
            expect(chosen).toBeNull();
            return;
          }
          expect(limitApplies(chosen!, gender, age)).toBe(true);
          const exactGender = applicable.some((limit) => limit.gender !== 'ALL');
          if (exactGender) expect(chosen!.gender).not.toBe('ALL');
          const width = (limit: GeneralLimitCandidate) => (limit.ageUpper ?? 1000) - (limit.ageLower ?? 0);
          const rivals = applicable.filter(
            (limit) => (limit.gender === 'ALL') === (chosen!.gender === 'ALL'),
          );
          expect(Math.min(...rivals.map(width))).toBe(width(chosen!));
        },
      ),
    );
  });
});
