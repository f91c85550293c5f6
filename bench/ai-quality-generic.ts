/**
 * Quality of the generic flavour's hospitalization model on a demo cohort, beside a ceiling
 * measured in the same run: the same snapshots given the generator's hidden state as well — the
 * deterioration episode under way on the day (its severity and age) and the patient's frailty
 * (docs/demo-data.md) — which no clinic can know. Also the share of admissions caught when the
 * third of patients with the highest risk is reviewed (issue 19).
 *
 *   npx tsx bench/ai-quality-generic.ts [patients=10000] [historyDays=200]
 *
 * Needs the PostgreSQL server of bench/lib/scratch-database.ts; the scratch database is dropped.
 */
import { addDays, HOSPITALIZATION_FEATURES } from '@vigil/domain';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { createDemoClinic, hashDemoPasswords } from '../apps/server/src/demo/demo-clinic.ts';
import { generateGenericPatient, type GenericPatient } from '../apps/server/src/demo/model/generic.ts';
import { forPatient } from '../apps/server/src/demo/model/random.ts';
import { loadClinicTargets } from '../apps/server/src/demo/placement.ts';
import { ensureReferenceData } from '../apps/server/src/demo/reference-data.ts';
import { writePatients } from '../apps/server/src/demo/writer.ts';
import { hospitalizationSnapshots } from '../apps/server/src/features/ai/hospitalization/snapshots.ts';
import { isHeldOut } from '../apps/server/src/features/ai/learning/split.ts';
import {
  evaluateModel,
  trainModel,
  type LabelledRows,
  type ModelMetrics,
} from '../apps/server/src/features/ai/learning/trained-model.ts';
import { recomputeDerivedVariables } from '../apps/server/src/features/variable-values/index.ts';
import { createScratchDatabase } from './lib/scratch-database.ts';

const patients = Number(process.argv[2] ?? 10_000);
const historyDays = Number(process.argv[3] ?? 200);
const SEED = 20261125;
const HIDDEN = ['inEpisode', 'episodeSeverity', 'episodeDays', 'frailty'];
/** As the training task: weekly snapshots whose 14 days have passed, over the last half year. */
const SNAPSHOT_DAYS = Array.from({ length: 24 }, (_, week) => 14 + week * 7);

const seconds = (started: number) => ((performance.now() - started) / 1000).toFixed(1);
const row = (name: string, model: number, best: number) =>
  console.log(`| ${name} | ${model.toFixed(3)} | ${best.toFixed(3)} | ${(best - model).toFixed(3)} |`);

/** The hidden state on a day: the episode under way (severity, days since it began) and frailty. */
function hiddenOn(patient: GenericPatient, day: string): number[] {
  const episode = patient.episodes.find(
    (candidate) => candidate.start < day && (candidate.end === null || candidate.end >= day),
  );
  const daysIn = episode ? (Date.parse(day) - Date.parse(episode.start)) / 86_400_000 : 0;
  return [Number(Boolean(episode)), episode?.severity ?? 0, daysIn, patient.profile.latent.frailty];
}

async function main(): Promise<void> {
  const scratch = await createScratchDatabase('vigil_ai_quality_generic');
  const database = await openDatabase({ kind: 'postgres', url: scratch.url }, 2);
  const db = database.db;
  try {
    await migrateToLatest(db);
    const today = new Date();
    const todayText = today.toISOString().slice(0, 10);
    let started = performance.now();
    await ensureReferenceData(db, 'generic');
    await createDemoClinic(db, 'generic', await hashDemoPasswords(), today);
    await writePatients(db, {
      customer: 'generic',
      seed: SEED,
      firstIndex: 0,
      count: patients,
      today,
      historyDays,
      clinics: await loadClinicTargets(db),
    });
    await recomputeDerivedVariables(db, { customer: 'generic', asOf: today });
    console.log(`cohort of ${patients} patients over ${historyDays} days written in ${seconds(started)} s`);

    started = performance.now();
    const stored = await db
      .selectFrom('patient')
      .select(['id', 'firstName', 'lastName'])
      .orderBy('id')
      .execute();
    const generated = new Map<number, GenericPatient>();
    stored.forEach((patient, index) => {
      const generatedPatient = generateGenericPatient(forPatient(SEED, index), { today, historyDays, index });
      if (generatedPatient.profile.firstName !== patient.firstName)
        throw new Error(`patient ${patient.id} is not cohort index ${index}`);
      generated.set(patient.id, generatedPatient);
    });
    const days = SNAPSHOT_DAYS.filter((back) => back < historyDays).map((back) => addDays(todayText, -back));
    const snapshots = (
      await hospitalizationSnapshots(db, { patientIds: stored.map((patient) => patient.id), days })
    ).filter((snapshot) => snapshot.admitted !== null);
    console.log(`snapshots ${snapshots.length} read in ${seconds(started)} s`);

    const rowsOf = (heldOut: boolean, hidden: boolean): LabelledRows => {
      const chosen = snapshots.filter((snapshot) => isHeldOut(snapshot.patientId) === heldOut);
      return {
        featureNames: hidden ? [...HOSPITALIZATION_FEATURES, ...HIDDEN] : HOSPITALIZATION_FEATURES,
        rows: chosen.map((snapshot) =>
          hidden
            ? Float64Array.from([
                ...snapshot.features,
                ...hiddenOn(generated.get(snapshot.patientId)!, snapshot.day),
              ])
            : snapshot.features,
        ),
        classes: chosen.map(() => 0),
        risky: chosen.map((snapshot) => snapshot.admitted === true),
        groups: chosen.map((snapshot) => snapshot.patientId),
      };
    };
    started = performance.now();
    const observed = evaluateModel(trainModel(rowsOf(false, false), null), rowsOf(true, false));
    const trainedIn = seconds(started);
    const ceiling = evaluateModel(trainModel(rowsOf(false, true), null), rowsOf(true, true));
    const admissions = snapshots.filter((snapshot) => snapshot.admitted).length;
    console.log(
      `admissions within 14 days: ${admissions} of ${snapshots.length} snapshots; trained in ${trainedIn} s`,
    );
    report(observed, ceiling);
  } finally {
    await database.close();
    await scratch.drop();
  }
}

function report(observed: ModelMetrics, ceiling: ModelMetrics): void {
  console.log('| held out | model | ceiling | gap |\n|---|---|---|---|');
  row('AUC (admission within 14 days)', observed.riskAuc, ceiling.riskAuc);
  row('Brier', observed.riskBrier, ceiling.riskBrier);
  row('recall, top third reviewed', observed.topThird.recall, ceiling.topThird.recall);
  row('precision, top third reviewed', observed.topThird.precision, ceiling.topThird.precision);
  const worst = Math.max(...observed.calibration.map((bin) => Math.abs(bin.meanPredicted - bin.observed)));
  console.log(
    `calibration by decile (predicted → observed): ${observed.calibration
      .map((bin) => `${bin.meanPredicted.toFixed(3)}→${bin.observed.toFixed(3)}`)
      .join(' ')}; largest gap ${worst.toFixed(3)}`,
  );
}

await main();
