import { aiFeatureDirection, addDays } from '@vigil/domain';
import type { Db } from '../../../db/database.ts';
import { storeIfNotWorse, type TrainingOutcome } from '../models/activation.ts';
import { TooLittleDataError } from '../models/too-little-data.ts';
import { HOSPITALIZATION_FEATURES } from '@vigil/domain';
import { isHeldOut, type LabelledRows, trainingPatients, trainModel } from '@vigil/learning';
import { isScoredSnapshot } from './scored.ts';
import { HORIZON_DAYS, hospitalizationSnapshots, type HospitalizationSnapshot } from './snapshots.ts';
import { patientData, unsafeEveryPatient } from '../../../platform/access/patient-data.ts';

/** Snapshots over the last half year, a week apart: each sees only what came before its day. */
const HISTORY_DAYS = 182;
const SNAPSHOT_EVERY_DAYS = 7;
/**
 * The generic task learns from at most this many patients, a fixed sample above it (the
 * bedwetting task from TRAINING_MAX_PATIENTS): 25 weekly snapshots each give some 200,000 rows,
 * as many as 25,000 children give, and twice the patients were not measurably better
 * (bench/README.md, "Training on a sample").
 */
export const MAX_TRAINING_PATIENTS = 12_500;
/** Fewer admissions than this in the snapshots teach nothing reliable. */
export const MIN_ADMISSIONS = 20;

/**
 * The task 'Diagnosis training for all patients' (generic flavour): learns the risk of a hospital
 * admission within 14 days from snapshots of every patient outside the held-out ones (of at most
 * MAX_TRAINING_PATIENTS patients, a fixed sample above it), measures it on those, and puts it in
 * use only if its AUC there is not below the model in use.
 */
export async function trainHospitalizationModel(
  db: Db,
  { today, report = async () => {} }: { today: string; report?: (progress: number) => Promise<void> },
): Promise<TrainingOutcome> {
  const patients = await patientData(db, unsafeEveryPatient('a model learns from every patient'))
    .patients()
    .select('id')
    .execute();
  const days: string[] = [];
  // The latest snapshot whose 14 days have passed: its label is known.
  for (let back = HORIZON_DAYS; back <= HISTORY_DAYS; back += SNAPSHOT_EVERY_DAYS)
    days.push(addDays(today, -back));
  const snapshots = (
    await hospitalizationSnapshots(db, {
      patientIds: trainingPatients(
        patients.map((patient) => patient.id),
        MAX_TRAINING_PATIENTS,
      ),
      days,
    })
  )
    // The rows live scoring scores: known outcome, measured in the last 14 days.
    .filter((snapshot) => snapshot.admitted !== null && isScoredSnapshot(snapshot.features));
  const admissions = snapshots.filter((snapshot) => snapshot.admitted).length;
  if (admissions < MIN_ADMISSIONS) {
    throw new TooLittleDataError(
      `Too little data to train: ${admissions} admissions within ${HORIZON_DAYS} days of a snapshot, at least ${MIN_ADMISSIONS} are needed`,
    );
  }
  await report(0.4);
  const rowsOf = (heldOut: boolean) =>
    snapshotRows(snapshots.filter((snapshot) => isHeldOut(snapshot.patientId) === heldOut));
  const training = rowsOf(false);
  const heldOut = rowsOf(true);
  const model = trainModel(training, null, aiFeatureDirection);
  await report(0.8);
  return storeIfNotWorse(db, 'hospitalization_risk', { model, training }, () => heldOut);
}

/** Labelled snapshots as the rows a model learns from: admitted or not, grouped by patient. */
export function snapshotRows(snapshots: readonly HospitalizationSnapshot[]): LabelledRows {
  return {
    featureNames: HOSPITALIZATION_FEATURES,
    rows: snapshots.map((snapshot) => snapshot.features),
    classes: snapshots.map(() => 0),
    risky: snapshots.map((snapshot) => snapshot.admitted === true),
    groups: snapshots.map((snapshot) => snapshot.patientId),
  };
}
