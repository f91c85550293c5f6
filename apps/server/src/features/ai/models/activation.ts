import type { Db } from '../../../db/database.ts';
import { evaluateModel, type LabelledRows, type ModelMetrics, type TrainedModel } from '@vigil/learning';
import { activeModel, storeModel, type ModelKind } from './store.ts';

export interface TrainingOutcome {
  readonly version: number;
  readonly activated: boolean;
  readonly metrics: ModelMetrics;
}

/** A held-out calibration error (count-weighted mean by decile) above this keeps a model out of use… */
export const MAX_CALIBRATION_ERROR = 0.1;

/**
 * …plus what chance alone gives a decile of so few held-out patients (about two standard errors
 * of a share near 50 % among a tenth of them): with 50 patients 0.32, with 2,000 0.135.
 */
export const calibrationLimit = (heldOutPatients: number): number =>
  MAX_CALIBRATION_ERROR + Math.sqrt(2.5 / Math.max(1, heldOutPatients));

/**
 * Stores a newly trained model as the next version of its kind, measured on the held-out rows,
 * and puts it in use only if it is calibrated there (calibrationLimit) and its risk AUC is not
 * below the model in use on the same patients; otherwise the model in use stays. `heldOutFor` builds those rows for a model (its features may differ, e.g. alarm types).
 */
export async function storeIfNotWorse(
  db: Db,
  kind: ModelKind,
  trained: { readonly model: TrainedModel; readonly training: LabelledRows },
  heldOutFor: (model: TrainedModel) => LabelledRows,
): Promise<TrainingOutcome> {
  const { model, training } = trained;
  const metrics = evaluateModel(model, heldOutFor(model));
  const current = await activeModel(db, kind);
  const currentMetrics = current ? evaluateModel(current.model, heldOutFor(current.model)) : null;
  // "Not worse": a missing comparison (no model in use, or no AUC) never blocks the new one.
  const worse = currentMetrics !== null && metrics.riskAuc < currentMetrics.riskAuc;
  const poorlyCalibrated = metrics.calibrationError.mean > calibrationLimit(metrics.patients);
  const activated = !worse && !poorlyCalibrated;
  const { version } = await storeModel(
    db,
    kind,
    model,
    {
      ...metrics,
      trainedOn: { patients: new Set(training.groups).size, rows: training.rows.length },
      ...(model.fit
        ? { outOfFold: { patients: model.fit.patients, ...model.fit.outOfFold }, l2: model.fit.l2 }
        : {}),
      ...(poorlyCalibrated ? { refused: 'poorlyCalibrated' } : worse ? { refused: 'lowerAuc' } : {}),
      comparedWith: current ? { version: current.version, riskAuc: currentMetrics!.riskAuc } : null,
      activated,
    },
    activated,
  );
  return { version, activated, metrics };
}
