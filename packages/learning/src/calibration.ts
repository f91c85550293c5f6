import type { CalibrationBin } from './metrics.ts';

/**
 * Platt scaling: the calibrated log-odds are slope × score + intercept, fitted by logistic
 * regression of the labels on out-of-fold scores. A slope below 1 shrinks an over-confident
 * model towards the base rate; a slope of 0 is the base rate itself. It keeps the score linear in
 * the features, so the explanations still add up exactly (docs/decisions.md).
 */
export interface Platt {
  readonly slope: number;
  readonly intercept: number;
}

export function fitPlatt(scores: readonly number[], positive: readonly boolean[]): Platt {
  const positives = positive.filter(Boolean).length;
  const negatives = positive.length - positives;
  const rate = positives / Math.max(1, positive.length);
  const clipped = Math.min(1 - 1e-6, Math.max(1e-6, rate));
  // Platt's targets: a little short of 1 and 0, so that scores which separate the labels (a small
  // or lucky out-of-fold set) give a finite slope instead of one that grows without end.
  const targetOf = (isPositive: boolean | undefined) =>
    isPositive ? (positives + 1) / (positives + 2) : 1 / (negatives + 2);
  const loss = (slope: number, intercept: number) =>
    scores.reduce((sum, score, i) => {
      const z = slope * score + intercept;
      // −log-likelihood of the target: softplus(z) − target × z, written to stay finite.
      return sum + Math.max(z, 0) + Math.log1p(Math.exp(-Math.abs(z))) - targetOf(positive[i]) * z;
    }, 0);
  let slope = 1;
  let intercept = 0;
  let current = loss(slope, intercept);
  for (let iteration = 0; iteration < 100; iteration++) {
    let g0 = 0;
    let g1 = 0;
    let h00 = 1e-9;
    let h01 = 0;
    let h11 = 1e-9;
    scores.forEach((score, i) => {
      const p = 1 / (1 + Math.exp(-(slope * score + intercept)));
      const residual = p - targetOf(positive[i]);
      const weight = p * (1 - p);
      g0 += residual;
      g1 += residual * score;
      h00 += weight;
      h01 += weight * score;
      h11 += weight * score * score;
    });
    const determinant = h00 * h11 - h01 * h01;
    if (!(determinant > 0)) break;
    let stepIntercept = (h11 * g0 - h01 * g1) / determinant;
    let stepSlope = (h00 * g1 - h01 * g0) / determinant;
    // Newton's step, halved while it would make the fit worse (the loss is convex, so a short
    // enough step never does).
    let next = loss(slope - stepSlope, intercept - stepIntercept);
    for (let halvings = 0; !(next <= current) && halvings < 30; halvings++) {
      stepIntercept /= 2;
      stepSlope /= 2;
      next = loss(slope - stepSlope, intercept - stepIntercept);
    }
    if (!(next <= current)) break;
    intercept -= stepIntercept;
    slope -= stepSlope;
    current = next;
    if (Math.abs(stepIntercept) + Math.abs(stepSlope) < 1e-10) break;
  }
  // A score that ranks the wrong way round teaches nothing: the base rate is all that is left.
  if (!(slope > 0) || !Number.isFinite(intercept))
    return { slope: 0, intercept: Math.log(clipped / (1 - clipped)) };
  return { slope, intercept };
}

export const applyPlatt = (platt: Platt, score: number): number => platt.slope * score + platt.intercept;

/**
 * How far the probabilities are from what happened, by decile: the mean of |predicted − observed|
 * weighted by each decile's rows, and the worst decile.
 */
export function calibrationError(bins: readonly CalibrationBin[]): { mean: number; worst: number } {
  const rows = bins.reduce((total, bin) => total + bin.count, 0);
  if (rows === 0) return { mean: NaN, worst: NaN };
  let mean = 0;
  let worst = 0;
  for (const bin of bins) {
    const error = Math.abs(bin.meanPredicted - bin.observed);
    mean += (error * bin.count) / rows;
    worst = Math.max(worst, error);
  }
  return { mean, worst };
}
