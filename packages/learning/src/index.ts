export {
  designDirections,
  evaluateModel,
  riskRange,
  scoreRow,
  trainModel,
  type LabelledRows,
  type ModelMetrics,
  type RiskFit,
  type Score,
  type TrainedModel,
} from './trained-model.ts';
export { isHeldOut, TRAINING_MAX_PATIENTS, trainingPatients } from './split.ts';
export { auc, binaryBrierScore, calibrationByDecile, type CalibrationBin } from './metrics.ts';
export { calibrationError, fitPlatt } from './calibration.ts';
export { fitSignConstrained, type Direction } from './constrained.ts';
export { crossValidateL2 } from './cross-validation.ts';
export { designLayout, fitStandardizer, toDesign } from './design.ts';
export { fitLogistic, linearScore } from './logistic.ts';
export { createRng, forPatient, Rng } from './random.ts';
