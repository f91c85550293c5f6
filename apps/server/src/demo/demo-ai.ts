import { addDays, flavourOf } from '@vigil/domain';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import {
  backfillDays,
  backfillTreatmentPredictions,
  markTreatmentOutcomes,
  predictHospitalizations,
  recordAiTaskCompleted,
  TooLittleDataError,
  trainHospitalizationModel,
  trainTreatmentModel,
} from '../features/ai/index.ts';
import { loadClinicTargets } from './placement.ts';
import { writePatients } from './writer.ts';
import { patientData, unsafeEveryPatient } from '../platform/access/patient-data.ts';

/** The clinic's earlier cases: finished treatments, enough to train the first model on. */
export const DEMO_PAST_TREATMENTS = 300;
/** How long ago the earlier cases' histories ended. */
const PAST_CASES_ENDED_DAYS_AGO = 180;
/** Back-filled predictions: one a week over the history, as the daily job would have made them. */
const BACKFILL_EVERY_DAYS = 7;

/**
 * The treatment-outcome model's flavour: the clinic's earlier, closed cases, which the first model
 * learns from (children are treated for months, so the current ones have mostly not finished yet).
 */
export async function addDemoClosedCases(
  db: Db,
  config: Config,
  { today, historyDays }: { today: Date; historyDays: number },
): Promise<void> {
  if (flavourOf(config.customer).model !== 'treatment_outcome') return;
  const day = today.toISOString().slice(0, 10);
  const closedCases = patientData(
    db,
    unsafeEveryPatient("the demo's closed cases follow all other patients"),
  );
  const { maxId } = await closedCases
    .patients()
    .select((eb) => eb.fn.max('id').as('maxId'))
    .executeTakeFirstOrThrow();
  await writePatients(db, {
    customer: config.customer,
    seed: config.demo.seed,
    firstIndex: config.demo.patients,
    count: DEMO_PAST_TREATMENTS,
    today: new Date(`${addDays(day, -PAST_CASES_ENDED_DAYS_AGO)}T12:00:00Z`),
    historyDays,
    clinics: await loadClinicTargets(db),
  });
  await closedCases
    .updatePatients()
    // Closed cases: approved long ago, no longer followed.
    .set({ inactive: true, approvedClinic: true })
    .where('id', '>', maxId ?? 0)
    .execute();
  await markTreatmentOutcomes(db, day);
  await recordAiTaskCompleted(db, 'mark_data_for_training');
}

/**
 * The demo clinic's AI at first start: the flavour's model trained as the AI Training task would,
 * and the predictions it would have made over the history, each from the data before its day.
 */
export async function trainDemoModels(
  db: Db,
  config: Config,
  { today, historyDays }: { today: Date; historyDays: number },
): Promise<void> {
  const day = today.toISOString().slice(0, 10);
  try {
    switch (flavourOf(config.customer).model) {
      case 'hospitalization_risk':
        await trainHospitalizationModel(db, { today: day });
        // The first training is a completed run of the AI Training task, with its time.
        await recordAiTaskCompleted(db, 'diagnosis_training_all_patients');
        await predictHospitalizations(db, { days: backfillDays(day, historyDays, BACKFILL_EVERY_DAYS) });
        break;
      case 'treatment_outcome':
        await trainTreatmentModel(db);
        await recordAiTaskCompleted(db, 'treatment_training_all_patients');
        await backfillTreatmentPredictions(db, {
          today: day,
          days: historyDays,
          everyDays: BACKFILL_EVERY_DAYS,
        });
        break;
    }
  } catch (error) {
    // A demo clinic of a handful of patients (DEMO_PATIENTS) starts without a model, as a new clinic would.
    if (!(error instanceof TooLittleDataError)) throw error;
  }
}
