import { designLayout, fitStandardizer, toDesign, type Standardizer } from './design.ts';
import { explainLogOdds, sigmoid, type Explanation } from './explain.ts';
import { fitLogistic, predictProbabilities, type LogisticModel } from './logistic.ts';
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
  readonly risk: LogisticModel;
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

/** L2 penalty per unit of patient weight: mild, enough to keep separable data finite. */
const L2 = 1;

export function trainModel(data: LabelledRows, outcomeClasses: number | null): TrainedModel {
  const standardizer = fitStandardizer(data.rows, data.featureNames.length);
  const layout = designLayout(standardizer);
  const design = data.rows.map((row) => toDesign(standardizer, layout, row));
  // Rows are not weighted per patient: a long treatment is predicted on more days, and the
  // snapshots stand for those days, so calibration holds for the daily predictions.
  const risk = fitLogistic(
    design,
    data.risky.map((risky) => (risky ? 1 : 0)),
    2,
    { l2: L2 },
  ).model;
  const outcomes =
    outcomeClasses === null ? undefined : fitLogistic(design, data.classes, outcomeClasses, { l2: L2 }).model;
  return { featureNames: data.featureNames, standardizer, risk, ...(outcomes ? { outcomes } : {}) };
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
    topThird: atTopShare(risks, data.risky, 1 / 3),
    ...outcomes,
  };
}
