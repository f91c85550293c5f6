import type { Db } from '../../../db/database.ts';
import {
  evaluateModel,
  type LabelledRows,
  type ModelMetrics,
  type TrainedModel,
} from '../learning/trained-model.ts';
import { activeModel, storeModel, type ModelKind } from './store.ts';

export interface TrainingOutcome {
  readonly version: number;
  readonly activated: boolean;
  readonly metrics: ModelMetrics;
}

/**
 * Stores a newly trained model as the next version of its kind, measured on the held-out rows,
 * and puts it in use only if its risk AUC there is not below the model in use on the same
 * patients. `heldOutFor` builds those rows for a model (its features may differ, e.g. alarm types).
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
  const activated = !(currentMetrics && metrics.riskAuc < currentMetrics.riskAuc);
  const { version } = await storeModel(
    db,
    kind,
    model,
    {
      ...metrics,
      trainedOn: { patients: new Set(training.groups).size, rows: training.rows.length },
      comparedWith: current ? { version: current.version, riskAuc: currentMetrics!.riskAuc } : null,
      activated,
    },
    activated,
  );
  return { version, activated, metrics };
}
