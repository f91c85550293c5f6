import { fitLogistic, type FitResult, type LogisticModel } from './logistic.ts';
import type { SparseRows } from './sparse-rows.ts';

/** A weight's clinically known sign: +1 (only raises the risk), −1 (only lowers it), 0 (free). */
export type Direction = 1 | -1 | 0;

export interface ConstrainedFit extends FitResult {
  /** The columns the constraints hold at 0: their data pulled against the known direction. */
  readonly heldAtZero: readonly boolean[];
}

/**
 * Binary logistic regression whose weights keep their known signs (each Newton step solved under
 * them, see fitLogistic's `signs`): a weight the data pull against its direction ends at 0, and the others
 * are fitted as if that column were absent.
 */
export function fitSignConstrained(
  rows: readonly Float64Array[],
  labels: readonly number[],
  directions: readonly Direction[],
  {
    l2,
    weights,
    start,
    tolerance,
    sparse,
    curvature,
  }: {
    l2: number;
    weights?: readonly number[];
    start?: LogisticModel;
    tolerance?: number;
    sparse?: SparseRows;
    curvature?: Float64Array;
  },
): ConstrainedFit {
  const fit = fitLogistic(rows, labels, 2, {
    l2,
    signs: directions,
    maxIterations: 100,
    // Every row's Hessian: the risk's columns are correlated (levels, deviations and trends of
    // one vital), and a sampled Hessian's error in those flat directions slows Newton to a crawl.
    hessianRows: Infinity,
    ...(weights ? { weights } : {}),
    ...(start ? { start } : {}),
    ...(tolerance ? { tolerance } : {}),
    ...(sparse ? { sparse } : {}),
    ...(curvature ? { curvature } : {}),
  });
  const w = fit.model.coefficients[0]!;
  return { ...fit, heldAtZero: directions.map((direction, j) => direction !== 0 && w[j + 1] === 0) };
}
