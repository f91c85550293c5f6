/**
 * What training on a sample of patients costs in quality (issue 37): above TRAINING_MAX_PATIENTS a
 * training task learns from a fixed sample of them. On one cohort this trains the product's model
 * once on every training patient and once on the task's sample, and measures both on every
 * held-out patient of the cohort (not only the sample's): AUC, Brier, calibration error by decile,
 * the outcome classes' Brier (bedwetting), and each `trainModel`'s time.
 *
 *   npx tsx bench/ai-training-sample.ts <bedwetting|generic> [patients=100000] [historyDays] [samples]
 *
 * `samples`: the sample sizes to compare, comma-separated (default TRAINING_MAX_PATIENTS).
 *
 * `AI_PROFILE_COHORT=<address>` reads a cohort an earlier run kept (`BENCH_KEEP=1`), as
 * bench/ai-training-profile.ts does (bench/lib/ai-cohort.ts).
 */
import { addDays, aiFeatureDirection, type Customer } from '@vigil/domain';
import {
  evaluateModel,
  isHeldOut,
  trainingPatients,
  trainModel,
  TRAINING_MAX_PATIENTS,
  type LabelledRows,
} from '@vigil/learning';
import { isScoredSnapshot } from '../apps/server/src/features/ai/hospitalization/scored.ts';
import {
  HORIZON_DAYS,
  hospitalizationSnapshots,
} from '../apps/server/src/features/ai/hospitalization/snapshots.ts';
import { snapshotRows } from '../apps/server/src/features/ai/hospitalization/train.ts';
import { loadTreatmentHistories } from '../apps/server/src/features/ai/treatment/load-histories.ts';
import { alarmTypesOf, treatmentTrainingSet } from '../apps/server/src/features/ai/treatment/training-set.ts';
import type { Db } from '../apps/server/src/db/database.ts';
import { openAiCohort, type Step } from './lib/ai-cohort.ts';

const flavour = (process.argv[2] ?? 'bedwetting') as Customer;
const patients = Number(process.argv[3] ?? 100_000);
const historyDays = Number(process.argv[4] ?? (flavour === 'bedwetting' ? 365 : 200));
const samples = (process.argv[5] ?? String(TRAINING_MAX_PATIENTS)).split(',').map(Number);

const step: Step = async (label, run) => {
  const started = performance.now();
  const result = await run();
  console.log(`${label.padEnd(48)} ${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s`);
  return result;
};

type RowsOf = (wanted: (patientId: number) => boolean) => LabelledRows;

/** Every labelled row of the cohort, of the patients wanted: the training rows and the held-out ones. */
async function labelledRows(db: Db, today: string): Promise<RowsOf> {
  if (flavour === 'bedwetting') {
    const finished = (await loadTreatmentHistories(db)).filter((history) => history.outcome !== null);
    // One set of alarm types for every model here, so all rows share their features.
    const alarmTypes = alarmTypesOf(finished.filter((history) => !isHeldOut(history.patientId)));
    return (wanted) =>
      treatmentTrainingSet(
        finished.filter((history) => wanted(history.patientId)),
        alarmTypes,
      );
  }
  const ids = (await db.selectFrom('patient').select('id').execute()).map((patient) => patient.id);
  const days: string[] = [];
  for (let back = HORIZON_DAYS; back <= 182; back += 7) days.push(addDays(today, -back));
  const snapshots = (await hospitalizationSnapshots(db, { patientIds: ids, days })).filter(
    (snapshot) => snapshot.admitted !== null && isScoredSnapshot(snapshot.features),
  );
  return (wanted) => snapshotRows(snapshots.filter((snapshot) => wanted(snapshot.patientId)));
}

async function main(): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  const cohort = await openAiCohort(
    `vigil_ai_sample_${flavour}`,
    {
      flavour,
      patients,
      historyDays,
    },
    step,
  );
  try {
    const rowsOf = await step('labelled rows of every patient', () => labelledRows(cohort.db, today));
    const patientIds = [...new Set(rowsOf(() => true).groups)];
    const heldOut = rowsOf((id) => isHeldOut(id));
    const outcomes = flavour === 'bedwetting' ? 4 : null;
    const models: [string, (id: number) => boolean][] = [
      ['every training patient', (id: number) => !isHeldOut(id)],
      ...samples.map((max): [string, (id: number) => boolean] => {
        const sample = new Set(trainingPatients(patientIds, max));
        return [`a sample of ≤ ${max} patients`, (id: number) => sample.has(id) && !isHeldOut(id)];
      }),
    ];
    console.log(
      `${patientIds.length} patients with labelled rows; held out ${new Set(heldOut.groups).size} patients, ${heldOut.rows.length} rows`,
    );
    console.log(
      '| trained on | patients | rows | trainModel | AUC | Brier | calibration error (mean / worst decile) | outcome Brier |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (const [label, wanted] of models) {
      const training = rowsOf(wanted);
      const started = performance.now();
      const model = trainModel(training, outcomes, aiFeatureDirection);
      const seconds = (performance.now() - started) / 1000;
      const metrics = evaluateModel(model, heldOut);
      console.log(
        `| ${label} | ${new Set(training.groups).size} | ${training.rows.length} | ${seconds.toFixed(1)} s | ${metrics.riskAuc.toFixed(4)} | ${metrics.riskBrier.toFixed(4)} | ${metrics.calibrationError.mean.toFixed(4)} / ${metrics.calibrationError.worst.toFixed(4)} | ${metrics.outcomeBrier?.toFixed(4) ?? '—'} |`,
      );
    }
  } finally {
    await cohort.close();
  }
}

await main();
