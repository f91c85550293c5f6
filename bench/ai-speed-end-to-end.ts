/**
 * Speed of the AI jobs end to end on the PostgreSQL server (issue 37): the training task (the
 * history loader or snapshot SQL included, then learning and the held-out check), scoring every
 * active patient (the daily job's prediction step) and the back-fill of a year of weekly
 * predictions, on a demo cohort. Targets: training at 100,000 patients ≤ 60 s, scoring every
 * patient ≤ 30 s, back-fill of a year of weekly predictions for 10,000 patients ≤ 5 min.
 *
 *   npx tsx bench/ai-speed-end-to-end.ts <bedwetting|generic> [patients=100000] [historyDays] [runs=2] [backfillPatients=10000]
 *
 * `runs` 0 and `backfillPatients` 0 with `BENCH_KEEP=1` only write the cohort and keep it.
 *
 * Baseline, measured in the same run: one sequential read of the rows the jobs read (nightly
 * entries, or vital values) with an aggregate — the least any of them must do. The back-fill runs
 * on a cohort of its own (`backfillPatients`, written after the rest). Needs the PostgreSQL server
 * of bench/lib/scratch-database.ts; the scratch databases are dropped (`BENCH_KEEP=1` keeps them, and
 * `AI_SPEED_COHORT=<address>` times the jobs again on the large cohort a run kept, the same UTC day).
 */
import type { Customer } from '@vigil/domain';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../apps/server/src/db/database.ts';
import { predictHospitalizations } from '../apps/server/src/features/ai/hospitalization/predict.ts';
import { trainHospitalizationModel } from '../apps/server/src/features/ai/hospitalization/train.ts';
import { backfillDays } from '../apps/server/src/features/ai/predictions/backfill-days.ts';
import { markTreatmentOutcomes } from '../apps/server/src/features/ai/treatment/mark-outcomes.ts';
import {
  backfillTreatmentPredictions,
  predictTreatments,
} from '../apps/server/src/features/ai/treatment/predict.ts';
import { trainTreatmentModel } from '../apps/server/src/features/ai/treatment/train.ts';
import { recomputeDerivedVariables } from '../apps/server/src/features/variable-values/index.ts';
import { writeDemoCohort } from './lib/demo-cohort.ts';
import { createScratchDatabase } from './lib/scratch-database.ts';

const flavour = (process.argv[2] ?? 'bedwetting') as Customer;
const patients = Number(process.argv[3] ?? 100_000);
const historyDays = Number(process.argv[4] ?? (flavour === 'bedwetting' ? 365 : 200));
const runs = Number(process.argv[5] ?? 2);
const backfillPatients = Number(process.argv[6] ?? 10_000);
const SEED = 20261129;
const YEAR = 365;
const WEEK = 7;

const seconds = (started: number) => (performance.now() - started) / 1000;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return seconds(started);
}

/** The least a job must do: read every row it reads once, with an aggregate. */
async function baseline(db: Db): Promise<number> {
  return timed(() =>
    flavour === 'bedwetting'
      ? sql`select count(*), sum(value) from nightly_entry`.execute(db)
      : sql`select count(*), sum(value) from variable_value where source <> 'ai'`.execute(db),
  );
}

async function cohort(count: number, days: number, kept?: string) {
  const today = new Date();
  const todayText = today.toISOString().slice(0, 10);
  if (kept) {
    const database = await openDatabase({ kind: 'postgres', url: kept }, 2);
    console.log(`${flavour}: the kept cohort ${new URL(kept).pathname.slice(1)}`);
    return { db: database.db, todayText, close: () => database.close() };
  }
  const scratch = await createScratchDatabase(`vigil_ai_speed_${flavour}`);
  const database = await openDatabase({ kind: 'postgres', url: scratch.url }, 2);
  const written = await timed(async () => {
    await writeDemoCohort(database.db, {
      customer: flavour,
      seed: SEED,
      patients: count,
      historyDays: days,
      today,
    });
    if (flavour === 'bedwetting') await markTreatmentOutcomes(database.db, todayText);
    else await recomputeDerivedVariables(database.db, { customer: 'generic', asOf: today });
    await sql`vacuum analyze`.execute(database.db);
  });
  console.log(`${flavour}: ${count} patients over ${days} days written in ${written.toFixed(1)} s`);
  return {
    db: database.db,
    todayText,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

const train = (db: Db, today: string) =>
  flavour === 'bedwetting' ? trainTreatmentModel(db) : trainHospitalizationModel(db, { today });
const score = (db: Db, today: string) =>
  flavour === 'bedwetting'
    ? predictTreatments(db, { today })
    : predictHospitalizations(db, { days: [today] });
const backfill = (db: Db, today: string) =>
  flavour === 'bedwetting'
    ? backfillTreatmentPredictions(db, { today, days: YEAR, everyDays: WEEK })
    : predictHospitalizations(db, { days: backfillDays(today, YEAR, WEEK) });

const summary = (times: number[], base: number, target: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  const worst = sorted[sorted.length - 1]!;
  return `${median.toFixed(1)} s / ${worst.toFixed(1)} s (×${(median / base).toFixed(1)} the baseline; target ${target} s${worst > target ? `, missed by ${(worst - target).toFixed(1)} s` : ''})`;
};

async function main(): Promise<void> {
  const big = await cohort(patients, historyDays, process.env.AI_SPEED_COHORT);
  try {
    const bases: number[] = [];
    const trainings: number[] = [];
    const scorings: number[] = [];
    let predictions = 0;
    for (let run = 0; run < runs; run++) {
      bases.push(await baseline(big.db));
      trainings.push(await timed(() => train(big.db, big.todayText)));
      scorings.push(
        await timed(async () => {
          predictions = await score(big.db, big.todayText);
        }),
      );
      console.error(
        `  run ${run + 1}: training ${trainings[run]!.toFixed(1)} s, scoring ${scorings[run]!.toFixed(1)} s`,
      );
    }
    // No runs: the cohort only (written and kept with BENCH_KEEP=1, for AI_SPEED_COHORT).
    if (runs === 0) return;
    const base = [...bases].sort((a, b) => a - b)[Math.floor((bases.length - 1) / 2)]!;
    console.log(
      `| ${flavour}, ${patients} patients over ${historyDays} days | baseline (median) | ${base.toFixed(2)} s |`,
    );
    console.log(`| training, median / worst of ${runs} | ${summary(trainings, base, 60)} |`);
    console.log(`| scoring every active patient (${predictions} scores) | ${summary(scorings, base, 30)} |`);
    // The same cohort when it is the back-fill's size: its model is trained already.
    if (backfillPatients === patients) await timeBackfill(big, base);
  } finally {
    await big.close();
  }
  if (backfillPatients <= 0 || backfillPatients === patients) return;
  const small = await cohort(backfillPatients, Math.max(historyDays, YEAR));
  try {
    const base = await baseline(small.db);
    await train(small.db, small.todayText);
    await timeBackfill(small, base);
  } finally {
    await small.close();
  }
}

async function timeBackfill(on: { db: Db; todayText: string }, base: number): Promise<void> {
  let stored = 0;
  const time = await timed(async () => {
    stored = await backfill(on.db, on.todayText);
  });
  console.log(
    `| back-fill of a year of weekly predictions, ${backfillPatients} patients (${stored} predictions) | ${summary([time], base, 300)} |`,
  );
}

await main();
