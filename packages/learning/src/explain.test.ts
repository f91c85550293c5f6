import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { designLayout, fitStandardizer, toDesign } from './design.ts';
import { explainLogOdds } from './explain.ts';
import { fitLogistic, linearScore } from './logistic.ts';
import { isHeldOut } from './split.ts';

const value = fc.oneof(fc.double({ min: -100, max: 100, noNaN: true }), fc.constant(NaN));
const rows = fc.array(fc.tuple(value, value, value), { minLength: 3, maxLength: 40 });

describe('design rows', () => {
  it('standardise known values, put missing ones at the mean and flag them', () => {
    const standardizer = fitStandardizer([Float64Array.from([1, 5]), Float64Array.from([3, NaN])], 2);
    expect(standardizer.means).toEqual([2, 5]);
    expect(standardizer.missingRates).toEqual([0, 0.5]);
    const layout = designLayout(standardizer);
    expect(layout).toEqual({ width: 3, indicatorOf: [-1, 2] });
    expect(Array.from(toDesign(standardizer, layout, Float64Array.from([3, NaN])))).toEqual([
      1 / Math.SQRT2,
      0,
      1,
    ]);
  });
});

describe('exact explanations', () => {
  it('the base value and the contributions add up to the model’s log-odds, for any data', () => {
    fc.assert(
      fc.property(
        rows,
        fc.array(fc.double({ min: -3, max: 3, noNaN: true }), { minLength: 7, maxLength: 7 }),
        (data, weights) => {
          const raw = data.map((row) => Float64Array.from(row));
          const standardizer = fitStandardizer(raw, 3);
          const layout = designLayout(standardizer);
          const coefficients = weights.slice(0, layout.width + 1);
          for (const row of raw) {
            const explanation = explainLogOdds(coefficients, standardizer, layout, row);
            const total = explanation.contributions.reduce((sum, part) => sum + part, explanation.baseValue);
            expect(total).toBeCloseTo(explanation.logOdds, 9);
            expect(explanation.logOdds).toBeCloseTo(
              linearScore(coefficients, toDesign(standardizer, layout, row)),
              9,
            );
          }
        },
      ),
    );
  });

  it('a fitted model’s base value is its log-odds for the average training row with nothing missing', () => {
    const raw = Array.from({ length: 200 }, (_, i) => Float64Array.from([i % 7, i % 3 === 0 ? NaN : i % 5]));
    const labels = raw.map((_, i) => (i % 4 === 0 ? 1 : 0));
    const standardizer = fitStandardizer(raw, 2);
    const layout = designLayout(standardizer);
    const { model } = fitLogistic(
      raw.map((row) => toDesign(standardizer, layout, row)),
      labels,
      2,
    );
    const explanations = raw.map((row) => explainLogOdds(model.coefficients[0]!, standardizer, layout, row));
    // Known values' contributions average to 0 over the training rows (weight × (value − mean));
    // a missing value contributes its indicator's weight, the same for every row it is missing in.
    for (let feature = 0; feature < 2; feature++) {
      const known = explanations.filter((_, i) => !Number.isNaN(raw[i]![feature]!));
      const mean = known.reduce((sum, e) => sum + e.contributions[feature]!, 0) / raw.length;
      expect(mean).toBeCloseTo(0, 9);
    }
    const indicatorWeight = model.coefficients[0]![layout.indicatorOf[1]! + 1]!;
    explanations
      .filter((_, i) => Number.isNaN(raw[i]![1]!))
      .forEach((e) => expect(e.contributions[1]).toBeCloseTo(indicatorWeight, 12));
    expect(explanations[0]!.baseValue).toBe(model.coefficients[0]![0]);
  });
});

describe('the held-out patients', () => {
  it('are the same in every run and about a fifth of all', () => {
    const ids = Array.from({ length: 10_000 }, (_, i) => i + 1);
    const heldOut = ids.filter((id) => isHeldOut(id));
    expect(heldOut.length / ids.length).toBeGreaterThan(0.18);
    expect(heldOut.length / ids.length).toBeLessThan(0.22);
    expect(ids.filter((id) => isHeldOut(id))).toEqual(heldOut);
  });
});
