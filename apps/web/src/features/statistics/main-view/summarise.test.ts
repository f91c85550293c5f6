import { describe, expect, it } from 'vitest';
import { summarise } from './summarise.ts';

const row = (
  date: string,
  nurseName: string,
  truePositive: number,
  falsePositive: number,
  falseNegative: number,
) => ({
  nurseName,
  groupName: '*',
  cohort: '*',
  atK: 5,
  date,
  numberPatients: 7,
  truePositive,
  falsePositive,
  falseNegative,
  patientsSeen: 7,
  randomTruePositive: (5 * (truePositive + falseNegative)) / 7,
  computedAt: `${date}T05:00:00Z`,
});

describe('summarise', () => {
  it('sums each row kind over its dates, with precision and recall of the sums', () => {
    const [anna, bo] = summarise([
      row('2026-09-07', 'Anna', 2, 3, 1),
      row('2026-09-07', 'Bo', 0, 0, 0),
      row('2026-09-14', 'Anna', 1, 0, 1),
    ]);
    expect(anna).toMatchObject({
      nurseName: 'Anna',
      truePositive: 3,
      falsePositive: 3,
      falseNegative: 2,
      precision: 0.5,
      recall: 0.6,
      computedAt: '2026-09-14T05:00:00Z',
    });
    // 5 positives among 14 seen; a random 5 of 7 each week would catch 5 × 5 / 7 of them.
    expect(anna?.baseRate).toBeCloseTo(5 / 14, 9);
    expect(anna?.randomRecall).toBeCloseTo(5 / 7, 9);
    // Nobody flagged and nobody admitted: NA, never NaN.
    expect(bo).toMatchObject({ precision: null, recall: null, baseRate: 0, randomRecall: null });
  });
});
