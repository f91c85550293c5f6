import { fitSignConstrained, type Direction } from './constrained.ts';
import { linearScore, type LogisticModel } from './logistic.ts';
import { sparseRows } from './sparse-rows.ts';
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
/**
 * Cross-validation reads about this many rows at most: a sample of whole patients fixed by a hash
 * of the patient, as many as give this many rows on average (some 5,000 children of the bedwetting
 * flavour's 9 rows each, 2,500 patients of the generic flavour's 20). The penalty it chooses and
 * the Platt map it feeds no longer move at that size, while its cost (5 folds × 8 penalties) grows
 * with every row. The final fit reads all.
 */
export const CV_MAX_ROWS = 50_000;
/**
 * Out-of-fold fits stop at this share of the loss left to gain: they only rank penalties a factor
 * 3 apart, whose out-of-fold losses differ in the fourth digit, not the tenth.
 */
const CV_TOLERANCE = 1e-8;

/** The fold of a patient: all rows of one patient are in the same fold. */
export const foldOf = (group: number, folds = FOLDS): number =>
  Math.min(folds - 1, Math.floor(hashToUnit(group ^ 0x5bd1e995) * folds));

export interface CrossValidation {
  readonly l2: number;
  /** Mean out-of-fold log-loss per row for each penalty tried. */
  readonly losses: readonly { readonly l2: number; readonly logLoss: number }[];
  /** The rows cross-validated (indices into the design, ascending): every row up to about CV_MAX_ROWS. */
  readonly rows: Int32Array;
  /** Each of those rows' log-odds from the model that did not see its patient, at the chosen penalty. */
  readonly outOfFold: Float64Array;
}

/** The rows of at most `maxPatients` patients, chosen by a hash of the patient: all rows of each. */
export function patientSample(groups: readonly number[], maxPatients: number): Int32Array {
  const patients = new Set(groups).size;
  if (patients <= maxPatients) return Int32Array.from(groups.keys());
  // A hash other than the folds' and the held-out split's, so the sample spreads over every fold.
  const share = maxPatients / patients;
  const kept: number[] = [];
  groups.forEach((group, i) => {
    if (hashToUnit(group ^ 0x27d4eb2f) < share) kept.push(i);
  });
  return Int32Array.from(kept);
}

/**
 * Chooses the L2 penalty with the least out-of-fold log-loss, the folds grouped by patient so a
 * patient's rows never teach the model that scores them. Penalties are tried from the largest
 * down, each fit starting from the previous one.
 */
export function crossValidateL2(
  allDesign: readonly Float64Array[],
  allLabels: readonly number[],
  allGroups: readonly number[],
  directions: readonly Direction[],
  grid: readonly number[] = L2_GRID,
  maxRows: number = CV_MAX_ROWS,
): CrossValidation {
  const patients = new Set(allGroups).size;
  const rowsPerPatient = allGroups.length / Math.max(1, patients);
  const rows = patientSample(allGroups, Math.max(1, Math.round(maxRows / rowsPerPatient)));
  const design = Array.from(rows, (i) => allDesign[i]!);
  const labels = Array.from(rows, (i) => allLabels[i]!);
  const folds = Array.from(rows, (i) => foldOf(allGroups[i]!));
  const tried = new Map<number, Float64Array>();
  const fitted: FittedPerFold = new Map();
  const tryAll = (penalties: readonly number[]) => {
    const fresh = [...penalties].filter((l2) => !tried.has(l2)).sort((a, b) => b - a);
    for (const [l2, scores] of outOfFoldScores(design, labels, folds, directions, fresh, fitted))
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
  return { l2: best.l2, losses, rows, outOfFold: tried.get(best.l2)! };
}

/** The models fitted so far, per fold and penalty: each new fit starts from a neighbour. */
type FittedPerFold = Map<number, Map<number, LogisticModel>>;

/**
 * Where a fold's fit at `l2` starts: another fold's fit at the same penalty (they share three
 * quarters of their rows, so it is nearly the solution), else the fold's own fit at the nearest
 * penalty on a log scale, else nothing.
 */
function startOf(fitted: FittedPerFold, fold: number, l2: number): LogisticModel | undefined {
  for (const [other, models] of fitted) if (other !== fold && models.has(l2)) return models.get(l2);
  let best: LogisticModel | undefined;
  let distance = Infinity;
  for (const [other, model] of fitted.get(fold) ?? []) {
    const d = Math.abs(Math.log(other / l2));
    if (d < distance) [best, distance] = [model, d];
  }
  return best;
}

/** For each penalty (largest first, each fit starting from the nearest one fitted), every row's out-of-fold log-odds. */
function outOfFoldScores(
  design: readonly Float64Array[],
  labels: readonly number[],
  folds: readonly number[],
  directions: readonly Direction[],
  descending: readonly number[],
  fitted: FittedPerFold,
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
    const ofFold = fitted.get(fold) ?? new Map<number, LogisticModel>();
    const sparse = sparseRows(trainRows);
    // The fold's previous fit's Hessian: the same rows at a neighbouring solution.
    let curvature: Float64Array | undefined;
    for (const l2 of descending) {
      const start = startOf(fitted, fold, l2);
      const fit = fitSignConstrained(trainRows, trainLabels, directions, {
        l2,
        tolerance: CV_TOLERANCE,
        sparse,
        ...(start ? { start } : {}),
        ...(curvature ? { curvature } : {}),
      });
      curvature = fit.curvature;
      ofFold.set(l2, fit.model);
      fitted.set(fold, ofFold);
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
