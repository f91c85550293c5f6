import { describe, expect, it } from 'vitest';
import { aiFactorGroupOf, groupAiFactors } from './factor-groups.ts';

describe('clinical factors', () => {
  it('put correlated features together and missing values in one factor; each sums its members exactly', () => {
    const factors = [
      { featureName: 'staysLastYear', featureValue: 0.9, observedValue: 2 },
      { featureName: 'daysSinceDischarge', featureValue: -0.3, observedValue: 20 },
      { featureName: 'readmissionWindowDays', featureValue: 0.1, observedValue: 11 },
      { featureName: 'SYS:recent', featureValue: 0.2, observedValue: 131 },
      { featureName: 'DIA:trend', featureValue: -0.05, observedValue: 0.1 },
      { featureName: 'SPO2:recent', featureValue: 0.4, observedValue: null },
      { featureName: 'TEMP:latest', featureValue: 0.1, observedValue: null },
    ];
    const groups = groupAiFactors(factors);
    expect(groups.map((group) => group.group)).toEqual(['recentStays', 'missingData', 'bloodPressure']);
    expect(groups[0]!.contribution).toBe(0.9 + -0.3 + 0.1);
    expect(groups[1]!.members.map((member) => member.featureName)).toEqual(['SPO2:recent', 'TEMP:latest']);
    const total = groups.reduce((sum, group) => sum + group.contribution, 0);
    expect(total).toBeCloseTo(
      factors.reduce((sum, factor) => sum + factor.featureValue, 0),
      12,
    );
  });

  it('know the bedwetting factors', () => {
    expect(aiFactorGroupOf('wetShareLast7')).toBe('wetNights');
    expect(aiFactorGroupOf('wetTrend')).toBe('progress');
    expect(aiFactorGroupOf('alarm:Bed mat alarm')).toBe('alarmType');
    expect(aiFactorGroupOf('diagnosis:I50')).toBe('diagnoses');
    expect(aiFactorGroupOf('somethingNew')).toBe('other');
  });
});
