import { fitSignConstrained, type Direction } from './constrained.ts';
import { linearScore, type LogisticModel } from './logistic.ts';
import { hashToUnit } from './split.ts';

/**
 * The L2 penalties cross-validation chooses from, in units of the summed log-likelihood (a prior
 * precision on standardised weights): from nearly unpenalised to nearly the base rate alone, so
 * that with few patients the choice shrinks towards the simpler model.
 */
export const L2_GRID = [0.1, 0.3, 1, 3, 10, 30, 100, 300, 1000, 3000, 10_000] as const;
/** First every other penalty of the grid, then the two beside the best: 8 of the 11 fitted. */
const COARSE = L2_GRID.filter((_, index) => index % 2 === 0);
export const FOLDS = 5;

/** The fold of a patient: all rows of one patient are in the same fold. */
export const foldOf = (group: number, folds = FOLDS): number =>
  Math.min(folds - 1, Math.floor(hashToUnit(group ^ 0x5bd1e995) * folds));

export interface CrossValidation {
  readonly l2: number;
  /** Mean out-of-fold log-loss per row for each penalty tried. */
  readonly losses: readonly { readonly l2: number; readonly logLoss: number }[];
  /** Each row's log-odds from the model that did not see its patient, at the chosen penalty. */
  readonly outOfFold: Float64Array;
}

/**
 * Chooses the L2 penalty with the least out-of-fold log-loss, the folds grouped by patient so a
 * patient's rows never teach the model that scores them. Penalties are tried from the largest
 * down, each fit starting from the previous one.
 */
export function crossValidateL2(
  design: readonly Float64Array[],
  labels: readonly number[],
  groups: readonly number[],
  directions: readonly Direction[],
  grid: readonly number[] = L2_GRID,
): CrossValidation {
  const folds = design.map((_, i) => foldOf(groups[i]!));
  const tried = new Map<number, Float64Array>();
  const tryAll = (penalties: readonly number[]) => {
    const fresh = [...penalties].filter((l2) => !tried.has(l2)).sort((a, b) => b - a);
    for (const [l2, scores] of outOfFoldScores(design, labels, folds, directions, fresh))
      tried.set(l2, scores);
  };
  const sorted = [...grid].sort((a, b) => a - b);
  const coarse = grid === L2_GRID ? COARSE : sorted;
  tryAll(coarse);
  const lossOf = (l2: number) => logLoss(tried.get(l2)!, labels);
  const bestCoarse = coarse.reduce((best, l2) => (lossOf(l2) < lossOf(best) - 1e-12 ? l2 : best));
  const at = sorted.indexOf(bestCoarse);
  tryAll([sorted[at - 1], sorted[at + 1]].filter((l2): l2 is number => l2 !== undefined));
  const losses = [...tried.keys()].sort((a, b) => a - b).map((l2) => ({ l2, logLoss: lossOf(l2) }));
  // Ties keep the larger penalty: the simpler model.
  const best = losses.reduce((chosen, entry) => (entry.logLoss <= chosen.logLoss + 1e-12 ? entry : chosen));
  return { l2: best.l2, losses, outOfFold: tried.get(best.l2)! };
}

/** For each penalty (largest first, each fit starting from the previous), every row's out-of-fold log-odds. */
function outOfFoldScores(
  design: readonly Float64Array[],
  labels: readonly number[],
  folds: readonly number[],
  directions: readonly Direction[],
  descending: readonly number[],
): Map<number, Float64Array> {
  const scores = new Map(descending.map((l2) => [l2, new Float64Array(design.length)]));
  const used = [...new Set(folds)].sort();
  for (const fold of used) {
    const trainIndex = folds.flatMap((f, i) => (f === fold ? [] : [i]));
    const testIndex = folds.flatMap((f, i) => (f === fold ? [i] : []));
    const trainRows = trainIndex.map((i) => design[i]!);
    const trainLabels = trainIndex.map((i) => labels[i]!);
    if (new Set(trainLabels).size < 2 || used.length < 2) {
      // One class only, or a single fold: every penalty predicts the training rate.
      const rate = trainLabels.reduce((s, y) => s + y, 0) / Math.max(1, trainLabels.length);
      const logit = Math.log((rate + 1e-6) / (1 - rate + 1e-6));
      scores.forEach((out) => testIndex.forEach((i) => (out[i] = logit)));
      continue;
    }
    let previous: LogisticModel | undefined;
    for (const l2 of descending) {
      const fit = fitSignConstrained(trainRows, trainLabels, directions, {
        l2,
        ...(previous ? { start: previous } : {}),
      });
      previous = fit.model;
      const out = scores.get(l2)!;
      for (const i of testIndex) out[i] = linearScore(fit.model.coefficients[0]!, design[i]!);
    }
  }
  return scores;
}

/** Mean negative log-likelihood per row of log-odds scores. */
export function logLoss(scores: ArrayLike<number>, labels: readonly number[]): number {
  let total = 0;
  for (let i = 0; i < labels.length; i++) {
    const score = scores[i]!;
    // log(1 + e^−s) for a positive, log(1 + e^s) for a negative, computed stably.
    const signed = labels[i] === 1 ? -score : score;
    total += signed > 0 ? signed + Math.log1p(Math.exp(-signed)) : Math.log1p(Math.exp(signed));
  }
  return total / Math.max(1, labels.length);
}
