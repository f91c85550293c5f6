/**
 * Quality of the treatment-outcome model on a demo cohort, beside a ceiling measured in the same
 * run: the same model and snapshots given the generator's hidden traits as well (adherence,
 * baseline wetting, response, non-responder, planned length — docs/demo-data.md), which no
 * clinic can know. The gap is what the observable data leaves unexplained; the targets (issue 19)
 * are within 0.03 AUC of the ceiling and calibration within ±0.05 per decile.
 *
 *   npx tsx bench/ai-quality.ts [patients=10000] [historyDays=730]
 *
 * Needs the PostgreSQL server of bench/lib/scratch-database.ts; the scratch database is dropped.
 */
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { createDemoClinic, hashDemoPasswords } from '../apps/server/src/demo/demo-clinic.ts';
import { generateBedwettingPatient } from '../apps/server/src/demo/model/bedwetting.ts';
import { forPatient } from '../apps/server/src/demo/model/random.ts';
import { loadClinicTargets } from '../apps/server/src/demo/placement.ts';
import { ensureReferenceData } from '../apps/server/src/demo/reference-data.ts';
import { writePatients } from '../apps/server/src/demo/writer.ts';
import { auc } from '../apps/server/src/features/ai/learning/metrics.ts';
import { isHeldOut } from '../apps/server/src/features/ai/learning/split.ts';
import {
  evaluateModel,
  scoreRow,
  trainModel,
  type TrainedModel,
  type LabelledRows,
  type ModelMetrics,
} from '../apps/server/src/features/ai/learning/trained-model.ts';
import { TREATMENT_OUTCOMES } from '../apps/server/src/features/ai/treatment/history.ts';
import { loadTreatmentHistories } from '../apps/server/src/features/ai/treatment/load-histories.ts';
import { markTreatmentOutcomes } from '../apps/server/src/features/ai/treatment/mark-outcomes.ts';
import { alarmTypesOfModel } from '../apps/server/src/features/ai/treatment/train.ts';
import { treatmentTrainingSet } from '../apps/server/src/features/ai/treatment/training-set.ts';
import { createScratchDatabase } from './lib/scratch-database.ts';

const patients = Number(process.argv[2] ?? 10_000);
const historyDays = Number(process.argv[3] ?? 730);
const SEED = 20261125;
const HIDDEN = [
  'adherence',
  'baselineWetProbability',
  'weeklyLogOddsDecline',
  'nonResponder',
  'plannedNights',
];

const seconds = (started: number) => ((performance.now() - started) / 1000).toFixed(1);

async function main(): Promise<void> {
  const scratch = await createScratchDatabase('vigil_ai_quality');
  const database = await openDatabase({ kind: 'postgres', url: scratch.url }, 2);
  const db = database.db;
  try {
    await migrateToLatest(db);
    const today = new Date();
    let started = performance.now();
    await ensureReferenceData(db, 'bedwetting');
    await createDemoClinic(db, 'bedwetting', await hashDemoPasswords(), today);
    await writePatients(db, {
      customer: 'bedwetting',
      seed: SEED,
      firstIndex: 0,
      count: patients,
      today,
      historyDays,
      clinics: await loadClinicTargets(db),
    });
    // The product labels finished treatments nobody recorded an outcome for the same way.
    await markTreatmentOutcomes(db, today.toISOString().slice(0, 10));
    console.log(`cohort of ${patients} children over ${historyDays} days written in ${seconds(started)} s`);

    started = performance.now();
    const finished = (await loadTreatmentHistories(db)).filter((history) => history.outcome !== null);
    // Ids were taken in cohort order: the hidden traits of a patient are those of its index
    // (checked by name, which the generator draws for the same index).
    const names = new Map(
      (await db.selectFrom('patient').select(['id', 'firstName', 'lastName']).orderBy('id').execute()).map(
        (row, index) => [row.id, { ...row, index }],
      ),
    );
    const latentOf = new Map<number, number[]>();
    for (const history of finished) {
      const stored = names.get(history.patientId)!;
      const child = generateBedwettingPatient(forPatient(SEED, stored.index), {
        today,
        historyDays,
        index: stored.index,
      });
      if (child.profile.firstName !== stored.firstName || child.profile.lastName !== stored.lastName)
        throw new Error(`patient ${history.patientId} is not cohort index ${stored.index}`);
      const latent = child.profile.latent;
      latentOf.set(history.patientId, [
        latent.adherence,
        latent.baselineWetProbability,
        latent.weeklyLogOddsDecline,
        Number(latent.nonResponder),
        latent.plannedNights,
      ]);
    }
    const trainingHistories = finished.filter((history) => !isHeldOut(history.patientId));
    const heldOutHistories = finished.filter((history) => isHeldOut(history.patientId));
    const training = treatmentTrainingSet(trainingHistories);
    const model = trainModel(training, TREATMENT_OUTCOMES.length);
    const observed = evaluateModel(model, treatmentTrainingSet(heldOutHistories, alarmTypesOfModel(model)));
    const trainedIn = seconds(started);

    const withHidden = (rows: LabelledRows): LabelledRows => ({
      ...rows,
      featureNames: [...rows.featureNames, ...HIDDEN],
      rows: rows.rows.map((row, index) => Float64Array.from([...row, ...latentOf.get(rows.groups[index]!)!])),
    });
    const ceilingModel = trainModel(withHidden(training), TREATMENT_OUTCOMES.length);
    const ceiling = evaluateModel(
      ceilingModel,
      withHidden(treatmentTrainingSet(heldOutHistories, alarmTypesOfModel(model))),
    );

    console.log(
      `finished treatments ${finished.length} (held out ${heldOutHistories.length}); snapshots ${training.rows.length} for training; trained in ${trainedIn} s`,
    );
    report(observed, ceiling);
    const heldOut = treatmentTrainingSet(heldOutHistories, alarmTypesOfModel(model));
    const heldOutHidden = withHidden(heldOut);
    const night = heldOut.featureNames.indexOf('nightsInTreatment');
    for (const [label, keep] of [
      ['days 7–28', (nights: number) => nights <= 28],
      ['days 42–98', (nights: number) => nights > 28],
    ] as const) {
      const picked = heldOut.rows.flatMap((row, index) => (keep(row[night]!) ? [index] : []));
      const riskAucOf = (trained: TrainedModel, rows: readonly Float64Array[]) =>
        auc(
          picked.map((index) => scoreRow(trained, rows[index]!).risk),
          picked.map((index) => heldOut.risky[index]!),
        );
      row(
        `risk AUC, ${label} (${picked.length} snapshots)`,
        riskAucOf(model, heldOut.rows),
        riskAucOf(ceilingModel, heldOutHidden.rows),
      );
    }
  } finally {
    await database.close();
    await scratch.drop();
  }
}

const row = (name: string, model: number, best: number) =>
  console.log(`| ${name} | ${model.toFixed(3)} | ${best.toFixed(3)} | ${(best - model).toFixed(3)} |`);

function report(observed: ModelMetrics, ceiling: ModelMetrics): void {
  console.log('| held out | model | ceiling | gap |\n|---|---|---|---|');
  row('risk AUC (not succeeding)', observed.riskAuc, ceiling.riskAuc);
  TREATMENT_OUTCOMES.forEach((outcome, index) =>
    row(`AUC ${outcome}`, observed.outcomeAuc?.[index] ?? NaN, ceiling.outcomeAuc?.[index] ?? NaN),
  );
  row('Brier (four outcomes)', observed.outcomeBrier ?? NaN, ceiling.outcomeBrier ?? NaN);
  row('Brier (risk)', observed.riskBrier, ceiling.riskBrier);
  const worst = Math.max(...observed.calibration.map((bin) => Math.abs(bin.meanPredicted - bin.observed)));
  console.log(
    `calibration by decile (predicted → observed): ${observed.calibration
      .map((bin) => `${bin.meanPredicted.toFixed(2)}→${bin.observed.toFixed(2)}`)
      .join(' ')}; largest gap ${worst.toFixed(3)}`,
  );
}

await main();
