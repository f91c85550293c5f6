import { describe, expect, it } from 'vitest';
import { atTopShare, auc, binaryBrierScore, brierScore, calibrationByDecile } from './metrics.ts';

describe('model metrics, against hand computations', () => {
  it('AUC counts the pairs ranked right, ties as half', () => {
    // Positives 0.8, 0.4; negatives 0.6, 0.2: pairs (0.8>0.6) (0.8>0.2) (0.4<0.6) (0.4>0.2) → 3/4.
    expect(auc([0.8, 0.4, 0.6, 0.2], [true, true, false, false])).toBe(0.75);
    expect(auc([0.5, 0.5], [true, false])).toBe(0.5);
    expect(auc([1, 2, 3], [false, false, true])).toBe(1);
    expect(auc([1, 2], [true, true])).toBeNaN();
  });

  it('the Brier score is the mean over rows of the squared misses over the classes', () => {
    // Row 1: (0.7−1)² + (0.3−0)² = 0.18; row 2: (0.4−0)² + (0.6−1)² = 0.32 → 0.25.
    expect(
      brierScore(
        [
          [0.7, 0.3],
          [0.4, 0.6],
        ],
        [0, 1],
      ),
    ).toBeCloseTo(0.25, 12);
    // One probability per row: (0.3−0)² and (0.6−1)² → (0.09 + 0.16) / 2.
    expect(binaryBrierScore([0.3, 0.6], [false, true])).toBeCloseTo(0.125, 12);
  });

  it('calibration puts the sorted rows in ten equal bins', () => {
    const predicted = Array.from({ length: 100 }, (_, i) => i / 100);
    const positive = predicted.map((_, i) => i % 2 === 0);
    const bins = calibrationByDecile(predicted, positive);
    expect(bins).toHaveLength(10);
    expect(bins[0]).toMatchObject({ observed: 0.5, count: 10 });
    expect(bins[0]!.meanPredicted).toBeCloseTo(0.045, 12);
    expect(bins[9]!.meanPredicted).toBeCloseTo(0.945, 12);
  });

  it('precision and recall when the top share is reviewed', () => {
    const scores = [0.9, 0.8, 0.7, 0.3, 0.2, 0.1];
    const positive = [true, false, true, false, true, false];
    expect(atTopShare(scores, positive, 1 / 3)).toEqual({ precision: 0.5, recall: 1 / 3 });
    expect(atTopShare(scores, positive, 0.5)).toEqual({ precision: 2 / 3, recall: 2 / 3 });
  });
});
