/**
 * Where the training task's time goes (issue 37), step by step on the PostgreSQL server: loading
 * the histories or the snapshot SQL, building the training rows, the design matrix, the grouped
 * cross-validation over the L2 grid, the final fit, Platt scaling with the covariance, the outcome
 * classes' model. Each step is timed alone, in the order the task runs them: wall time, and the
 * CPU time of this process and of the scratch database's backends (the host's load moves those
 * far less).
 *
 *   npx tsx bench/ai-training-profile.ts <bedwetting|generic> [patients=10000] [historyDays]
 *
 * `BENCH_KEEP=1` keeps the scratch database; `AI_PROFILE_COHORT=<its address>` profiles that cohort
 * again without writing it (the same UTC day).
 */
import { aiFeatureDirection, type Customer } from '@vigil/domain';
import os from 'node:os';
import {
  crossValidateL2,
  designDirections,
  designLayout,
  fitLogistic,
  fitPlatt,
  fitSignConstrained,
  fitStandardizer,
  toDesign,
  trainModel,
} from '@vigil/learning';
import { aiTrainingRows, openAiCohort, type Step } from './lib/ai-cohort.ts';
import { measureCpu } from './lib/cpu.ts';

const flavour = (process.argv[2] ?? 'bedwetting') as Customer;
const patients = Number(process.argv[3] ?? 10_000);
const historyDays = Number(process.argv[4] ?? (flavour === 'bedwetting' ? 365 : 200));

/** The scratch database's name, once open: only its backends' CPU time counts. */
let database: string | undefined;

const step: Step = async (label, run) => {
  const started = performance.now();
  const { result, cpu } = await measureCpu(null, async () => run(), database);
  const load = os.loadavg()[0]!.toFixed(1);
  const seconds = (ms: number) => (ms / 1000).toFixed(2).padStart(7);
  // While the cohort is written the scratch database is not known yet: this process's CPU only.
  const databaseCpu = database === undefined ? '' : ` + database ${seconds(cpu.databaseMs)} s`;
  console.log(
    `${label.padEnd(44)} ${seconds(performance.now() - started)} s  CPU ${seconds(cpu.benchMs)} s${databaseCpu}  (load ${load})`,
  );
  return result;
};

async function main(): Promise<void> {
  const todayText = new Date().toISOString().slice(0, 10);
  const cohort = await openAiCohort(
    `vigil_ai_profile_${flavour}`,
    {
      flavour,
      patients,
      historyDays,
    },
    step,
  );
  database = cohort.name;
  try {
    const data = await aiTrainingRows(cohort.db, flavour, todayText, step);
    console.log(
      `${data.rows.length} rows of ${new Set(data.groups).size} patients, ${data.featureNames.length} features`,
    );
    const standardizer = fitStandardizer(data.rows, data.featureNames.length);
    const layout = designLayout(standardizer);
    const design = await step('design matrix', () =>
      data.rows.map((row) => toDesign(standardizer, layout, row)),
    );
    const labels = data.risky.map((risky) => (risky ? 1 : 0));
    const directions = designDirections(data.featureNames, layout, aiFeatureDirection);
    const chosen = await step(`cross-validation over the L2 grid (${layout.width} columns)`, () =>
      crossValidateL2(design, labels, data.groups, directions),
    );
    console.log(`  chose l2 ${chosen.l2}; tried ${chosen.losses.map((l) => l.l2).join(', ')}`);
    await step('final risk fit', () => fitSignConstrained(design, labels, directions, { l2: chosen.l2 }));
    await step('Platt', () => fitPlatt(Array.from(chosen.outOfFold), data.risky));
    if (flavour === 'bedwetting')
      await step('outcome classes (4, multinomial)', () => fitLogistic(design, data.classes, 4, { l2: 1 }));
    await step('trainModel as a whole', () =>
      trainModel(data, flavour === 'bedwetting' ? 4 : null, aiFeatureDirection),
    );
  } finally {
    await cohort.close();
  }
}

await main();
