import { aiFeatureDirection } from '@vigil/domain';
import { isHeldOut, type TrainedModel, trainingPatients, trainModel } from '@vigil/learning';
import { storeIfNotWorse, type TrainingOutcome } from '../models/activation.ts';
import { TooLittleDataError } from '../models/too-little-data.ts';
import { TREATMENT_OUTCOMES } from './history.ts';
import { loadTreatmentHistories, patientsWithOutcome } from './load-histories.ts';
import { inModelOrder, treatmentTrainingSet, type TreatmentTrainingSet } from './training-set.ts';
import type { Db } from '../../../db/database.ts';

/** Fewer finished treatments than this (in training and held out together) teach nothing reliable. */
export const MIN_FINISHED_TREATMENTS = 40;

/** The alarm types a trained treatment model has an indicator for. */
export const alarmTypesOfModel = (model: TrainedModel): string[] =>
  model.featureNames.filter((name) => name.startsWith('alarm:')).map((name) => name.slice('alarm:'.length));

/**
 * The task 'Treatment training for all patients': learns the four outcome probabilities and the
 * risk of not succeeding from every finished treatment outside the held-out patients (of at most
 * TRAINING_MAX_PATIENTS children, a fixed sample above it), measures it on those, and puts it in
 * use only if its risk AUC there is not below the model in use.
 */
export async function trainTreatmentModel(
  db: Db,
  report: (progress: number) => Promise<void> = async () => {},
): Promise<TrainingOutcome> {
  const patientIds = trainingPatients(await patientsWithOutcome(db));
  const finished = (await loadTreatmentHistories(db, { patientIds })).filter(
    (history) => history.outcome !== null,
  );
  if (finished.length < MIN_FINISHED_TREATMENTS) {
    throw new TooLittleDataError(
      `Too little data to train: ${finished.length} finished treatments with an outcome, at least ${MIN_FINISHED_TREATMENTS} are needed`,
    );
  }
  await report(0.2);
  const training = treatmentTrainingSet(finished.filter((history) => !isHeldOut(history.patientId)));
  const heldOut = finished.filter((history) => isHeldOut(history.patientId));
  const model = trainModel(training, TREATMENT_OUTCOMES.length, aiFeatureDirection);
  await report(0.7);
  // The model in use may be older, with other features: its rows follow its feature names.
  // The held-out rows of a set of alarm types, built once: the new model and the one in use
  // usually know the same types.
  const heldOutRows = new Map<string, TreatmentTrainingSet>();
  const heldOutFor = (alarmTypes: string[]) => {
    const key = JSON.stringify(alarmTypes);
    const rows = heldOutRows.get(key) ?? treatmentTrainingSet(heldOut, alarmTypes);
    heldOutRows.set(key, rows);
    return rows;
  };
  const outcome = await storeIfNotWorse(db, 'treatment_outcome', { model, training }, (scored) =>
    inModelOrder(heldOutFor(alarmTypesOfModel(scored)), scored),
  );
  await report(0.9);
  return outcome;
}
