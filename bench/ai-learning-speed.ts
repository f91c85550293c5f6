/**
 * Speed of the AI learning module at product scale, without a database: a synthetic training set
 * shaped like the treatment model's (about four snapshots per patient, 30 features, a fifth of
 * them sometimes missing), then training both models, scoring every patient and explaining one.
 *
 *   npx tsx bench/ai-learning-speed.ts [patients=100000]
 *
 * Baseline, measured in the same run: one pass over the design rows computing a linear score per
 * row — the least any training or scoring must do. Targets (issue 19): training on 100,000
 * patients ≤ 60 s, scoring every patient ≤ 30 s, one prediction with its contributions ≤ 200 ms.
 */
import { aiFeatureDirection } from '@vigil/domain';
import {
  createRng,
  designLayout,
  fitStandardizer,
  linearScore,
  scoreRow,
  toDesign,
  trainModel,
} from '@vigil/learning';

const patients = Number(process.argv[2] ?? 100_000);
const SNAPSHOTS = 4;
const FEATURES = 30;
const rng = createRng(20261124);

const truth = Array.from({ length: FEATURES }, (_, j) => (j % 3 === 0 ? rng.normal(0, 0.6) : 0));
const rows: Float64Array[] = [];
const classes: number[] = [];
const risky: boolean[] = [];
const groups: number[] = [];
for (let patient = 0; patient < patients; patient++) {
  const trait = rng.normal();
  for (let snapshot = 0; snapshot < SNAPSHOTS; snapshot++) {
    const row = Float64Array.from({ length: FEATURES }, (_, j) =>
      j >= 24 && rng.next() < 0.2 ? NaN : rng.normal(j === 0 ? trait : 0),
    );
    const score = truth.reduce(
      (sum, weight, j) => sum + weight * (Number.isNaN(row[j]!) ? 0 : row[j]!),
      trait,
    );
    const label = score > 1 ? 3 : score > 0 ? 2 : score > -1 ? 1 : 0;
    rows.push(row);
    classes.push(label);
    risky.push(label >= 2);
    groups.push(patient);
  }
}
const featureNames = Array.from({ length: FEATURES }, (_, j) => `f${j}`);
const data = { featureNames, rows, classes, risky, groups };

const seconds = (started: number) => (performance.now() - started) / 1000;

let started = performance.now();
const standardizer = fitStandardizer(rows, FEATURES);
const layout = designLayout(standardizer);
const coefficients = [0, ...Array.from({ length: layout.width }, () => 0.01)];
let checksum = 0;
for (const row of rows) checksum += linearScore(coefficients, toDesign(standardizer, layout, row));
const baseline = seconds(started);

started = performance.now();
const model = trainModel(data, 4, aiFeatureDirection);
const training = seconds(started);

started = performance.now();
let scored = 0;
for (let patient = 0; patient < patients; patient++)
  scored += scoreRow(model, rows[patient * SNAPSHOTS]!).risk;
const scoring = seconds(started);

started = performance.now();
const one = scoreRow(model, rows[0]!);
const single = (performance.now() - started) / 1000;

const line = (label: string, value: number, target: number) =>
  console.log(
    `${label.padEnd(44)} ${value.toFixed(3).padStart(8)} s   ×${(value / baseline).toFixed(1).padStart(6)} baseline   target ≤ ${target} s ${value <= target ? 'met' : 'MISSED'}`,
  );
console.log(
  `${patients} patients, ${rows.length} rows, ${FEATURES} features (${layout.width} design columns)`,
);
console.log(`baseline: one scoring pass over every row    ${baseline.toFixed(3).padStart(8)} s`);
line('training (4-class + binary risk, Newton)', training, 60);
line('scoring every patient (risk + explanation)', scoring, 30);
line('one prediction with its contributions', single, 0.2);
console.log(
  `(checksums ${checksum.toFixed(1)} ${scored.toFixed(1)} ${one.explanation.baseValue.toFixed(3)})`,
);
