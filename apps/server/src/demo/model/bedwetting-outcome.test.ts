import { describe, expect, it } from 'vitest';
import { outcomeOfCompletedTreatment, trailingDryRun, type NightValue } from './bedwetting-outcome.ts';

const nights = (values: NightValue[]): { value: NightValue }[] => values.map((value) => ({ value }));
const repeat = (value: NightValue, count: number): NightValue[] => Array.from({ length: count }, () => value);

describe('treatment outcome', () => {
  it('counts recorded dry nights at the end and skips missing ones', () => {
    expect(trailingDryRun(nights([1, 0, null, 0, 0]))).toBe(3);
    expect(trailingDryRun(nights([0, 2]))).toBe(0);
  });

  it('is successful after 14 consecutive dry nights', () => {
    expect(outcomeOfCompletedTreatment(nights([...repeat(1, 20), ...repeat(0, 14)]))).toBe(1);
  });

  it('is partly successful when wet nights fell by at least half', () => {
    const last: NightValue[] = [1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 0, 0];
    expect(outcomeOfCompletedTreatment(nights([...repeat(1, 14), ...repeat(1, 30), ...last]))).toBe(2);
  });

  it('is not successful when wetting barely changed or nothing was recorded at the end', () => {
    const last: NightValue[] = [1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 1, 0, 1, 1];
    expect(outcomeOfCompletedTreatment(nights([...repeat(1, 14), ...last]))).toBe(3);
    expect(outcomeOfCompletedTreatment(nights([...repeat(1, 14), ...repeat(null, 14)]))).toBe(3);
  });
});
