/**
 * Where the training task's time goes (issue 37), step by step on the PostgreSQL server: loading
 * the histories or the snapshot SQL, building the training rows, the design matrix, the grouped
 * cross-validation over the L2 grid, the final fit, Platt scaling with the covariance, the outcome
 * classes' model. Each step is timed alone, in the order the task runs them.
 *
 *   npx tsx bench/ai-training-profile.ts <bedwetting|generic> [patients=10000] [historyDays]
 *
 * `BENCH_KEEP=1` keeps the scratch database; `AI_PROFILE_COHORT=<its address>` profiles that cohort
 * again without writing it (the same UTC day).
 */
import { addDays, HOSPITALIZATION_FEATURES, type Customer } from '@vigil/domain';
import os from 'node:os';
import { openDatabase, type Db } from '../apps/server/src/db/database.ts';
import { isScoredSnapshot } from '../apps/server/src/features/ai/hospitalization/scored.ts';
import {
  HORIZON_DAYS,
  hospitalizationSnapshots,
} from '../apps/server/src/features/ai/hospitalization/snapshots.ts';
import { fitPlatt } from '../apps/server/src/features/ai/learning/calibration.ts';
import { fitSignConstrained } from '../apps/server/src/features/ai/learning/constrained.ts';
import { crossValidateL2 } from '../apps/server/src/features/ai/learning/cross-validation.ts';
import { designLayout, fitStandardizer, toDesign } from '../apps/server/src/features/ai/learning/design.ts';
import { fitLogistic } from '../apps/server/src/features/ai/learning/logistic.ts';
import { isHeldOut } from '../apps/server/src/features/ai/learning/split.ts';
import {
  designDirections,
  trainModel,
  type LabelledRows,
} from '../apps/server/src/features/ai/learning/trained-model.ts';
import { loadTreatmentHistories } from '../apps/server/src/features/ai/treatment/load-histories.ts';
import { markTreatmentOutcomes } from '../apps/server/src/features/ai/treatment/mark-outcomes.ts';
import { treatmentTrainingSet } from '../apps/server/src/features/ai/treatment/training-set.ts';
import { recomputeDerivedVariables } from '../apps/server/src/features/variable-values/index.ts';
import { writeDemoCohort } from './lib/demo-cohort.ts';
import { createScratchDatabase } from './lib/scratch-database.ts';

const flavour = (process.argv[2] ?? 'bedwetting') as Customer;
const patients = Number(process.argv[3] ?? 10_000);
const historyDays = Number(process.argv[4] ?? (flavour === 'bedwetting' ? 365 : 200));
const SEED = 20261129;

async function step<T>(label: string, run: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  const load = os.loadavg()[0]!.toFixed(1);
  console.log(
    `${label.padEnd(48)} ${((performance.now() - started) / 1000).toFixed(2).padStart(8)} s  (load ${load})`,
  );
  return result;
}

async function rowsOf(db: Db, today: string): Promise<LabelledRows> {
  if (flavour === 'bedwetting') {
    const histories = await step('load treatment histories', () => loadTreatmentHistories(db));
    return step('training rows (as known on each day)', () =>
      treatmentTrainingSet(
        histories.filter((history) => history.outcome !== null && !isHeldOut(history.patientId)),
      ),
    );
  }
  const ids = (await db.selectFrom('patient').select('id').execute()).map((patient) => patient.id);
  const days: string[] = [];
  for (let back = HORIZON_DAYS; back <= 182; back += 7) days.push(addDays(today, -back));
  const snapshots = await step('snapshot SQL', () => hospitalizationSnapshots(db, { patientIds: ids, days }));
  const chosen = snapshots.filter(
    (s) => s.admitted !== null && isScoredSnapshot(s.features) && !isHeldOut(s.patientId),
  );
  return {
    featureNames: HOSPITALIZATION_FEATURES,
    rows: chosen.map((s) => s.features),
    classes: chosen.map(() => 0),
    risky: chosen.map((s) => s.admitted === true),
    groups: chosen.map((s) => s.patientId),
  };
}

async function main(): Promise<void> {
  const today = new Date();
  const todayText = today.toISOString().slice(0, 10);
  let url = process.env.AI_PROFILE_COHORT;
  let drop = async () => {};
  if (!url) {
    const scratch = await createScratchDatabase(`vigil_ai_profile_${flavour}`);
    url = scratch.url;
    drop = () => scratch.drop();
  }
  const database = await openDatabase({ kind: 'postgres', url }, 2);
  try {
    if (!process.env.AI_PROFILE_COHORT)
      await step(`write ${patients} patients over ${historyDays} days`, async () => {
        await writeDemoCohort(database.db, { customer: flavour, seed: SEED, patients, historyDays, today });
        if (flavour === 'bedwetting') await markTreatmentOutcomes(database.db, todayText);
        else await recomputeDerivedVariables(database.db, { customer: 'generic', asOf: today });
      });
    const data = await rowsOf(database.db, todayText);
    console.log(
      `${data.rows.length} rows of ${new Set(data.groups).size} patients, ${data.featureNames.length} features`,
    );
    const standardizer = fitStandardizer(data.rows, data.featureNames.length);
    const layout = designLayout(standardizer);
    const design = await step('design matrix', () =>
      data.rows.map((row) => toDesign(standardizer, layout, row)),
    );
    const labels = data.risky.map((risky) => (risky ? 1 : 0));
    const directions = designDirections(data.featureNames, layout);
    const chosen = await step('cross-validation over the L2 grid', () =>
      crossValidateL2(design, labels, data.groups, directions),
    );
    console.log(`  chose l2 ${chosen.l2}; tried ${chosen.losses.map((l) => l.l2).join(', ')}`);
    await step('final risk fit', () => fitSignConstrained(design, labels, directions, { l2: chosen.l2 }));
    await step('Platt', () => fitPlatt(Array.from(chosen.outOfFold), data.risky));
    if (flavour === 'bedwetting')
      await step('outcome classes (4, multinomial)', () => fitLogistic(design, data.classes, 4, { l2: 1 }));
    await step('trainModel as a whole', () => trainModel(data, flavour === 'bedwetting' ? 4 : null));
  } finally {
    await database.close();
    await drop();
  }
}

await main();
