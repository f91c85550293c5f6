/**
 * Quality of the AI at the size of a real clinic (issue 37): the product's own training
 * (cross-validated L2, sign constraints, Platt on out-of-fold predictions) on 150, 300, 600 and
 * 1,200 patients drawn from a demo cohort of one seed, measured on every scored row of a cohort of
 * another seed (10,000 new patients): the rows live scoring scores (treatment/scored.ts,
 * hospitalization/scored.ts), each as known at its day. Per size, the median and the worst of a
 * few draws: held-out AUC, Brier, count-weighted mean and worst decile calibration error. Beside
 * them, in the same run on the same rows: the same model trained on the whole first cohort, and
 * scikit-learn's histogram gradient boosting and cross-validated logistic regression (Debian's
 * python3-sklearn, /usr/bin/python3) as the baseline.
 *
 *   npx tsx bench/ai-quality-clinic-size.ts [flavour=both|bedwetting|generic] [evaluated=10000] [trainingCohort=10000] [draws=3]
 *
 * Needs the PostgreSQL server of bench/lib/scratch-database.ts; the scratch databases are dropped.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aiFeatureDirection, addDays, type Customer } from '@vigil/domain';
import { openDatabase, type Db } from '../apps/server/src/db/database.ts';
import { isScoredSnapshot } from '../apps/server/src/features/ai/hospitalization/scored.ts';
import { snapshotRows } from '../apps/server/src/features/ai/hospitalization/train.ts';
import {
  HORIZON_DAYS,
  hospitalizationSnapshots,
} from '../apps/server/src/features/ai/hospitalization/snapshots.ts';
import {
  auc,
  binaryBrierScore,
  calibrationByDecile,
  calibrationError,
  type LabelledRows,
  scoreRow,
  type TrainedModel,
  trainModel,
} from '@vigil/learning';
import { TREATMENT_OUTCOMES } from '../apps/server/src/features/ai/treatment/history.ts';
import { loadTreatmentHistories } from '../apps/server/src/features/ai/treatment/load-histories.ts';
import { markTreatmentOutcomes } from '../apps/server/src/features/ai/treatment/mark-outcomes.ts';
import { alarmTypesOfModel } from '../apps/server/src/features/ai/treatment/train.ts';
import { inModelOrder, treatmentTrainingSet } from '../apps/server/src/features/ai/treatment/training-set.ts';
import { recomputeDerivedVariables } from '../apps/server/src/features/variable-values/index.ts';
import { writeDemoCohort } from './lib/demo-cohort.ts';
import { createScratchDatabase } from './lib/scratch-database.ts';

const flavours: Customer[] =
  process.argv[2] === 'bedwetting' || process.argv[2] === 'generic'
    ? [process.argv[2]]
    : ['bedwetting', 'generic'];
const evaluated = Number(process.argv[3] ?? 10_000);
const trainingCohort = Number(process.argv[4] ?? 10_000);
const draws = Number(process.argv[5] ?? 3);
const SIZES = [150, 300, 600, 1200];
const TRAINING_SEED = 20261129;
const EVALUATION_SEED = 20261130;
const HISTORY_DAYS: Record<Customer, number> = { bedwetting: 730, generic: 200 };
/** As the generic training task: weekly snapshots whose 14 days have passed, over the last half year. */
const GENERIC_SNAPSHOT_DAYS = Array.from({ length: 24 }, (_, week) => HORIZON_DAYS + week * 7);

const OPENBLAS = '/usr/lib/x86_64-linux-gnu/openblas-pthread';

const seconds = (started: number) => ((performance.now() - started) / 1000).toFixed(1);

interface Metrics {
  auc: number;
  brier: number;
  meanCalibration: number;
  worstCalibration: number;
}

function metricsOf(predicted: readonly number[], positive: readonly boolean[]): Metrics {
  const error = calibrationError(calibrationByDecile(predicted, positive));
  return {
    auc: auc(predicted, positive),
    brier: binaryBrierScore(predicted, positive),
    meanCalibration: error.mean,
    worstCalibration: error.worst,
  };
}

/** The labelled scored rows of one cohort, written into a scratch database of its own. */
async function cohortRows(
  flavour: Customer,
  seed: number,
  patients: number,
  like?: LabelledRows,
): Promise<LabelledRows> {
  const scratch = await createScratchDatabase(`vigil_ai_clinic_${flavour}`);
  const database = await openDatabase({ kind: 'postgres', url: scratch.url }, 2);
  try {
    const today = new Date();
    const todayText = today.toISOString().slice(0, 10);
    const historyDays = HISTORY_DAYS[flavour];
    const started = performance.now();
    await writeDemoCohort(database.db, { customer: flavour, seed, patients, historyDays, today });
    if (flavour === 'bedwetting') await markTreatmentOutcomes(database.db, todayText);
    else await recomputeDerivedVariables(database.db, { customer: 'generic', asOf: today });
    const rows =
      flavour === 'bedwetting'
        ? await bedwettingRows(database.db, like)
        : await genericRows(database.db, todayText, historyDays);
    console.log(
      `${flavour} seed ${seed}: ${patients} patients written and read in ${seconds(started)} s; ${rows.rows.length} scored rows of ${new Set(rows.groups).size} patients, ${rows.risky.filter(Boolean).length} events`,
    );
    return rows;
  } finally {
    await database.close();
    await scratch.drop();
  }
}

/** The scored rows of the finished treatments; with the alarm types of `like` (the same columns) if given. */
async function bedwettingRows(db: Db, like?: LabelledRows): Promise<LabelledRows> {
  const finished = (await loadTreatmentHistories(db)).filter((history) => history.outcome !== null);
  const alarmTypes = like?.featureNames
    .filter((name) => name.startsWith('alarm:'))
    .map((name) => name.slice(6));
  return treatmentTrainingSet(finished, alarmTypes);
}

async function genericRows(db: Db, today: string, historyDays: number): Promise<LabelledRows> {
  const patients = await db.selectFrom('patient').select('id').execute();
  const days = GENERIC_SNAPSHOT_DAYS.filter((back) => back < historyDays).map((back) =>
    addDays(today, -back),
  );
  const snapshots = (
    await hospitalizationSnapshots(db, { patientIds: patients.map((patient) => patient.id), days })
  ).filter((snapshot) => snapshot.admitted !== null && isScoredSnapshot(snapshot.features));
  return snapshotRows(snapshots);
}

/** The rows of `patients` patients drawn from the cohort (a seeded shuffle per draw). */
function drawPatients(rows: LabelledRows, patients: number, draw: number): LabelledRows {
  const ids = [...new Set(rows.groups)].sort((a, b) => a - b);
  let state = (draw + 1) * 2_654_435_761;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  for (let i = ids.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  const chosen = new Set(ids.slice(0, patients));
  const keep = rows.groups.flatMap((group, index) => (chosen.has(group) ? [index] : []));
  return pick(rows, keep);
}

function pick<T extends LabelledRows>(rows: T, keep: readonly number[]): T {
  return {
    ...rows,
    rows: keep.map((index) => rows.rows[index]!),
    classes: keep.map((index) => rows.classes[index]!),
    risky: keep.map((index) => rows.risky[index]!),
    groups: keep.map((index) => rows.groups[index]!),
  };
}

/** The evaluation rows in the feature order of `model` (a treatment model knows its own alarm types). */
function evaluationFor(flavour: Customer, model: TrainedModel, evaluation: LabelledRows): LabelledRows {
  if (flavour === 'generic') return evaluation;
  const set = evaluation as ReturnType<typeof treatmentTrainingSet>;
  return inModelOrder({ ...set, alarmTypes: alarmTypesOfModel(model) }, model);
}

function ours(flavour: Customer, training: LabelledRows, evaluation: LabelledRows): Metrics {
  const model = trainModel(
    training,
    flavour === 'bedwetting' ? TREATMENT_OUTCOMES.length : null,
    aiFeatureDirection,
  );
  const rows = evaluationFor(flavour, model, evaluation);
  return metricsOf(
    rows.rows.map((row) => scoreRow(model, row).risk),
    rows.risky,
  );
}

/** scikit-learn on the same rows: [histogram gradient boosting, cross-validated logistic regression]. */
function sklearn(training: LabelledRows, evaluation: LabelledRows, directory: string): [Metrics, Metrics] {
  const write = (name: string, rows: LabelledRows) => {
    const width = rows.featureNames.length;
    const matrix = new Float64Array(rows.rows.length * (width + 2));
    rows.rows.forEach((row, index) => {
      matrix.set(row.subarray(0, width), index * (width + 2));
      matrix[index * (width + 2) + width] = rows.risky[index] ? 1 : 0;
      matrix[index * (width + 2) + width + 1] = rows.groups[index]!;
    });
    writeFileSync(join(directory, `${name}.bin`), Buffer.from(matrix.buffer));
    return width;
  };
  const width = write('training', training);
  write('evaluation', evaluation);
  const result = spawnSync(
    '/usr/bin/python3',
    [join(import.meta.dirname, 'lib', 'sklearn-reference.py'), directory, String(width)],
    {
      encoding: 'utf8',
      maxBuffer: 1 << 30,
      // Debian's numpy finds no BLAS when the libblas.so.3 alternative is unset: give it OpenBLAS.
      env: { ...process.env, LD_LIBRARY_PATH: OPENBLAS, OPENBLAS_NUM_THREADS: '1' },
    },
  );
  if (result.status !== 0) throw new Error(`scikit-learn failed: ${result.stderr}`);
  const predictions = (name: string) =>
    Array.from(new Float64Array(readFileSync(join(directory, name)).buffer.slice(0)));
  return [
    metricsOf(predictions('hgb.bin'), evaluation.risky),
    metricsOf(predictions('logistic.bin'), evaluation.risky),
  ];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function line(label: string, runs: Metrics[]): string {
  const f = (value: number) => value.toFixed(3);
  const of = (key: keyof Metrics) => runs.map((run) => run[key]);
  return `| ${label} | ${f(median(of('auc')))} (${f(Math.min(...of('auc')))}) | ${f(median(of('brier')))} | ${f(median(of('meanCalibration')))} (${f(Math.max(...of('meanCalibration')))}) | ${f(median(of('worstCalibration')))} (${f(Math.max(...of('worstCalibration')))}) |`;
}

async function main(): Promise<void> {
  const directory = mkdtempSync(join(tmpdir(), 'vigil-clinic-size-'));
  try {
    for (const flavour of flavours) {
      const training = await cohortRows(flavour, TRAINING_SEED, trainingCohort);
      const evaluation = await cohortRows(flavour, EVALUATION_SEED, evaluated, training);
      console.log(
        `\n${flavour}: evaluated on ${evaluation.rows.length} scored rows of ${new Set(evaluation.groups).size} patients (seed ${EVALUATION_SEED}); median (worst) of ${draws} draws\n`,
      );
      console.log(
        '| trained on | AUC | Brier | mean calibration error | worst decile error | HGB AUC | logistic CV AUC | ours − best reference |\n|---|---|---|---|---|---|---|---|',
      );
      const sizes = [
        ...SIZES.filter((size) => size < new Set(training.groups).size),
        new Set(training.groups).size,
      ];
      for (const size of sizes) {
        const full = size === sizes[sizes.length - 1];
        const runs: Metrics[] = [];
        const references: [Metrics, Metrics][] = [];
        for (let draw = 0; draw < (full ? 1 : draws); draw++) {
          const drawn = drawPatients(training, size, draw);
          const started = performance.now();
          runs.push(ours(flavour, drawn, evaluation));
          const trainedIn = seconds(started);
          references.push(sklearn(drawn, evaluation, directory));
          console.error(`  ${flavour} ${size} patients draw ${draw + 1}: ours ${trainedIn} s`);
        }
        const hgb = median(references.map(([boosting]) => boosting.auc));
        const logistic = median(references.map(([, linear]) => linear.auc));
        const ourAuc = median(runs.map((run) => run.auc));
        console.log(
          `${line(`${size} patients${full ? ' (the whole cohort)' : ''}`, runs).replace(/ \|$/, '')} | ${hgb.toFixed(3)} | ${logistic.toFixed(3)} | ${(ourAuc - Math.max(hgb, logistic)).toFixed(3)} |`,
        );
        console.log(
          `|   reference calibration (HGB; logistic) | | | ${median(references.map(([boosting]) => boosting.meanCalibration)).toFixed(3)}; ${median(references.map(([, linear]) => linear.meanCalibration)).toFixed(3)} | ${median(references.map(([boosting]) => boosting.worstCalibration)).toFixed(3)}; ${median(references.map(([, linear]) => linear.worstCalibration)).toFixed(3)} | | | |`,
        );
      }
    }
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

await main();
