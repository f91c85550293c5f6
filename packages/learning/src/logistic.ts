import { solveSymmetric } from './linear-algebra.ts';
import { minimiseWithSigns } from './sign-constrained-quadratic.ts';
import { addOuterProduct, sparseRows, sparseScore, type SparseRows } from './sparse-rows.ts';

/**
 * Regularised multinomial logistic regression, fitted by Newton's method (IRLS) with a
 * backtracking line search. Class 0 is the reference: its scores are 0, every other class has an
 * intercept and one weight per design column. With two classes this is ordinary logistic
 * regression, and the weights are log-odds of class 1.
 */
export interface LogisticModel {
  readonly classes: number;
  readonly width: number;
  /** For classes 1…K−1: [intercept, weight per column]. */
  readonly coefficients: readonly (readonly number[])[];
}

export interface FitOptions {
  /** L2 penalty on the weights (not the intercepts), in the units of the summed log-likelihood. */
  readonly l2?: number;
  /** Weight of each row (default 1): e.g. 1 / rows of its patient, so each patient counts once. */
  readonly weights?: readonly number[];
  readonly maxIterations?: number;
  /**
   * Above this many rows the Hessian is taken from an even sample of them (sub-sampled Newton):
   * the gradient and the loss still read every row, so the solution is the same; only the steps
   * towards it are cheaper. The Hessian costs rows × (classes × columns)², the gradient rows ×
   * classes × columns.
   */
  readonly hessianRows?: number;
  /**
   * The sign each design column's weight must keep (+1: ≥ 0, −1: ≤ 0, 0: free): each Newton step
   * goes to the minimum of the quadratic model over the weights that keep them (see
   * signConstrainedStep), so a weight the data pull the forbidden way ends at 0.
   */
  readonly signs?: readonly (1 | -1 | 0)[];
  /** Where Newton's method starts (a neighbouring fit): fewer steps to the same solution. */
  readonly start?: LogisticModel;
  /**
   * Stop when a step gains, or could still gain (half the Newton decrement), less than this share
   * of the loss. Cross-validation, which only compares penalties, can stop earlier than the fit
   * that is kept.
   */
  readonly tolerance?: number;
  /** The rows without their zeros, when the caller has them already (one fold fitted at every penalty). */
  readonly sparse?: SparseRows;
  /**
   * The data's Hessian of a fit of the same rows (`FitResult.curvature` at a neighbouring
   * penalty): the first steps use it, until a step lands far from where it said.
   */
  readonly curvature?: Float64Array;
}

/**
 * The Hessian's sample (see `hessianRows`): a sampled Hessian only changes the steps, not the
 * solution, and 10,000 rows estimate a Hessian of a few dozen columns to about 1 %, enough for
 * the outcome classes' model. The sign-constrained risk fits read every row (fitSignConstrained).
 */
export const HESSIAN_ROWS = 10_000;

export interface FitResult {
  readonly model: LogisticModel;
  readonly iterations: number;
  readonly converged: boolean;
  /** The penalised negative log-likelihood at the solution. */
  readonly loss: number;
  /** The data's Hessian the last steps used (without the penalty), for a fit of the same rows. */
  readonly curvature: Float64Array;
}

export function fitLogistic(
  rows: readonly Float64Array[],
  labels: readonly number[],
  classes: number,
  {
    l2 = 1,
    weights,
    maxIterations = 50,
    hessianRows = HESSIAN_ROWS,
    signs,
    start,
    tolerance = 1e-10,
    sparse,
    curvature: kept,
  }: FitOptions = {},
): FitResult {
  if (rows.length === 0) throw new Error('no rows to fit');
  const width = rows[0]!.length;
  const stride = width + 1;
  const size = (classes - 1) * stride;
  const signOf = (index: number) => (index % stride === 0 ? 0 : (signs?.[(index % stride) - 1] ?? 0));
  const project = (values: Float64Array) => {
    for (let index = 0; index < size; index++) if (signOf(index) * values[index]! < 0) values[index] = 0;
    return values;
  };
  const design = sparse ?? sparseRows(rows);
  let theta = project(start ? Float64Array.from(start.coefficients.flat()) : new Float64Array(size));
  // Every row's scores at theta, kept from the loss that accepted it for the next gradient.
  let scores = new Float64Array(rows.length * (classes - 1));
  let nextScores = new Float64Array(scores.length);
  let loss = penalisedLoss(design, labels, classes, stride, theta, l2, weights, scores);
  const probabilities = new Float64Array(classes);
  const sampleEvery = Math.max(1, Math.ceil(rows.length / hessianRows));
  const hessianScale =
    sampleEvery === 1
      ? 1
      : totalWeight(rows.length, weights) / sampledWeight(rows.length, weights, sampleEvery);
  // The data's part of the Hessian, kept from step to step while the steps it gives land where
  // its quadratic model said: near the solution it barely changes, and it costs far more than
  // the gradient (rows × (classes × columns)² against rows × classes × columns).
  let curvature: Float64Array | null = kept?.length === size * size ? kept : null;
  let used: Float64Array = new Float64Array(0);
  for (let iteration = 1; iteration <= maxIterations; iteration++) {
    const fresh = curvature === null;
    const gradient = new Float64Array(size);
    for (let i = 0; i < rows.length; i++) {
      const weight = weights?.[i] ?? 1;
      classProbabilities(scores, i, classes, probabilities);
      for (let a = 1; a < classes; a++) {
        const residual = weight * (probabilities[a]! - (labels[i] === a ? 1 : 0));
        const offset = (a - 1) * stride;
        for (let e = design.start[i]!, end = design.start[i + 1]!; e < end; e++)
          gradient[offset + design.column[e]!]! += residual * design.value[e]!;
      }
    }
    curvature ??= dataHessian(design, scores, classes, stride, weights, sampleEvery, hessianScale);
    used = curvature;
    const hessian = Float64Array.from(curvature);
    for (let a = 0; a < classes - 1; a++) {
      for (let j = 1; j < stride; j++) {
        const index = a * stride + j;
        gradient[index]! += l2 * theta[index]!;
        hessian[index * size + index]! += l2;
      }
      // A tiny ridge keeps the intercept's block solvable when a class never occurs.
      hessian[a * stride * size + a * stride]! += 1e-9;
    }
    const step = signs
      ? signConstrainedStep(hessian, gradient, theta, signOf)
      : solveSymmetric(hessian, gradient);
    // What the quadratic model says the step gains: half the Newton decrement when unconstrained.
    let gain = 0;
    for (let index = 0; index < size; index++) {
      let bend = 0;
      for (let k = 0; k < size; k++) bend += hessian[index * size + k]! * step[k]!;
      gain += step[index]! * (gradient[index]! - bend / 2);
    }
    let scale = 1;
    let next = theta;
    let nextLoss = Infinity;
    for (let halvings = 0; halvings < 30; halvings++, scale /= 2) {
      next = project(theta.map((value, index) => value - scale * step[index]!));
      nextLoss = penalisedLoss(design, labels, classes, stride, next, l2, weights, nextScores);
      if (nextLoss <= loss) break;
    }
    const improvement = loss - nextLoss;
    if (nextLoss <= loss) {
      theta = next;
      [scores, nextScores] = [nextScores, scores];
    }
    loss = Math.min(loss, nextLoss);
    // Done when the step gained too little, or when a full Newton step was taken that could
    // only gain that little (near the solution a full step lands on it): judged with a Hessian
    // taken at this step, as a kept one may say so too early (it steps short of the solution).
    // A kept Hessian whose quadratic model missed the gain by more than half, either way, is
    // taken afresh too.
    const small = tolerance * (1 + Math.abs(loss));
    const done = !(improvement > small) || (scale === 1 && gain <= small);
    if (done && fresh)
      return {
        model: toModel(theta, classes, width),
        iterations: iteration,
        converged: true,
        loss,
        curvature: used,
      };
    if (done || scale < 1 || !(Math.abs(improvement - gain) <= gain / 2)) curvature = null;
  }
  return {
    model: toModel(theta, classes, width),
    iterations: maxIterations,
    converged: false,
    loss,
    curvature: used,
  };
}

/**
 * The Newton step under the sign constraints: to the minimum of the loss's quadratic model
 * g·d + ½ dᵀHd over the weights θ + d that keep their signs. Projecting the unconstrained step
 * instead is not a descent direction once the columns are correlated, and crawls when dozens of
 * weights sit at 0.
 */
function signConstrainedStep(
  hessian: Float64Array,
  gradient: Float64Array,
  theta: Float64Array,
  signOf: (index: number) => number,
): Float64Array {
  const size = gradient.length;
  // In z = θ + d the model is (g − Hθ)·z + ½ zᵀHz, up to a constant.
  const linear = Float64Array.from(gradient);
  for (let j = 0; j < size; j++)
    for (let k = 0; k < size; k++) linear[j]! -= hessian[j * size + k]! * theta[k]!;
  const point = minimiseWithSigns(hessian, linear, signOf, theta);
  return theta.map((value, index) => value - point[index]!);
}

/** The class probabilities of one design row. */
export function predictProbabilities(model: LogisticModel, row: Float64Array): Float64Array {
  const scores = new Float64Array(model.classes);
  for (let a = 1; a < model.classes; a++) scores[a] = linearScore(model.coefficients[a - 1]!, row);
  return softmax(scores);
}

/** The log-odds of class a against the reference class 0 (for two classes: the model's logit). */
export function linearScore(coefficients: readonly number[], row: Float64Array): number {
  let score = coefficients[0]!;
  for (let j = 0; j < row.length; j++) score += coefficients[j + 1]! * row[j]!;
  return score;
}

/** Row i's class probabilities from its stored scores (the reference class's is 0). */
function classProbabilities(scores: Float64Array, i: number, classes: number, out: Float64Array): void {
  out[0] = 0;
  for (let a = 1; a < classes; a++) out[a] = scores[i * (classes - 1) + a - 1]!;
  if (classes === 2) {
    // Two classes: the logistic function itself, without the softmax's logarithm.
    out[1] = 1 / (1 + Math.exp(-out[1]!));
    out[0] = 1 - out[1];
  } else softmaxInPlace(out);
}

/**
 * The Hessian of the unpenalised loss at the rows' scores: from every `sampleEvery`-th row,
 * scaled by `scale` to stand for all of them (see `hessianRows`).
 */
function dataHessian(
  design: SparseRows,
  scores: Float64Array,
  classes: number,
  stride: number,
  weights: readonly number[] | undefined,
  sampleEvery: number,
  scale: number,
): Float64Array {
  const size = (classes - 1) * stride;
  const hessian = new Float64Array(size * size);
  const probabilities = new Float64Array(classes);
  for (let i = 0; i < design.start.length - 1; i += sampleEvery) {
    classProbabilities(scores, i, classes, probabilities);
    accumulateHessian(hessian, size, stride, classes, probabilities, design, i, (weights?.[i] ?? 1) * scale);
  }
  mirrorHessian(hessian, size);
  return hessian;
}

/**
 * Adds row i's w·π_a(δ_ab − π_b)·x xᵀ to the Hessian's upper triangle (the blocks a ≤ b, and
 * within a diagonal block the entries k ≥ j); mirrorHessian fills the rest once all rows are in.
 */
function accumulateHessian(
  hessian: Float64Array,
  size: number,
  stride: number,
  classes: number,
  probabilities: Float64Array,
  design: SparseRows,
  i: number,
  weight: number,
): void {
  for (let a = 1; a < classes; a++) {
    for (let b = a; b < classes; b++) {
      const factor = weight * probabilities[a]! * ((a === b ? 1 : 0) - probabilities[b]!);
      if (factor === 0) continue;
      addOuterProduct(hessian, size, (a - 1) * stride, (b - 1) * stride, a === b, design, i, factor);
    }
  }
}

/** Copies the upper triangle into the lower one. */
function mirrorHessian(hessian: Float64Array, size: number): void {
  for (let row = 0; row < size; row++)
    for (let column = row + 1; column < size; column++)
      hessian[column * size + row] = hessian[row * size + column]!;
}

const totalWeight = (rows: number, weights: readonly number[] | undefined) =>
  weights ? weights.reduce((sum, weight) => sum + weight, 0) : rows;

function sampledWeight(rows: number, weights: readonly number[] | undefined, every: number): number {
  let sum = 0;
  for (let i = 0; i < rows; i += every) sum += weights?.[i] ?? 1;
  return sum;
}

/** The penalised loss at theta; every row's scores there go to `scores`. */
function penalisedLoss(
  design: SparseRows,
  labels: readonly number[],
  classes: number,
  stride: number,
  theta: Float64Array,
  l2: number,
  weights: readonly number[] | undefined,
  scores: Float64Array,
): number {
  const rowScores = new Float64Array(classes);
  let loss = 0;
  for (let i = 0; i < labels.length; i++) {
    rowScores[0] = 0;
    for (let a = 1; a < classes; a++) {
      const score = sparseScore(theta, (a - 1) * stride, design, i);
      rowScores[a] = score;
      scores[i * (classes - 1) + a - 1] = score;
    }
    const total = classes === 2 ? softplus(rowScores[1]!) : logSumExp(rowScores);
    loss += (weights?.[i] ?? 1) * (total - rowScores[labels[i]!]!);
  }
  let penalty = 0;
  for (let a = 0; a < classes - 1; a++)
    for (let j = 1; j < stride; j++) penalty += theta[a * stride + j]! ** 2;
  return loss + (l2 / 2) * penalty;
}

/** log(1 + eˢ), computed stably: the log-sum-exp of the scores 0 and s. */
const softplus = (s: number) => (s > 0 ? s + Math.log1p(Math.exp(-s)) : Math.log1p(Math.exp(s)));

function logSumExp(scores: Float64Array): number {
  let max = -Infinity;
  for (const score of scores) max = Math.max(max, score);
  let sum = 0;
  for (const score of scores) sum += Math.exp(score - max);
  return max + Math.log(sum);
}

function softmax(scores: Float64Array): Float64Array {
  const out = Float64Array.from(scores);
  softmaxInPlace(out);
  return out;
}

function softmaxInPlace(values: Float64Array): void {
  const total = logSumExp(values);
  for (let a = 0; a < values.length; a++) values[a] = Math.exp(values[a]! - total);
}

function toModel(theta: Float64Array, classes: number, width: number): LogisticModel {
  const stride = width + 1;
  return {
    classes,
    width,
    coefficients: Array.from({ length: classes - 1 }, (_, a) =>
      Array.from(theta.subarray(a * stride, (a + 1) * stride)),
    ),
  };
}
