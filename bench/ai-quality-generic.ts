/**
 * Quality of the generic flavour's hospitalization model on a demo cohort, beside a ceiling
 * measured in the same run: the same snapshots given the generator's hidden state as well — the
 * deterioration episode under way on the day (its severity and age) and the patient's frailty
 * (docs/demo-data.md) — which no clinic can know. Also the share of admissions caught when the
 * third of patients with the highest risk is reviewed (issue 19).
 *
 *   npx tsx bench/ai-quality-generic.ts [patients=10000] [historyDays=200]
 *
 * A second ceiling is given only what the data could have shown by the day: an episode once it
 * is 3 days old (before, its load is below the day-to-day noise of the readings), and instead of
 * the frailty its posterior mean from the number of episodes the patient had in the history
 * before the day (the generator's episode rate and frailty prior) — as if every past episode had
 * been recognised without error.
 *
 * Needs the PostgreSQL server of bench/lib/scratch-database.ts; the scratch database is dropped
 * (BENCH_KEEP=1 keeps it). AI_QUALITY_COHORT=<its address> measures a kept cohort again without
 * writing it, on the UTC day it was written and with the same arguments.
 */
import { aiFeatureDirection, addDays, HOSPITALIZATION_FEATURES } from '@vigil/domain';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { generateGenericPatient, type GenericPatient } from '../apps/server/src/demo/model/generic.ts';
import { GENERIC } from '../apps/server/src/demo/model/generic-parameters.ts';
import {
  evaluateModel,
  forPatient,
  isHeldOut,
  type LabelledRows,
  type ModelMetrics,
  trainModel,
} from '@vigil/learning';
import { hospitalizationSnapshots } from '../apps/server/src/features/ai/hospitalization/snapshots.ts';
import { recomputeDerivedVariables } from '../apps/server/src/features/variable-values/index.ts';
import { writeDemoCohort } from './lib/demo-cohort.ts';
import { createScratchDatabase } from './lib/scratch-database.ts';

const patients = Number(process.argv[2] ?? 10_000);
const historyDays = Number(process.argv[3] ?? 200);
const SEED = 20261125;
const KEPT_COHORT = process.env.AI_QUALITY_COHORT;
const HIDDEN = ['inEpisode', 'episodeSeverity', 'episodeDays', 'frailty'];
/** An episode shows in the readings from this many days after it began. */
const EPISODE_VISIBLE_AFTER_DAYS = 3;
const DAY_MS = 86_400_000;
/** As the training task: weekly snapshots whose 14 days have passed, over the last half year. */
const SNAPSHOT_DAYS = Array.from({ length: 24 }, (_, week) => 14 + week * 7);

const seconds = (started: number) => ((performance.now() - started) / 1000).toFixed(1);
const row = (name: string, model: number, best: number, observable: number) =>
  console.log(
    `| ${name} | ${model.toFixed(3)} | ${best.toFixed(3)} | ${(best - model).toFixed(3)} | ${observable.toFixed(3)} | ${(observable - model).toFixed(3)} |`,
  );

/** The hidden state on a day: the episode under way (severity, days since it began) and frailty. */
function hiddenOn(patient: GenericPatient, day: string): number[] {
  const episode = patient.episodes.find(
    (candidate) => candidate.start < day && (candidate.end === null || candidate.end >= day),
  );
  const daysIn = episode ? (Date.parse(day) - Date.parse(episode.start)) / 86_400_000 : 0;
  return [Number(Boolean(episode)), episode?.severity ?? 0, daysIn, patient.profile.latent.frailty];
}

/**
 * What the data could have shown by the day: the episode under way if it began at least 3 days
 * before, and the posterior mean frailty given the episodes that began in the history before
 * the day (Poisson count at the cohort's rate × frailty, log-normal prior).
 */
function visibleOn(patient: GenericPatient, day: string, historyStart: string): number[] {
  const [inEpisode, severity, daysIn] = hiddenOn(patient, day);
  const visible = inEpisode === 1 && daysIn! >= EPISODE_VISIBLE_AFTER_DAYS;
  const from = Math.max(Date.parse(patient.enrolledOn), Date.parse(historyStart));
  const observedDays = Math.max(0, (Date.parse(day) - from) / DAY_MS);
  const episodes = patient.episodes.filter(
    (episode) => Date.parse(episode.start) >= from && episode.start < day,
  ).length;
  const { frailty, episodeRatePerDay } = patient.profile.latent;
  const rateAtFrailtyOne = episodeRatePerDay / frailty;
  let [total, mean] = [0, 0];
  for (let step = -4; step <= 4.001; step += 0.05) {
    const candidate = Math.exp(step * GENERIC.frailtySdLog);
    const expected = rateAtFrailtyOne * candidate * observedDays;
    const weight = Math.exp(-0.5 * step * step - expected + episodes * Math.log(expected + 1e-12));
    total += weight;
    mean += weight * candidate;
  }
  return [Number(visible), visible ? severity! : 0, visible ? daysIn! : 0, mean / total];
}

async function main(): Promise<void> {
  const scratch = KEPT_COHORT
    ? { url: KEPT_COHORT, drop: async () => {} }
    : await createScratchDatabase('vigil_ai_quality_generic');
  const database = await openDatabase({ kind: 'postgres', url: scratch.url }, 2);
  const db = database.db;
  try {
    const today = new Date();
    const todayText = today.toISOString().slice(0, 10);
    let started = performance.now();
    if (!KEPT_COHORT) {
      await writeDemoCohort(db, { customer: 'generic', seed: SEED, patients, historyDays, today });
      await recomputeDerivedVariables(db, { customer: 'generic', asOf: today });
      console.log(`cohort of ${patients} patients over ${historyDays} days written in ${seconds(started)} s`);
    }

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

    const historyStart = addDays(todayText, -historyDays);
    type Given = 'none' | 'all' | 'visible' | 'visibleEpisode' | 'frailtyFromHistory';
    const rowsOf = (heldOut: boolean, hidden: Given): LabelledRows => {
      const chosen = snapshots.filter((snapshot) => isHeldOut(snapshot.patientId) === heldOut);
      const extra = (patient: GenericPatient, day: string): number[] => {
        if (hidden === 'none') return [];
        const all = hiddenOn(patient, day);
        const visible = visibleOn(patient, day, historyStart);
        if (hidden === 'all') return all;
        if (hidden === 'visible') return visible;
        // One part of the hidden state as the data could show it, the other as it was.
        return hidden === 'visibleEpisode'
          ? [...visible.slice(0, 3), all[3]!]
          : [...all.slice(0, 3), visible[3]!];
      };
      return {
        featureNames: [...HOSPITALIZATION_FEATURES, ...(hidden === 'none' ? [] : HIDDEN)],
        rows: chosen.map((snapshot) =>
          Float64Array.from([
            ...snapshot.features,
            ...extra(generated.get(snapshot.patientId)!, snapshot.day),
          ]),
        ),
        classes: chosen.map(() => 0),
        risky: chosen.map((snapshot) => snapshot.admitted === true),
        groups: chosen.map((snapshot) => snapshot.patientId),
      };
    };
    started = performance.now();
    const observed = evaluateModel(
      trainModel(rowsOf(false, 'none'), null, aiFeatureDirection),
      rowsOf(true, 'none'),
    );
    const trainedIn = seconds(started);
    const ceiling = evaluateModel(
      trainModel(rowsOf(false, 'all'), null, aiFeatureDirection),
      rowsOf(true, 'all'),
    );
    const observable = evaluateModel(
      trainModel(rowsOf(false, 'visible'), null, aiFeatureDirection),
      rowsOf(true, 'visible'),
    );
    const admissions = snapshots.filter((snapshot) => snapshot.admitted).length;
    console.log(
      `admissions within 14 days: ${admissions} of ${snapshots.length} snapshots; trained in ${trainedIn} s`,
    );
    report(observed, ceiling, observable);
    for (const [label, given] of [
      ['episodes only from day 3, true frailty', 'visibleEpisode'],
      ['true episodes, frailty from the history', 'frailtyFromHistory'],
    ] as const) {
      const partial = evaluateModel(
        trainModel(rowsOf(false, given), null, aiFeatureDirection),
        rowsOf(true, given),
      );
      console.log(`ceiling given ${label}: AUC ${partial.riskAuc.toFixed(3)}`);
    }
  } finally {
    await database.close();
    await scratch.drop();
  }
}

function report(observed: ModelMetrics, ceiling: ModelMetrics, observable: ModelMetrics): void {
  console.log(
    '| held out | model | ceiling | gap | ceiling, observable by the day | gap |\n|---|---|---|---|---|---|',
  );
  row('AUC (admission within 14 days)', observed.riskAuc, ceiling.riskAuc, observable.riskAuc);
  row('Brier', observed.riskBrier, ceiling.riskBrier, observable.riskBrier);
  row(
    'recall, top third reviewed',
    observed.topThird.recall,
    ceiling.topThird.recall,
    observable.topThird.recall,
  );
  row(
    'precision, top third reviewed',
    observed.topThird.precision,
    ceiling.topThird.precision,
    observable.topThird.precision,
  );
  const worst = Math.max(...observed.calibration.map((bin) => Math.abs(bin.meanPredicted - bin.observed)));
  console.log(
    `calibration by decile (predicted → observed): ${observed.calibration
      .map((bin) => `${bin.meanPredicted.toFixed(3)}→${bin.observed.toFixed(3)}`)
      .join(' ')}; largest gap ${worst.toFixed(3)}`,
  );
}

await main();
