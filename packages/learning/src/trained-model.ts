import { applyPlatt, calibrationError, fitPlatt, type Platt } from './calibration.ts';
import { fitSignConstrained, type Direction } from './constrained.ts';
import { crossValidateL2 } from './cross-validation.ts';
import { designLayout, fitStandardizer, toDesign, type DesignLayout, type Standardizer } from './design.ts';
import { explainLogOdds, sigmoid, type Explanation } from './explain.ts';
import { choleskyFactor, solveWithCholesky } from './linear-algebra.ts';
import { fitLogistic, linearScore, predictProbabilities, type LogisticModel } from './logistic.ts';
import { addOuterProduct, sparseRows } from './sparse-rows.ts';
import {
  atTopShare,
  auc,
  binaryBrierScore,
  brierScore,
  calibrationByDecile,
  type CalibrationBin,
} from './metrics.ts';

/**
 * A trained model as `ai_model.parameters` keeps it: the features it reads, how it standardises
 * them, an optional multinomial model of the outcome classes, and the binary risk model whose
 * log-odds the explanations split exactly.
 */
export interface TrainedModel {
  readonly featureNames: readonly string[];
  readonly standardizer: Standardizer;
  /** The outcome classes' probabilities (bedwetting: the four treatment outcomes); absent when the model only scores risk. */
  readonly outcomes?: LogisticModel;
  /** The risk's log-odds, calibrated (the Platt map folded into the weights). */
  readonly risk: LogisticModel;
  /** How the risk model was chosen and how it did out of fold; absent in models trained before. */
  readonly fit?: RiskFit;
}

export interface RiskFit {
  /** The L2 penalty cross-validation grouped by patient chose, and the log-loss of each one tried. */
  readonly l2: number;
  readonly losses: readonly { readonly l2: number; readonly logLoss: number }[];
  readonly platt: Platt;
  /** Design columns the sign constraints hold at 0. */
  readonly heldAtZero: number;
  readonly patients: number;
  /** Calibrated out-of-fold predictions over the training patients cross-validation read (all, up to about CV_MAX_ROWS rows). */
  readonly outOfFold: {
    /** Absent in models trained before the sample: then every training patient. */
    readonly patients?: number;
    readonly rows: number;
    readonly riskAuc: number;
    readonly riskBrier: number;
    readonly calibration: CalibrationBin[];
    readonly calibrationError: { readonly mean: number; readonly worst: number };
  };
  /**
   * The calibrated log-odds' covariance (Laplace approximation, widened by rows per patient since
   * a patient's rows are not independent), row-major over [intercept, design columns].
   */
  readonly covariance: readonly number[];
}

/** Rows to learn from: raw features (NaN = not known), the outcome class, the risk event, the patient. */
export interface LabelledRows {
  readonly featureNames: readonly string[];
  readonly rows: readonly Float64Array[];
  /** The outcome class of each row (0 for a risk-only model). */
  readonly classes: readonly number[];
  readonly risky: readonly boolean[];
  readonly groups: readonly number[];
}

/** Rows the weights' covariance is estimated from at most (an even sample). */
const COVARIANCE_ROWS = 40_000;

/** The outcome classes' model is not explained: a fixed mild penalty keeps it finite. */
const OUTCOMES_L2 = 1;

/** The clinical direction of each design column: a feature's own, +1 for a missing indicator. */
export function designDirections(
  featureNames: readonly string[],
  layout: DesignLayout,
  direction: (name: string) => Direction,
): Direction[] {
  const directions = new Array<Direction>(layout.width).fill(0);
  featureNames.forEach((name, j) => {
    directions[j] = direction(name);
    const indicator = layout.indicatorOf[j]!;
    // Not knowing is never a finding that lowers the risk.
    if (indicator >= 0) directions[indicator] = 1;
  });
  return directions;
}

/**
 * Trains the risk model as docs/decisions.md describes: the L2 penalty chosen by cross-validation
 * grouped by patient, the clinical sign `direction` gives each feature kept (the server passes the
 * domain's aiFeatureDirection), the output calibrated by Platt scaling on the out-of-fold log-odds
 * (which also shrinks an over-confident small-data model towards the base rate), and the
 * calibration folded into the weights so explanations stay exact.
 */
export function trainModel(
  data: LabelledRows,
  outcomeClasses: number | null,
  direction: (name: string) => Direction,
): TrainedModel {
  const standardizer = fitStandardizer(data.rows, data.featureNames.length);
  const layout = designLayout(standardizer);
  const design = data.rows.map((row) => toDesign(standardizer, layout, row));
  const labels = data.risky.map((risky) => (risky ? 1 : 0));
  const directions = designDirections(data.featureNames, layout, direction);
  // Rows are not weighted per patient: a long treatment is predicted on more days, and the
  // snapshots stand for those days, so calibration holds for the daily predictions.
  const chosen = crossValidateL2(design, labels, data.groups, directions);
  // Both fits of every row (the risk and the outcome classes) read the rows without their zeros.
  const sparse = sparseRows(design);
  const fitted = fitSignConstrained(design, labels, directions, { l2: chosen.l2, sparse });
  // Out of fold: the rows cross-validation read (every row up to about CV_MAX_ROWS).
  const foldRisky = Array.from(chosen.rows, (i) => data.risky[i]!);
  const platt = fitPlatt(Array.from(chosen.outOfFold), foldRisky);
  const raw = fitted.model.coefficients[0]!;
  const risk: LogisticModel = {
    ...fitted.model,
    coefficients: [raw.map((weight, j) => platt.slope * weight + (j === 0 ? platt.intercept : 0))],
  };
  const outOfFold = Array.from(chosen.outOfFold, (score) => sigmoid(applyPlatt(platt, score)));
  const calibration = calibrationByDecile(outOfFold, foldRisky);
  const patients = new Set(data.groups).size;
  const fit: RiskFit = {
    l2: chosen.l2,
    losses: chosen.losses,
    platt,
    heldAtZero: fitted.heldAtZero.filter(Boolean).length,
    patients,
    outOfFold: {
      patients: new Set(Array.from(chosen.rows, (i) => data.groups[i]!)).size,
      rows: chosen.rows.length,
      riskAuc: auc(outOfFold, foldRisky),
      riskBrier: binaryBrierScore(outOfFold, foldRisky),
      calibration,
      calibrationError: calibrationError(calibration),
    },
    covariance: covarianceOf(risk, design, chosen.l2, fitted.heldAtZero, {
      rowsPerPatient: design.length / Math.max(1, patients),
      slope: platt.slope,
    }),
  };
  const outcomes =
    outcomeClasses === null
      ? undefined
      : fitLogistic(design, data.classes, outcomeClasses, { l2: OUTCOMES_L2, sparse }).model;
  return { featureNames: data.featureNames, standardizer, risk, fit, ...(outcomes ? { outcomes } : {}) };
}

/**
 * The Laplace approximation of the calibrated weights' covariance: the inverse Hessian of the
 * penalised log-loss at the fit (probabilities from the calibrated model), scaled by the Platt
 * slope squared, times the rows per patient.
 */
function covarianceOf(
  risk: LogisticModel,
  design: readonly Float64Array[],
  l2: number,
  heldAtZero: readonly boolean[],
  { rowsPerPatient, slope }: { rowsPerPatient: number; slope: number },
): number[] {
  const size = risk.width + 1;
  if (!(slope > 0)) return new Array<number>(size * size).fill(0);
  const hessian = new Float64Array(size * size);
  const weights = risk.coefficients[0]!;
  // From an even sample of the rows, scaled to all of them, as the fit's Hessian: the covariance
  // is an approximation whose sampling error at this size is far below its own.
  const every = Math.max(1, Math.ceil(design.length / COVARIANCE_ROWS));
  const scale = design.length / Math.ceil(design.length / every);
  const sample = design.filter((_, i) => i % every === 0);
  const sparse = sparseRows(sample);
  sample.forEach((row, i) => {
    const p = sigmoid(linearScore(weights, row));
    addOuterProduct(hessian, size, 0, 0, true, sparse, i, scale * p * (1 - p));
  });
  const free = (j: number) => j === 0 || !heldAtZero[j - 1];
  for (let j = 0; j < size; j++) {
    for (let k = 0; k < j; k++) hessian[j * size + k] = hessian[k * size + j]!;
    hessian[j * size + j]! += j === 0 ? 1e-9 : l2;
    // A weight held at 0 does not vary: its row and column are the identity's.
    if (!free(j))
      for (let k = 0; k < size; k++) hessian[j * size + k] = hessian[k * size + j] = Number(j === k);
  }
  const covariance = new Array<number>(size * size).fill(0);
  const factor = choleskyFactor(hessian, size);
  for (let column = 0; column < size; column++) {
    if (!free(column)) continue;
    const unit = new Float64Array(size);
    unit[column] = 1;
    const solved = solveWithCholesky(factor, unit);
    for (let row = 0; row < size; row++)
      if (free(row)) covariance[row * size + column] = solved[row]! * slope ** 2 * rowsPerPatient;
  }
  return covariance;
}

/** The 95 % range of a row's calibrated risk, from the weights' covariance; null for an older model. */
export function riskRange(model: TrainedModel, raw: Float64Array): { low: number; high: number } | null {
  if (!model.fit) return null;
  const layout = designLayout(model.standardizer);
  const design = toDesign(model.standardizer, layout, raw);
  const size = layout.width + 1;
  const extended = Float64Array.from([1, ...design]);
  let variance = 0;
  for (let j = 0; j < size; j++)
    for (let k = 0; k < size; k++)
      variance += extended[j]! * model.fit.covariance[j * size + k]! * extended[k]!;
  const logOdds = linearScore(model.risk.coefficients[0]!, design);
  const spread = 1.96 * Math.sqrt(Math.max(0, variance));
  return { low: sigmoid(logOdds - spread), high: sigmoid(logOdds + spread) };
}

export interface Score {
  readonly probabilities: Float64Array | null;
  readonly risk: number;
  readonly explanation: Explanation;
}

/** One row's outcome probabilities, risk and exact explanation of the risk's log-odds. */
export function scoreRow(model: TrainedModel, raw: Float64Array): Score {
  const layout = designLayout(model.standardizer);
  const explanation = explainLogOdds(model.risk.coefficients[0]!, model.standardizer, layout, raw);
  const probabilities = model.outcomes
    ? predictProbabilities(model.outcomes, toDesign(model.standardizer, layout, raw))
    : null;
  return { probabilities, risk: sigmoid(explanation.logOdds), explanation };
}

export interface ModelMetrics {
  readonly patients: number;
  readonly rows: number;
  /** Discrimination of the risk score. */
  readonly riskAuc: number;
  readonly riskBrier: number;
  readonly calibration: CalibrationBin[];
  /** When the third of patients with the highest risk is reviewed. */
  readonly topThird: { readonly precision: number; readonly recall: number };
  /** One-against-the-rest AUC per outcome class, and the multiclass Brier score (outcome models only). */
  readonly outcomeAuc?: readonly number[];
  readonly outcomeBrier?: number;
  /** Count-weighted mean and worst decile |predicted − observed|. */
  readonly calibrationError: { readonly mean: number; readonly worst: number };
}

export function evaluateModel(model: TrainedModel, data: LabelledRows): ModelMetrics {
  const scores = data.rows.map((row) => scoreRow(model, row));
  const risks = scores.map((score) => score.risk);
  const outcomes = model.outcomes
    ? (() => {
        const probabilities = scores.map((score) => Array.from(score.probabilities!));
        return {
          outcomeAuc: Array.from({ length: model.outcomes.classes }, (_, k) =>
            auc(
              probabilities.map((row) => row[k]!),
              data.classes.map((label) => label === k),
            ),
          ),
          outcomeBrier: brierScore(probabilities, data.classes),
        };
      })()
    : {};
  return {
    patients: new Set(data.groups).size,
    rows: data.rows.length,
    riskAuc: auc(risks, data.risky),
    riskBrier: binaryBrierScore(risks, data.risky),
    calibration: calibrationByDecile(risks, data.risky),
    calibrationError: calibrationError(calibrationByDecile(risks, data.risky)),
    topThird: atTopShare(risks, data.risky, 1 / 3),
    ...outcomes,
  };
}
