import { describe, expect, it } from 'vitest';
import { createRng } from './random.ts';
import { solveSymmetric } from './linear-algebra.ts';
import { fitLogistic, predictProbabilities } from './logistic.ts';

/** Rows of standard-normal features and labels drawn from a known multinomial model. */
function synthetic(coefficients: number[][], rows: number, seed: number) {
  const rng = createRng(seed);
  const width = coefficients[0]!.length - 1;
  const data: Float64Array[] = [];
  const labels: number[] = [];
  for (let i = 0; i < rows; i++) {
    const row = Float64Array.from({ length: width }, () => rng.normal());
    const scores = [
      0,
      ...coefficients.map((c) => c[0]! + c.slice(1).reduce((s, w, j) => s + w * row[j]!, 0)),
    ];
    const total = scores.reduce((s, score) => s + Math.exp(score), 0);
    let u = rng.next() * total;
    let label = 0;
    while (label < scores.length - 1 && (u -= Math.exp(scores[label]!)) > 0) label++;
    data.push(row);
    labels.push(label);
  }
  return { data, labels };
}

describe('solving a symmetric positive definite system', () => {
  it('gives the solution of a hand-made system and refuses a singular one', () => {
    const a = Float64Array.from([4, 2, 0, 2, 5, 1, 0, 1, 3]);
    const x = solveSymmetric(a, Float64Array.from([2, 9, 7]));
    // 4x+2y=2, 2x+5y+z=9, y+3z=7 → x=−0.0526…, solved exactly below.
    const back = [4 * x[0]! + 2 * x[1]!, 2 * x[0]! + 5 * x[1]! + x[2]!, x[1]! + 3 * x[2]!];
    back.forEach((value, i) => expect(value).toBeCloseTo([2, 9, 7][i]!, 10));
    expect(() => solveSymmetric(Float64Array.from([1, 1, 1, 1]), Float64Array.from([1, 2]))).toThrow(
      /not positive definite/,
    );
  });
});

describe('logistic regression by Newton’s method', () => {
  it('recovers the coefficients of a binary model', () => {
    const truth = [[-0.5, 1.2, -0.8, 0]];
    const { data, labels } = synthetic(truth, 20_000, 7);
    const fit = fitLogistic(data, labels, 2, { l2: 1e-6 });
    expect(fit.converged).toBe(true);
    fit.model.coefficients[0]!.forEach((value, j) => expect(value).toBeCloseTo(truth[0]![j]!, 1));
    expect(Math.abs(fit.model.coefficients[0]![3]!)).toBeLessThan(0.05);
  });

  it('reaches the same solution with the Hessian taken from a sample of the rows', () => {
    const truth = [
      [0.3, 1, 0, 0.5],
      [-0.4, 0, 1.5, -0.5],
      [0.1, -1, -1, 0],
    ];
    const { data, labels } = synthetic(truth, 20_000, 13);
    const weights = labels.map((_, i) => 1 + (i % 3));
    const full = fitLogistic(data, labels, 4, { l2: 0.5, weights, hessianRows: Infinity });
    const sampled = fitLogistic(data, labels, 4, { l2: 0.5, weights, hessianRows: 1_000 });
    expect(sampled.converged).toBe(true);
    expect(sampled.loss).toBeCloseTo(full.loss, 4);
    full.model.coefficients.forEach((row, a) =>
      row.forEach((value, j) => expect(sampled.model.coefficients[a]![j]!).toBeCloseTo(value, 4)),
    );
  });

  it('a looser tolerance stops sooner, at nearly the same solution', () => {
    const { data, labels } = synthetic([[-0.5, 1.2, -0.8, 0.3]], 5_000, 17);
    const tight = fitLogistic(data, labels, 2, { l2: 1 });
    const loose = fitLogistic(data, labels, 2, { l2: 1, tolerance: 1e-5 });
    expect(loose.iterations).toBeLessThan(tight.iterations);
    expect(loose.loss - tight.loss).toBeLessThan(1e-5 * tight.loss);
    loose.model.coefficients[0]!.forEach((value, j) =>
      expect(value).toBeCloseTo(tight.model.coefficients[0]![j]!, 2),
    );
  });

  it('started at a neighbouring solution, reaches the same one in fewer steps', () => {
    const { data, labels } = synthetic([[0.2, 1, -1, 0.5]], 5_000, 19);
    const near = fitLogistic(data, labels, 2, { l2: 3 });
    const cold = fitLogistic(data, labels, 2, { l2: 1 });
    const warm = fitLogistic(data, labels, 2, { l2: 1, start: near.model });
    expect(warm.iterations).toBeLessThan(cold.iterations);
    warm.model.coefficients[0]!.forEach((value, j) =>
      expect(value).toBeCloseTo(cold.model.coefficients[0]![j]!, 6),
    );
  });

  it('takes no kept Hessian of another size: a fit of other columns or classes', () => {
    const { data, labels } = synthetic([[0.2, 1, -1, 0.5]], 2_000, 23);
    const plain = fitLogistic(data, labels, 2, { l2: 1 });
    const offered = fitLogistic(data, labels, 2, { l2: 1, curvature: new Float64Array(4).fill(1) });
    expect(offered.model.coefficients).toEqual(plain.model.coefficients);
  });

  it('recovers the coefficients of a four-class model against its reference class', () => {
    const truth = [
      [0.3, 1, 0],
      [-0.4, 0, 1.5],
      [0.1, -1, -1],
    ];
    const { data, labels } = synthetic(truth, 30_000, 11);
    const fit = fitLogistic(data, labels, 4, { l2: 1e-6 });
    expect(fit.converged).toBe(true);
    truth.forEach((row, a) =>
      row.forEach((value, j) => expect(fit.model.coefficients[a]![j]!).toBeCloseTo(value, 1)),
    );
  });

  it('the probabilities add up to 1 and follow the fitted scores', () => {
    const { data, labels } = synthetic([[0, 2]], 2_000, 3);
    const { model } = fitLogistic(data, labels, 2);
    const low = predictProbabilities(model, Float64Array.from([-2]));
    const high = predictProbabilities(model, Float64Array.from([2]));
    expect(low[0]! + low[1]!).toBeCloseTo(1, 12);
    expect(high[1]!).toBeGreaterThan(0.9);
    expect(low[1]!).toBeLessThan(0.1);
  });

  it('shrinks the weights as the penalty grows, never the intercept', () => {
    const { data, labels } = synthetic([[1, 1]], 500, 5);
    const loose = fitLogistic(data, labels, 2, { l2: 0.01 }).model.coefficients[0]!;
    const tight = fitLogistic(data, labels, 2, { l2: 1e5 }).model.coefficients[0]!;
    expect(Math.abs(tight[1]!)).toBeLessThan(Math.abs(loose[1]!) / 50);
    // With the weight gone, the intercept is the log-odds of the base rate.
    const rate = labels.filter((label) => label === 1).length / labels.length;
    expect(tight[0]!).toBeCloseTo(Math.log(rate / (1 - rate)), 1);
  });

  it('stays finite on separable data thanks to the penalty', () => {
    const data = [-2, -1, 1, 2].map((x) => Float64Array.from([x]));
    const fit = fitLogistic(data, [0, 0, 1, 1], 2, { l2: 0.1 });
    expect(fit.converged).toBe(true);
    expect(Number.isFinite(fit.model.coefficients[0]![1]!)).toBe(true);
    expect(fit.model.coefficients[0]![1]!).toBeGreaterThan(1);
  });

  it('row weights count as repeated rows', () => {
    const data = [0, 1, 2, 3].map((x) => Float64Array.from([x]));
    const weighted = fitLogistic(data, [0, 1, 0, 1], 2, { l2: 0.5, weights: [2, 1, 1, 1] });
    const repeated = fitLogistic([data[0]!, ...data], [0, 0, 1, 0, 1], 2, { l2: 0.5 });
    weighted.model.coefficients[0]!.forEach((value, j) =>
      expect(value).toBeCloseTo(repeated.model.coefficients[0]![j]!, 8),
    );
  });
});
